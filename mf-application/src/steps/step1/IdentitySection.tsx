import { observer } from 'mobx-react-lite';
import { DocumentType, setDocumentType, setSkippedId, withIdExemption, type DocumentTypeId } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { Checkbox, RadioGroup, SelectField, TextField, fieldId } from '@cards/shared/ui';
import { bindText, writePath } from '../bind.ts';
import { countryOptions, documentOptions, stateOptions } from '../options.ts';

type Form = { errorFor: (path: string) => string | undefined };

const d = (name: string) => `_idDocument.Details.${name}`;

/** SPEC §2 step 1 proof of identity, with the details of each document type (SPEC §3, §5). */
export const IdentitySection = observer(function IdentitySection({ form }: { form: Form }) {
  const { draft, lookups } = useRootStore();
  const data = draft.data;
  const type = data._idDocument?.Id ?? null;
  // The Tas1970 and OffshoreVisa exemptions follow the details as they are typed (SPEC §9).
  const text = (path: string) => {
    const bound = bindText(draft, form, path);
    return { ...bound, onChange: (value: string) => draft.update(withIdExemption(writePath(draft.data, path, value))) };
  };

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
              <SelectField label="State or territory where your birth was registered" options={stateOptions(lookups.states.items)} {...text(d('State'))} />
              <TextField label="Registration number" maxLength={10} {...text(d('RegistrationNumber'))} />
              <TextField label="Registration year" inputMode="numeric" maxLength={4} className="field--short" {...text(d('RegistrationYear'))} />
              <TextField label="Certificate number" optional maxLength={11} {...text(d('CertificateNumber'))} />
              <TextField label="Family name on the certificate" maxLength={50} {...text(d('FamilyName'))} />
              <TextField label="Given names on the certificate" maxLength={60} {...text(d('GivenNames'))} />
            </>
          )}
          {type === DocumentType.Citizenship && (
            <>
              <TextField label="Name on the certificate" maxLength={100} {...text(d('Name'))} />
              <TextField label="Stock number" hint="4 to 11 letters and numbers, at the top of the certificate." maxLength={11} {...text(d('StockNumber'))} />
              <TextField label="Date of acquisition" type="date" {...text(d('AcquisitionDate'))} />
            </>
          )}
          {type === DocumentType.Descent && (
            <>
              <TextField label="Name on the certificate" maxLength={100} {...text(d('Name'))} />
              <TextField label="Client id" maxLength={11} {...text(d('ClientId'))} />
              <TextField label="Register number" maxLength={4} {...text(d('RegisterNumber'))} />
              <TextField label="Entry number" maxLength={5} {...text(d('EntryNumber'))} />
            </>
          )}
          {type === DocumentType.ImmiCard && (
            <>
              <TextField label="Name on the ImmiCard" maxLength={49} {...text(d('Name'))} />
              <TextField label="ImmiCard number" hint="3 letters then 6 numbers, for example EIS123456." maxLength={9} {...text(d('ImmicardNumber'))} />
            </>
          )}
          {(type === DocumentType.Visa || type === DocumentType.ProtectionVisa) && (
            <>
              <TextField label="Name on the passport" maxLength={49} {...text(d('Name'))} />
              <TextField label="Passport number" maxLength={14} {...text(d('PassportNumber'))} />
              <SelectField label="Country that issued the passport" options={countryOptions(lookups.countries.items)} {...text(d('PassportCountry'))} />
            </>
          )}
        </>
      )}
    </section>
  );
});
