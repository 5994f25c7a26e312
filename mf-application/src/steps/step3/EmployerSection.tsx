import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AUSTRALIA, AUSTRALIAN_POSTCODE_LENGTH, cardTypeOf, isAustralia, type Draft } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { SelectField, SuburbSearch, TextField, fieldId } from '@cards/shared/ui';
import { draftBinder, type FieldErrorsSource } from '../bind.ts';
import { countryOptions, stateOptions } from '../options.ts';
import { AbnField, type AbnCheck } from './AbnField.tsx';
import { cardWording } from './card-wording.ts';

/** The employer's address fields a change of country clears (SPEC §5, as for the applicant's addresses). */
const EMPLOYER_PLACE: Array<keyof Draft> = ['Employeraddress', 'Employersuburb', 'Employerstate', 'Employerpostcode'];

/**
 * SPEC §3 employer fields (step 3): the organisation, its ABN (checked with the register), its address (the suburb
 * from the same search as step 2 for an Australian address), a contact person, and the applicant's position.
 */
export const EmployerSection = observer(function EmployerSection({ form, abnCheck, onAbnCheck, abnError }: {
  form: FieldErrorsSource;
  abnCheck: AbnCheck;
  onAbnCheck: (check: AbnCheck) => void;
  abnError: string | undefined;
}) {
  const { draft, lookups, session } = useRootStore();
  const data = draft.data;
  const bind = draftBinder(draft, form);
  const country = data.Employercountry || AUSTRALIA;
  const australian = isAustralia(country);
  const own = data.ExtraData?.OpNeedType === 'self employed' || data.ExtraData?.OpNeedType === 'private pilot';
  const fromOrganisation = session.brandData.flags.employerFromForm;
  // docs/decisions.md 'The asset brands' statement': this contact signs the statement, whatever the need type.
  const organisationConfirms = session.brandData.flags.organisationConfirmsNeed;
  // Most employers are in Australia: the country starts as Australia, as the list shows it.
  useEffect(() => {
    if (!draft.data.Employercountry) draft.update({ Employercountry: AUSTRALIA });
  }, [draft]);

  return (
    <section className="form-section" aria-labelledby="employer-heading">
      <h2 id="employer-heading">{own ? 'Your business' : 'Your employer or organisation'}</h2>
      {own && <p>We have filled these in from your own details. Change anything that is different for your business.</p>}
      {fromOrganisation && <p>We have filled in {session.brandData.name}&apos;s details. Check them and add your own contact person.</p>}
      <TextField label={own ? 'Name of your business' : 'Name of your employer or organisation'} autoComplete="organization" {...bind('Employername')} />
      <AbnField field={bind('Employerabn')} check={abnCheck} onCheck={onAbnCheck} error={abnError ?? bind('Employerabn').error} />
      <SelectField
        label="Country of the address"
        options={countryOptions(lookups.countries.items)}
        {...bind('Employercountry')}
        value={country}
        onChange={(value) => {
          const cleared = Object.fromEntries(EMPLOYER_PLACE.map((field) => [field, '']));
          draft.update({ ...cleared, Employercountry: value });
        }}
      />
      <TextField label="Street address" hint="Where you work, for example 10 Bourke Road." {...bind('Employeraddress')} />
      {australian ? (
        <>
          <SelectField
            label="State or territory"
            options={stateOptions(lookups.states.items)}
            {...bind('Employerstate')}
            onChange={(value) => draft.update({ Employerstate: value, Employersuburb: '', Employerpostcode: '' })}
          />
          <SuburbSearch
            id={fieldId('Employersuburb')}
            state={data.Employerstate}
            value={data.Employersuburb ?? ''}
            error={bind('Employersuburb').error}
            onType={(text) => draft.update({ Employersuburb: text, Employerpostcode: '' })}
            onChoose={(locality) => draft.update({ Employersuburb: locality.name, Employerpostcode: locality.code, Employerstate: locality.state })}
          />
          <TextField label="Postcode" inputMode="numeric" className="field--short" {...bind('Employerpostcode')} maxLength={AUSTRALIAN_POSTCODE_LENGTH.max} />
        </>
      ) : (
        <>
          <TextField label="Suburb, town or city" {...bind('Employersuburb')} />
          <TextField label="State, province or region" optional {...bind('Employerstate')} />
          <TextField label="Postcode" optional {...bind('Employerpostcode')} />
        </>
      )}
      <h3>Contact person</h3>
      <p>
        Someone there who can confirm your job, for example your manager. {own && 'If that is you, give your own details.'}
        {organisationConfirms && ' We email them the statement of your operational need to sign online.'}
      </p>
      <TextField label="First name" autoComplete="off" {...bind('Employerfirstname')} />
      <TextField label="Family name" autoComplete="off" {...bind('Employersurname')} />
      <TextField label="Email address" type="email" autoComplete="off" spellCheck={false} {...bind('Employeremail')} />
      <TextField label="Phone number" type="tel" autoComplete="off" {...bind('Employerphone')} />
      <h3>Your job</h3>
      <TextField label="Your job title" hint={cardWording(cardTypeOf(data)).jobTitleExamples} autoComplete="organization-title" {...bind('Employerposition')} />
    </section>
  );
});
