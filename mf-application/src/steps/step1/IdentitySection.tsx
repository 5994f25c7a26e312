import { observer } from 'mobx-react-lite';
import {
  DocumentType,
  setDocumentType,
  setSkippedId,
  withIdExemption,
  type DocumentTypeId,
  type IdDocumentDetails,
} from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { birthRegistrationNumberForm } from '@cards/shared/validation';
import { Checkbox, RadioGroup, SelectField, TextField, fieldId } from '@cards/shared/ui';
import { partBinder, type FieldErrorsSource } from '../bind.ts';
import { countryOptions, documentOptions, stateOptions } from '../options.ts';

/** The form of the registration number, once the state is chosen. */
function registrationHint(state: string | undefined): string | undefined {
  const form = birthRegistrationNumberForm(state);
  return form && `In ${state}: ${form}.`;
}

/** SPEC §2 step 1 proof of identity, with the details of each document type (SPEC §3, §5). */
export const IdentitySection = observer(function IdentitySection({ form }: { form: FieldErrorsSource }) {
  const { draft, lookups } = useRootStore();
  const data = draft.data;
  const type = data._idDocument?.Id ?? null;
  // The Tas1970 and OffshoreVisa exemptions follow the details as they are typed (SPEC §9).
  const details = {
    data: data._idDocument?.Details ?? {},
    update: (next: Partial<IdDocumentDetails>) =>
      draft.update(withIdExemption({ ...draft.data, _idDocument: { ...draft.data._idDocument, Details: next } })),
  };
  const bind = partBinder<IdDocumentDetails>(details, '_idDocument.Details', draft, form);

  return (
    <section className="form-section" aria-labelledby="identity-heading">
      <h2 id="identity-heading">Proof of identity</h2>
      <p>
        We check one document that shows the start of your identity in Australia. You will also show the original
        at your interview.
      </p>
      <Checkbox
        id={fieldId('_skippedId')}
        label="I will bring my documents to my interview instead of entering them now"
        checked={!!data._skippedId}
        onChange={(checked) => draft.update(setSkippedId(draft.data, checked))}
      />
      {!data._skippedId && (
        <>
          <RadioGroup
            id={fieldId('_idDocument.Id')}
            legend="Which document will you use?"
            options={documentOptions(lookups.idDocuments.items)}
            value={type === null ? undefined : String(type)}
            error={form.errorFor('_idDocument.Id')}
            onChange={(value) => draft.update(setDocumentType(draft.data, Number(value) as DocumentTypeId))}
          />
          {type === DocumentType.BirthCertificate && (
            <>
              <SelectField label="State or territory where your birth was registered" options={stateOptions(lookups.states.items)} {...bind('State')} />
              <TextField label="Registration number" hint={registrationHint(details.data.State)} {...bind('RegistrationNumber')} />
              <TextField label="Registration year" inputMode="numeric" className="field--short" {...bind('RegistrationYear')} />
              <TextField label="Certificate number" optional {...bind('CertificateNumber')} />
              <TextField label="Family name on the certificate" {...bind('FamilyName')} />
              <TextField label="Given names on the certificate" {...bind('GivenNames')} />
            </>
          )}
          {type === DocumentType.Citizenship && (
            <>
              <TextField label="Name on the certificate" {...bind('Name')} />
              <TextField label="Stock number" hint="4 to 11 letters and numbers, at the top of the certificate." {...bind('StockNumber')} />
              <TextField label="Date of acquisition" type="date" {...bind('AcquisitionDate')} />
            </>
          )}
          {type === DocumentType.Descent && (
            <>
              <TextField label="Name on the certificate" {...bind('Name')} />
              <TextField label="Client id" {...bind('ClientId')} />
              <TextField label="Register number" {...bind('RegisterNumber')} />
              <TextField label="Entry number" {...bind('EntryNumber')} />
            </>
          )}
          {type === DocumentType.ImmiCard && (
            <>
              <TextField label="Name on the ImmiCard" {...bind('Name')} />
              <TextField label="ImmiCard number" hint="3 letters then 6 numbers, for example EIS123456." {...bind('ImmicardNumber')} />
            </>
          )}
          {(type === DocumentType.Visa || type === DocumentType.ProtectionVisa) && (
            <>
              <TextField label="Name on the passport" {...bind('Name')} />
              <TextField label="Passport number" {...bind('PassportNumber')} />
              <SelectField label="Country that issued the passport" options={countryOptions(lookups.countries.items)} {...bind('PassportCountry')} />
            </>
          )}
        </>
      )}
    </section>
  );
});
