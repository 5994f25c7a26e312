import { observer } from 'mobx-react-lite';
import { birthdatePickerMax, birthdatePickerMin, isAustralia, setBirthCountry, withProvisional } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { RadioGroup, SelectField, TextField, fieldId, useToday } from '@cards/shared/ui';
import { optionList } from '@cards/shared/validation';
import { draftBinder, type FieldErrorsSource } from '../bind.ts';
import { countryOptions, stateOptions } from '../options.ts';

/** SPEC §2 step 1: date of birth, gender, birth country, place and state, and citizenship. */
export const BirthSection = observer(function BirthSection({ form }: { form: FieldErrorsSource }) {
  const { draft, lookups } = useRootStore();
  const data = draft.data;
  // The pre-render's day until the page is hydrated, so the picker's limits match the server's.
  const today = useToday();
  const bind = draftBinder(draft, form);
  const birthdate = bind('Birthdate');
  const countries = countryOptions(lookups.countries.items);

  return (
    <section className="form-section" aria-labelledby="birth-heading">
      <h2 id="birth-heading">About you</h2>
      <TextField
        {...birthdate}
        label="Date of birth"
        hint="You must be at least 13 years old to apply."
        type="date"
        className="field--date"
        max={birthdatePickerMax(today)}
        min={birthdatePickerMin(today)}
        autoComplete="bday"
        // SPEC §4: under 18 gets a provisional card.
        onChange={(value) => draft.update(withProvisional({ ...draft.data, Birthdate: value }, today))}
      />
      {data.ExtraData?.Provisional && (
        <p className="notice">
          As you are under 18, you will get a card with a lower fee. Within 3 months of turning 18 you must agree to
          the full background check or the card is cancelled.
        </p>
      )}
      <RadioGroup
        id={fieldId('Gender')}
        legend="Gender"
        options={optionList('Gender')}
        value={data.Gender}
        error={form.errorFor('Gender')}
        onChange={(value) => draft.update({ Gender: value as typeof data.Gender })}
      />
      <SelectField
        label="Country of birth"
        options={countries}
        {...bind('Birthcountry')}
        onChange={(value) => draft.update(setBirthCountry(draft.data, value))}
      />
      <TextField label="Town or city of birth" autoComplete="off" {...bind('Birthplace')} />
      {isAustralia(data.Birthcountry) && (
        <SelectField label="State or territory of birth" options={stateOptions(lookups.states.items)} {...bind('Birthstate')} />
      )}
      <SelectField label="Citizenship" hint="The country you are a citizen of." options={countries} {...bind('Citizenship')} />
    </section>
  );
});
