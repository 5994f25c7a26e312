import { useState } from 'react';
import { RadioGroup, SelectField, TextAreaField, TextField } from '@cards/shared/ui';
import { ActionForm } from './ActionForm.tsx';
import { usePersonRecord } from './person-context.ts';

const required = (value: string, message: string) => (value.trim() ? undefined : message);
const anyErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

/** Payment taken at the counter: the amount, how it was paid and the receipt's number. */
export function PaymentForm() {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('');
  const [receipt, setReceipt] = useState('');
  return (
    <ActionForm title="Record a payment at the counter" submitLabel="Record the payment" action="payment" sentMessage="The payment is recorded." dated
      build={() => {
        const cents = Math.round(Number(amount.replace(/[$,\s]/g, '')) * 100);
        const errors = {
          amount: Number.isFinite(cents) && cents > 0 ? undefined : 'Enter the amount paid in dollars, for example 250.00',
          method: required(method, 'Choose how it was paid'),
          receipt: required(receipt, 'Enter the receipt number'),
        };
        return anyErrors(errors) ? { errors } : { body: { amountCents: cents, method, receipt: receipt.trim() } };
      }}
      onSent={() => {
        setAmount('');
        setMethod('');
        setReceipt('');
      }}>
      {(errors, idOf) => (
        <>
          <TextField id={idOf('amount')} label="Amount paid ($)" inputMode="decimal" value={amount} onChange={setAmount} error={errors.amount} />
          <SelectField id={idOf('method')} label="Paid by" value={method} onChange={setMethod} error={errors.method}
            options={[{ value: 'eftpos', label: 'Card (EFTPOS)' }, { value: 'cash', label: 'Cash' }]} />
          <TextField id={idOf('receipt')} label="Receipt number" value={receipt} onChange={setReceipt} error={errors.receipt} />
        </>
      )}
    </ActionForm>
  );
}

/** Lodging with AusCheck: the reference AusCheck gave, if it gave one yet. */
export function LodgeForm() {
  const [reference, setReference] = useState('');
  return (
    <ActionForm title="Lodge with AusCheck" submitLabel="Record the lodgement" action="lodge" sentMessage="The lodgement with AusCheck is recorded." dated
      build={() => ({ body: reference.trim() ? { auscheckReference: reference.trim() } : {} })} onSent={() => setReference('')}>
      {(_, idOf) => <TextField id={idOf('auscheckReference')} label="AusCheck reference" optional value={reference} onChange={setReference} />}
    </ActionForm>
  );
}

/** AusCheck's result: approved or not, with the reason for the record (never shown to the applicant). */
export function DecisionForm() {
  const [decision, setDecision] = useState('');
  const [reason, setReason] = useState('');
  return (
    <ActionForm title="Record the decision" submitLabel="Record the decision" action="decision" sentMessage="The decision is recorded." dated
      build={() => {
        const errors = {
          decision: required(decision, 'Choose whether the card is approved'),
          reason: required(reason, 'Enter the reason, for the record'),
        };
        return anyErrors(errors) ? { errors } : { body: { decision, reason: reason.trim() } };
      }}
      onSent={() => {
        setDecision('');
        setReason('');
      }}>
      {(errors, idOf) => (
        <>
          <RadioGroup id={idOf('decision')} legend="Decision" value={decision} onChange={setDecision} error={errors.decision} inline
            options={[{ value: 'Y', label: 'Approved' }, { value: 'N', label: 'Not approved' }]} />
          <TextAreaField id={idOf('reason')} label="Internal reason" hint="For the record only. The applicant does not see it."
            rows={3} value={reason} onChange={setReason} error={errors.reason} />
        </>
      )}
    </ActionForm>
  );
}

/** The serial number printed on a card: 1 to 6 digits, not all zeros (as the api and the activation page check it). */
const cardSerial = /^(?!0+$)\d{1,6}$/;

/** Sending the card: its serial number and how it goes. */
export function DispatchForm() {
  const [serial, setSerial] = useState('');
  const [method, setMethod] = useState('');
  return (
    <ActionForm title="Dispatch the card" submitLabel="Record the dispatch" action="dispatch" sentMessage="The dispatch is recorded." dated
      build={() => {
        const errors = {
          serial: cardSerial.test(serial.trim()) ? undefined : 'Enter the serial number printed on the card: 1 to 6 digits',
          method: required(method, 'Choose how the card goes to the holder'),
        };
        return anyErrors(errors) ? { errors } : { body: { serial: serial.trim(), method } };
      }}
      onSent={() => {
        setSerial('');
        setMethod('');
      }}>
      {(errors, idOf) => (
        <>
          <TextField id={idOf('serial')} label="Card serial number" inputMode="numeric" value={serial} onChange={setSerial} error={errors.serial} />
          <SelectField id={idOf('method')} label="How it goes" value={method} onChange={setMethod} error={errors.method}
            options={[{ value: 'post', label: 'By post' }, { value: 'pickup', label: 'Picked up from the office' }]} />
        </>
      )}
    </ActionForm>
  );
}

/** Approving the signed statement of operational need. */
export function ApproveNeedForm() {
  return (
    <ActionForm title="Approve the operational need" submitLabel="Approve the operational need" action="approve-need"
      sentMessage="The operational need is approved." build={() => ({ body: {} })}>
      {() => <p>The employer has signed the statement. Approve it once you have read the signed letter.</p>}
    </ActionForm>
  );
}

/** Redacting the person's details: only once the tracking number is typed, so it is never done by a slip. */
export function RedactForm() {
  const { record } = usePersonRecord();
  const [typed, setTyped] = useState('');
  const number = record.person.trackingNumber;
  return (
    <ActionForm title="Redact this person's details" submitLabel="Redact the details" action="redact" sentMessage="The details are redacted."
      build={() => (typed.trim().toUpperCase() === number.toUpperCase()
        ? { body: { confirm: number } }
        : { errors: { confirm: `Type the tracking number, ${number}, to confirm` } })}
      onSent={() => setTyped('')}>
      {(errors, idOf) => (
        <>
          <p className="staff-notice staff-notice--problem">
            Redacting removes the person's personal details for good. It cannot be undone.
          </p>
          <TextField id={idOf('confirm')} label={`Type the tracking number (${number}) to confirm`} autoComplete="off"
            spellCheck={false} value={typed} onChange={setTyped} error={errors.confirm} />
        </>
      )}
    </ActionForm>
  );
}

/** A note for the record, seen by staff only. */
export function NoteForm() {
  const [text, setText] = useState('');
  return (
    <ActionForm title="Add a note" submitLabel="Add the note" action="note" sentMessage="The note is added."
      build={() => (text.trim() ? { body: { text: text.trim() } } : { errors: { text: 'Enter the note' } })} onSent={() => setText('')}>
      {(errors, idOf) => (
        <TextAreaField id={idOf('text')} label="Note" hint="Staff see notes; the applicant does not." rows={4} maxLength={4000}
          value={text} onChange={setText} error={errors.text} />
      )}
    </ActionForm>
  );
}
