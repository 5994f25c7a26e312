import { observer } from 'mobx-react-lite';
import { cardName } from '@cards/shared/brand';
import { addYears, cardTypeOf, isoDateOf, offersFourYearCard, offersJobReady, setJobReady } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { Checkbox, RadioGroup, SelectField, TextField, fieldId } from '@cards/shared/ui';
import { CARD_EXPIRY_YEARS_AHEAD, OWN_ISSUING_BODY_ID, type Step3Questions } from '@cards/shared/validation';
import { draftBinder, type FieldErrorsSource } from '../bind.ts';

/**
 * The card itself (SPEC §2 step 3, §4): job ready where the brand offers it, two or four years for an MSIC, and
 * for a renewal the card held now (SPEC §5 card number formats, §9 expiry within 4 years).
 */
export const CardSection = observer(function CardSection({ form, questions }: { form: FieldErrorsSource; questions: Step3Questions }) {
  const { draft, lookups, session } = useRootStore();
  const data = draft.data;
  const brand = session.brandData;
  const bind = draftBinder(draft, form);
  const cardType = cardTypeOf(data);
  const card = cardName(brand, cardType);
  const showJobReady = offersJobReady(data, brand);
  const today = new Date();
  const issuers = lookups.issuingBodies.items.filter((b) => b.Cardtype === 'BOTH' || b.Cardtype === cardType.toUpperCase());
  const numberField = cardType === 'msic' ? 'Msicnum' : 'Asicnum';
  const ours = data.Issuingbodyid === OWN_ISSUING_BODY_ID;
  const numberHint = cardType === 'msic'
    ? (ours ? 'VEP followed by 7 digits, for example VEP 0001523.' : '3 letters followed by 5 to 9 digits, for example FPA 123456.')
    : (ours ? 'VEA followed by 7 digits, for example VEA0001523.' : '7 letters or numbers, as printed on the front of the card.');

  if (!showJobReady && !offersFourYearCard(data) && !questions.renewal) return null;
  return (
    <section className="form-section" aria-labelledby="card-heading">
      <h2 id="card-heading">Your {card}</h2>
      {showJobReady && (
        <Checkbox
          id={fieldId('_jobReady')}
          label={`I am applying as job ready: I do not have a job that needs an ${card} yet`}
          hint={`Your background check is done now, and we issue your ${card} once you show us a job offer that needs it. A job-ready card lasts 2 years.`}
          checked={data._jobReady === true}
          onChange={(checked) => draft.update(setJobReady(draft.data, checked))}
          error={form.errorFor('_jobReady')}
        />
      )}
      {offersFourYearCard(data) && (
        <RadioGroup
          id={fieldId('_fourYear')}
          legend="How long do you want your MSIC for?"
          hint="A 4-year MSIC has a second background check after 2 years, which we arrange."
          value={data._fourYear ? '4' : '2'}
          options={[{ value: '2', label: '2 years' }, { value: '4', label: '4 years' }]}
          onChange={(value) => draft.update({ _fourYear: value === '4' })}
          error={form.errorFor('_fourYear')}
        />
      )}
      {questions.renewal && (
        <>
          <SelectField
            label={`Who issued your current ${card}?`}
            hint="It is printed on the back of the card."
            options={issuers.map((b) => ({ value: String(b.Id), label: b.Name }))}
            id={fieldId('Issuingbodyid')}
            value={data.Issuingbodyid ? String(data.Issuingbodyid) : ''}
            error={form.errorFor('Issuingbodyid')}
            onChange={(value) => draft.update({ Issuingbodyid: value ? Number(value) : null })}
          />
          <TextField label={`Your current ${card} number`} hint={numberHint} autoComplete="off" spellCheck={false} {...bind(numberField)} />
          <TextField
            label="When does your current card expire?"
            type="date"
            max={addYears(isoDateOf(today), CARD_EXPIRY_YEARS_AHEAD)}
            {...bind('Asicexpirydate')}
          />
        </>
      )}
    </section>
  );
});
