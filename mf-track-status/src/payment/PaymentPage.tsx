import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { errorStatus, readApiError, retryAfterSeconds, type PaymentDue } from '@cards/shared/api';
import { buildPath } from '@cards/shared/brand';
import { priceText, type FieldErrors } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, LoadFailed, LoadingIndicator, Page, PriceTable, TextField, fieldId, useDocumentTitle, type SummarySection } from '@cards/shared/ui';
import { cardPaymentErrors, fieldMessage, type CardPayment } from '@cards/shared/validation';
import './payment.css';

const LABELS: Record<keyof CardPayment, string> = {
  nameOnCard: 'the name on the card',
  cardnumber: 'the card number',
  expiryMonth: 'the expiry month',
  expiryYear: 'the expiry year',
  cvc: 'the security code',
};

const dollars = (cents: number) => `$${priceText(cents)}`;

/** The local time a limit lifts, as people read it: 3:45 pm. */
const timeOfDay = (at: number) => new Date(at).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

/**
 * Paying the fee by card (SPEC §2 'payment' pages use the form layout, §5 cardnumber and cvcnumber): what
 * is owed with GST on its own line, and the card form. The card details go to the api once and are not kept here.
 * A decline is one message whatever the bank said; past the attempt limit (429) the page says until when,
 * from the api's Retry-After, and does not send again before then.
 */
function PaymentPage() {
  const { person, session } = useRootStore();
  const { peopleId } = useParams();
  const id = Number(peopleId);
  const product = session.brandData.product;
  const [due, setDue] = useState<PaymentDue | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [card, setCard] = useState<CardPayment>({ nameOnCard: '', cardnumber: '', expiryMonth: '', expiryYear: '', cvc: '' });
  const [submitted, setSubmitted] = useState(0);
  // Changes only when a submit finds problems, so the summary takes focus then and never while someone types.
  const [focusKey, setFocusKey] = useState(0);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);
  /** While the api refuses more attempts (429): when it will take one again (ms since the epoch). */
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  useDocumentTitle(receipt ? 'Payment received' : 'Pay for your application');
  // A refusal takes focus: at 320 px it sits above the screen while focus would stay on the security code.
  const problemBox = useRef<HTMLParagraphElement>(null);
  const [problems, setProblems] = useState(0);
  useEffect(() => {
    if (problems > 0) problemBox.current?.focus();
  }, [problems]);
  const refuse = (text: string) => {
    setProblem(text);
    setProblems((n) => n + 1);
  };

  useEffect(() => {
    let live = true;
    person.paymentDue(id).then((answer) => live && setDue(answer), () => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [id, person]);

  const errors = submitted > 0 ? { ...serverFields, ...cardPaymentErrors(card, new Date()) } : {};
  const messageFor = (field: keyof CardPayment) => (errors[field] ? fieldMessage(errors[field]!, LABELS[field]) : undefined);
  const sections: SummarySection[] = [{
    heading: 'Please check your card details',
    items: (Object.keys(LABELS) as Array<keyof CardPayment>).flatMap((field) => {
      const message = messageFor(field);
      return message ? [{ field, message }] : [];
    }),
  }];
  const bind = (field: keyof CardPayment) => ({
    id: fieldId(field), value: card[field] ?? '', error: messageFor(field),
    onChange: (value: string) => setCard((c) => ({ ...c, [field]: value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !due) return;
    if (blockedUntil !== null && Date.now() < blockedUntil) {
      refuse(`There have been too many payment attempts. Nothing was charged. You can try again after ${timeOfDay(blockedUntil)}.`);
      return;
    }
    setSubmitted((n) => n + 1);
    setServerFields({});
    setProblem(null);
    if (Object.keys(cardPaymentErrors(card, new Date())).length > 0) {
      setFocusKey((k) => k + 1);
      return;
    }
    setBusy(true);
    try {
      const paid = await person.pay(id, card as Required<CardPayment>);
      setReceipt(`${paid.message} We have emailed you a receipt. Your reference is ${paid.reference}.`);
      setCard({ nameOnCard: '', cardnumber: '', expiryMonth: '', expiryYear: '', cvc: '' });
    } catch (error) {
      const body = readApiError(error);
      const status = errorStatus(error);
      if (status === 400 && body?.fields) {
        setServerFields(body.fields);
        setFocusKey((k) => k + 1);
      }
      const wait = status === 429 ? retryAfterSeconds(error) : undefined;
      const until = wait === undefined ? null : Date.now() + wait * 1000;
      setBlockedUntil(until);
      const message = body?.message ?? 'We could not take your payment just now. Nothing was charged. Try again in a few minutes.';
      // Card details the api refused are in the summary, which takes focus; any other refusal takes it itself.
      if (status === 400 && body?.fields) setProblem(until === null ? message : `${message} You can try again after ${timeOfDay(until)}.`);
      else refuse(until === null ? message : `${message} You can try again after ${timeOfDay(until)}.`);
    } finally {
      setBusy(false);
    }
  };

  const back = <Link to={buildPath('status', product, { peopleId: id })}>Back to your application</Link>;
  // One status region from the start, so the receipt put in it is read out; the heading then takes focus.
  const status = <p key="status" role="status" className={receipt ? undefined : 'form-status'}>{receipt ?? (busy ? 'Taking your payment…' : '')}</p>;
  if (receipt) {
    return (
      <Page title="Payment received" screen="paid">
        {status}
        <p>{back}</p>
      </Page>
    );
  }
  return (
    <Page title="Pay for your application" screen="form">
      {loadFailed ? <LoadFailed message="We could not load what you owe just now." onRetry={() => window.location.reload()} />
        : !due ? <LoadingIndicator label="Loading what you owe" />
          : !due.canPayOnline ? (
            <p>{due.paid ? 'Your application is paid. Thank you.' : 'Your organisation pays for this application, so there is nothing to pay here.'} {back}</p>
          ) : (
            <>
              <PriceTable price={due} caption="What you pay" online />
              <p>We accept Visa and Mastercard. Your card details go straight to our payment provider; we keep only the last four digits.</p>
              <ErrorSummary sections={sections} focusKey={focusKey} />
              {problem && <p className="step-problem" role="alert" tabIndex={-1} ref={problemBox}>{problem}</p>}
              <form onSubmit={submit} noValidate className="card-form">
                <TextField label="Name on the card" autoComplete="cc-name" maxLength={100} {...bind('nameOnCard')} />
                <TextField label="Card number" hint="16 digits for Mastercard, 13 or 16 for Visa. Spaces are fine." inputMode="numeric"
                  autoComplete="cc-number" maxLength={23} className="field--medium" {...bind('cardnumber')} />
                <div className="card-form__expiry">
                  <TextField label="Expiry month" hint="For example 08." inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} className="field--short" {...bind('expiryMonth')} />
                  <TextField label="Expiry year" hint="For example 2028." inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} className="field--short" {...bind('expiryYear')} />
                </div>
                <TextField label="Security code" hint="The 3 digits on the back of the card." inputMode="numeric" autoComplete="cc-csc" maxLength={3}
                  className="field--short" {...bind('cvc')} />
                <div className="form-actions">
                  <button type="submit" className="button" aria-disabled={busy || blockedUntil !== null || undefined}>
                    Pay {dollars(due.online)}
                  </button>
                  {back}
                </div>
              </form>
            </>
          )}
      {status}
    </Page>
  );
}

export default observer(PaymentPage);
