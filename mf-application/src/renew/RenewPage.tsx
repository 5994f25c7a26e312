import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router';
import { buildPath, cardName, type CardType } from '@cards/shared/brand';
import {
  Apptype,
  addYears,
  birthdatePickerMax,
  birthdatePickerMin,
  isoDateOf,
  setSingleName,
  withProvisional,
  type Draft,
} from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import {
  Checkbox,
  ErrorSummary,
  FormActions,
  Page,
  PageData,
  RadioGroup,
  SelectField,
  TextField,
  fieldBinder,
  fieldId,
  useDocumentTitle,
  type BoundModel,
} from '@cards/shared/ui';
import { CARD_EXPIRY_YEARS_AHEAD, OWN_ISSUING_BODY_ID, maxLengthOf, stepsFor } from '@cards/shared/validation';
import { useWizardTimeout } from '../wizard/use-wizard-timeout.ts';
import { useRenewForm } from './use-renew-form.ts';
// The form's own styles (sections, actions, problems), which the wizard's pages use too.
import '../wizard/wizard.css';

/** A reload of this page, as opposed to arriving at it (as NewFormPage tells them apart). */
function isReload(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

const NUMBER_FIELD = { asic: 'Asicnum', msic: 'Msicnum' } as const;

const OFFLINE =
  'We could not reach our server, so your renewal has not been saved yet. What you typed is kept on this device. ' +
  'We will keep trying; you can also check your connection and press Save and continue again.';
const REFUSED = 'We could not save your renewal. Check your answers and try again.';

/**
 * SPEC §2 renew, §4 'Renew quick save': the few answers a renewal starts from (the person, their email and the card
 * held now). With a valid form it is saved as a renewal (Apptype R, _renew, _isSaved) for the card chosen, the
 * server emails the link once (docs/decisions.md 'A renewal's email'), and the person carries on at step 1 of the new
 * draft.
 * Nothing is sent before the answers pass; what is typed is kept on this device meanwhile.
 */
function RenewPage() {
  const store = useRootStore();
  const { draft, session, lookups } = store;
  const brand = session.brandData;
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const issuingBodies = lookups.issuingBodies.isLoaded ? lookups.issuingBodies.items : undefined;
  const form = useRenewForm(draft, { issuingBodies });
  useWizardTimeout(store);

  const offersBoth = brand.cardTypes.length > 1;
  const title = offersBoth ? `Renew your ${brand.product} or MSIC` : `Renew your ${brand.product}`;
  useDocumentTitle(`${form.summary.length > 0 ? 'Error: ' : ''}${title}`);

  useEffect(() => {
    void lookups.issuingBodies.load();
    // A fresh draft, as entering new-form step 1 starts one; a reload puts back what was typed on this device.
    draft.startNew({ _cardType: session.cardType, _company: brand.code, _companyId: brand.companyId }, { keepUnsaved: isReload() });
    // SPEC §4: a renewal is saved only once its answers pass, so the autosave waits for the submit.
    draft.cancelSaves();
    // The store is reset first (an effect: it is outside React); the form shows once that has happened.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStarted(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  if (!started) return null;
  // The draft exists on the server: the person carries on at its first step (a retry may have got there late).
  if (draft.formLink) {
    return <Navigate to={`${buildPath('form', brand.product, { id: draft.formLink })}/${stepsFor(brand)[0]!.slug}`} />;
  }

  const data = draft.data;
  const today = new Date();
  const cardType: CardType = brand.cardTypes.includes(data._cardType as CardType) ? (data._cardType as CardType) : session.cardType;
  const card = cardName(brand, cardType);
  const fits = (type: CardType) => lookups.issuingBodies.items.filter((b) => b.Cardtype === 'BOTH' || b.Cardtype === type.toUpperCase());
  const issuers = fits(cardType);
  const ours = data.Issuingbodyid === OWN_ISSUING_BODY_ID;
  const single = data._singlename === true;

  /** Each change is kept on this device at once; the server gets nothing until the answers pass. */
  const change = (changes: Partial<Draft>) => {
    draft.update(changes);
    draft.cancelSaves();
  };
  const model: BoundModel<Draft> = { get data() { return draft.data; }, update: change };
  const bind = fieldBinder<Draft>(model, { errorFor: form.errorFor, maxLengthOf: (path) => maxLengthOf(path) });

  const chooseCard = (type: CardType) => {
    const issuer = fits(type).some((b) => b.Id === data.Issuingbodyid) ? data.Issuingbodyid : null;
    // The other card's number means nothing for this one.
    change({ _cardType: type, Issuingbodyid: issuer, [NUMBER_FIELD[type === 'asic' ? 'msic' : 'asic']]: undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (!form.accept()) return;
    setBusy(true);
    // The draft is for the card chosen: the server takes its card type from the session's (X-Website-Type).
    session.setCardType(cardType);
    draft.update({ _cardType: cardType, _renew: true, Apptype: Apptype.Renewal, _isSaved: true });
    const saved = await draft.flush();
    setBusy(false);
    // Saved: the draft's link is set and the page moves on to step 1.
    if (saved) return;
    if (draft.saveStatus === 'invalid') {
      if (!form.refused()) setProblem(REFUSED);
    } else {
      setProblem(OFFLINE);
    }
  };

  const numberHint = cardType === 'msic'
    ? (ours ? 'VEP followed by 7 digits, for example VEP 0001523.' : '3 letters followed by 5 to 9 digits, for example FPA 123456.')
    : (ours ? 'VEA followed by 7 digits, for example VEA0001523.' : '7 letters or numbers as printed on the front of the card, for example AB12345.');

  return (
    <Page title={title}>
      <p>
        Tell us who you are and which card you hold now. We save your renewal and email you a link, so you can come back
        to it. Then you carry on with the application form, where these answers are already filled in.
      </p>
      <PageData of={lookups.issuingBodies} keepContent />
      <ErrorSummary sections={form.summary} focusKey={form.attempt} />
      <form onSubmit={submit} noValidate>
        <section className="form-section" aria-labelledby="renew-you-heading">
          <h2 id="renew-you-heading">About you</h2>
          <p>Enter your name exactly as it appears on your identity documents.</p>
          <Checkbox
            id={fieldId('_singlename')}
            label="I have only one name"
            checked={single}
            onChange={(checked) => change(setSingleName(draft.data, checked))}
          />
          {!single && <TextField label="First name" autoComplete="given-name" {...bind('Firstname')} />}
          <TextField label={single ? 'Your name' : 'Family name'} autoComplete={single ? 'name' : 'family-name'} {...bind('Surname')} />
          <TextField
            {...bind('Birthdate')}
            label="Date of birth"
            hint="For example 27 March 1985."
            type="date"
            className="field--date"
            max={birthdatePickerMax(today)}
            min={birthdatePickerMin(today)}
            autoComplete="bday"
            // SPEC §4: under 18 gets a provisional card.
            onChange={(value) => change(withProvisional({ ...draft.data, Birthdate: value }, today))}
          />
          <TextField
            label="Email address"
            hint="We email you a link to your renewal, for example name@example.com."
            type="email"
            autoComplete="email"
            spellCheck={false}
            {...bind('Email')}
          />
          <TextField label="Email address again" hint="So we can be sure it is right." type="email" autoComplete="off" spellCheck={false} {...bind('EmailConfirm')} />
        </section>

        <section className="form-section" aria-labelledby="renew-card-heading">
          <h2 id="renew-card-heading">The card you hold now</h2>
          {offersBoth && (
            <RadioGroup
              id={fieldId('_cardType')}
              legend="Which card are you renewing?"
              options={brand.cardTypes.map((type) => ({
                value: type,
                label: type === 'msic' ? 'MSIC, for ports and offshore facilities' : `${brand.product}, for airports`,
              }))}
              value={cardType}
              onChange={(value) => chooseCard(value as CardType)}
            />
          )}
          <SelectField
            label={`Who issued your ${card}?`}
            hint="Its name is printed on the card."
            options={issuers.map((b) => ({ value: String(b.Id), label: b.Name }))}
            id={fieldId('Issuingbodyid')}
            value={data.Issuingbodyid ? String(data.Issuingbodyid) : ''}
            error={form.errorFor('Issuingbodyid')}
            onChange={(value) => change({ Issuingbodyid: value ? Number(value) : null })}
          />
          <TextField label={`Your ${card} number`} hint={numberHint} autoComplete="off" spellCheck={false} {...bind(NUMBER_FIELD[cardType])} />
          <TextField
            label={`When does your ${card} expire?`}
            hint="As printed on the card, for example 31 March 2027."
            type="date"
            className="field--date"
            max={addYears(isoDateOf(today), CARD_EXPIRY_YEARS_AHEAD)}
            {...bind('Asicexpirydate')}
          />
        </section>

        <FormActions submitLabel="Save and continue" busy={busy} problem={problem} />
      </form>
    </Page>
  );
}

export default observer(RenewPage);
