import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { cardName } from '@cards/shared/brand';
import { birthdatePickerMax, cardTypeOfNumber, numberPrefix, type FieldErrors } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary, FormActions, Page, TextField, fieldId, useDocumentTitle, useJourneyCardType, type SummarySection } from '@cards/shared/ui';
import { activationErrors, fieldMessage } from '@cards/shared/validation';
import './activate.css';

type Result = { kind: 'active' | 'not-sent' | 'repeat' | 'failed'; message: string; detail?: string };

/**
 * SPEC §2 activate, §5 'Activation', §8 'Activate': what activating means and when to do it, and the form
 * (card number, the serial printed on the card, date of birth). The payload keys are the SPEC's. In the
 * wording of the journey's card (the dispatch email of an MSIC links here with card=msic), and a number of either
 * card is taken: the number's own prefix then names its card in what the page says of it.
 */
function ActivatePage() {
  const { person, session } = useRootStore();
  const brand = session.brandData;
  const journeyCard = useJourneyCardType();
  const product = cardName(brand, journeyCard);
  const [number, setNumber] = useState<string>(() => numberPrefix(journeyCard));
  const [serial, setSerial] = useState('');
  const [birthdate, setBirthdate] = useState('');
  const [submitted, setSubmitted] = useState(0);
  // Changes only when a submit finds problems, so the summary takes focus then and never while someone types.
  const [focusKey, setFocusKey] = useState(0);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  useDocumentTitle(`Activate your ${product}`);
  // A brand that issues both cards: the other card's number is taken too, and the hint says how it starts.
  const other = brand.cardTypes.find((t) => t !== journeyCard);
  const otherCardHint = other ? ` For an ${cardName(brand, other)}, ${numberPrefix(other)} followed by 7 digits.` : '';

  const body = { asic_number: number, serial_number: serial, birthdate };
  const errors = submitted > 0 ? { ...serverFields, ...activationErrors(body, new Date()) } : {};
  const numberCard = cardName(brand, cardTypeOfNumber(number) ?? journeyCard);
  const labels = { asic_number: `your ${numberCard} number`, serial_number: 'the card serial number', birthdate: 'your date of birth' } as const;
  const messageFor = (field: keyof typeof labels) => (errors[field] ? fieldMessage(errors[field]!, labels[field]) : undefined);
  const sections: SummarySection[] = [{
    heading: 'Please check your card details',
    items: (Object.keys(labels) as Array<keyof typeof labels>).flatMap((field) => {
      const message = messageFor(field);
      return message ? [{ field, message }] : [];
    }),
  }];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted((n) => n + 1);
    setServerFields({});
    setResult(null);
    if (Object.keys(activationErrors(body, new Date())).length > 0) {
      setFocusKey((k) => k + 1);
      return;
    }
    setBusy(true);
    const answer = await person.activate(body);
    setBusy(false);
    if (answer.status === 200) setResult({ kind: 'active', message: answer.message });
    else if (answer.status === 202) setResult({ kind: 'not-sent', message: answer.message });
    else if (answer.status === 409) setResult({ kind: 'repeat', message: answer.message, detail: answer.error });
    else {
      setServerFields('fields' in answer && answer.fields ? answer.fields : {});
      if ('fields' in answer && answer.fields) setFocusKey((k) => k + 1);
      setResult({ kind: 'failed', message: answer.message });
    }
  };

  return (
    <Page title={`Activate your ${product}`}>
      <p>When your new card reaches you, activate it before you use it. It takes a minute.</p>
      <div className="accordion">
        <details>
          <summary>What activating your card means</summary>
          <p>
            Activating tells us that the card reached you and not someone else. Until it is activated, the card is not
            valid and airport or port staff may refuse it.
          </p>
        </details>
        <details>
          <summary>When to activate it</summary>
          <p>
            As soon as you have the card in your hand. If we posted it and it has not arrived within 10 working days,
            contact us: do not wait for it any longer.
          </p>
        </details>
        <details>
          <summary>Where to find the serial number</summary>
          <p>The serial number is the short number of up to 6 digits printed on the back of the card.</p>
        </details>
      </div>
      <ErrorSummary sections={sections} focusKey={focusKey} />
      {result && (
        <div className={`notice activation-result activation-result--${result.kind}`} role={result.kind === 'active' ? 'status' : 'alert'}>
          <p className="activation-result__message">{result.message}</p>
          {result.detail && <p>{result.detail}</p>}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          id={fieldId('asic_number')}
          label={`${product} number`}
          hint={`${numberPrefix(journeyCard)} followed by 7 digits, as printed on the front of the card.${otherCardHint}`}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          className="field--medium"
          value={number}
          error={messageFor('asic_number')}
          onChange={setNumber}
        />
        <TextField
          id={fieldId('serial_number')}
          label="Card serial number"
          hint="Up to 6 digits, on the back of the card."
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className="field--short"
          value={serial}
          error={messageFor('serial_number')}
          onChange={setSerial}
        />
        <TextField
          id={fieldId('birthdate')}
          label="Date of birth"
          type="date"
          className="field--date"
          autoComplete="bday"
          max={birthdatePickerMax(new Date())}
          value={birthdate}
          error={messageFor('birthdate')}
          onChange={setBirthdate}
        />
        <FormActions submitLabel="Activate my card" busy={busy} busyMessage="Activating…" />
      </form>
    </Page>
  );
}

export default observer(ActivatePage);
