import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { errorStatus, readApiError } from '@cards/shared/api';
import { isAustralia, isValidAbn, normaliseAbn } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { SelectField, SuburbSearch, TextField, fieldId } from '@cards/shared/ui';
import { OPNEED_LIMITS } from '@cards/shared/validation';
import type { FieldProps, Typed } from './StatementForm.tsx';

type AbnCheck = { abn: string; state: 'checking' | 'active' | 'inactive' | 'notfound' | 'unavailable'; name?: string };

/** The signer: who they are, their organisation and its address, and its ABN (looked up on blur, SPEC §5). */
export const SignerSection = observer(function SignerSection({ typed, set, message, onAbnChecked }: FieldProps & { onAbnChecked: (name: string | undefined) => void }) {
  const { lookups, opneedForm } = useRootStore();
  const [abnCheck, setAbnCheck] = useState<AbnCheck | null>(null);
  const text = (field: keyof Typed) => ({
    id: fieldId(field),
    value: String(typed[field] ?? ''),
    error: message(field),
    onChange: (value: string) => set(field, value as never),
  });
  const australia = isAustralia(typed.Country);
  // SPEC §7 get-abn: the prefilled ABN as the register knows it, so the signer sees whose it is before changing it.
  useEffect(() => {
    let live = true;
    void opneedForm.formAbn().then((found) => {
      const abn = normaliseAbn(found?.Abn);
      if (!live || !found || !abn) return;
      setAbnCheck({ abn, state: found.AbnStatus === 'Active' ? 'active' : 'inactive', name: found.EntityName });
    });
    return () => {
      live = false;
    };
  }, [opneedForm]);

  const lookUpAbn = async () => {
    const abn = normaliseAbn(typed.Abn);
    if (!abn || !isValidAbn(abn) || abnCheck?.abn === abn) return;
    setAbnCheck({ abn, state: 'checking' });
    try {
      const found = await opneedForm.lookupAbn(abn);
      setAbnCheck({ abn, state: found.AbnStatus === 'Active' ? 'active' : 'inactive', name: found.EntityName });
      onAbnChecked(found.EntityName);
    } catch (failure) {
      const notFound = errorStatus(failure) === 404 && ['abn_not_found', 'abnnotfound'].includes(readApiError(failure)?.reason ?? '');
      setAbnCheck({ abn, state: notFound ? 'notfound' : 'unavailable' });
    }
  };
  const current = abnCheck && abnCheck.abn === normaliseAbn(typed.Abn) ? abnCheck : null;
  // SPEC §5 'ABN lookup on blur': not found and not active are errors at the field; a failed lookup is not.
  const abnError = message('Abn') ?? (current?.state === 'notfound' ? 'The Australian Business Register has no such ABN. Check the number' : current?.state === 'inactive' ? 'This ABN is no longer active. Check the number' : undefined);

  return (
    <>
      <section className="form-section" aria-labelledby="signer-heading">
        <h2 id="signer-heading">About you</h2>
        <div className="field-row">
          <TextField label="Your first name" autoComplete="given-name" {...text('FirstName')} />
          <TextField label="Your family name" autoComplete="family-name" {...text('Surname')} />
        </div>
        <TextField label="Your position" hint="Your job title in the organisation." maxLength={OPNEED_LIMITS.position} autoComplete="organization-title" {...text('Position')} />
        <TextField label="Your phone number" type="tel" autoComplete="tel" {...text('Phone')} />
        <TextField label="Your email address" type="email" autoComplete="email" spellCheck={false} {...text('Email')} />
      </section>
      <section className="form-section" aria-labelledby="organisation-heading">
        <h2 id="organisation-heading">Your organisation</h2>
        <TextField label="Organisation’s name" maxLength={OPNEED_LIMITS.organisation} autoComplete="organization" {...text('Organisation')} />
        <TextField label="Business unit" optional maxLength={OPNEED_LIMITS.businessUnit} {...text('BusinessUnit')} />
        <TextField label="Purchase order number" optional hint="If your organisation pays for the card with an order number." maxLength={OPNEED_LIMITS.poNumber} {...text('PoNumber')} />
        <TextField
          label="ABN"
          optional
          hint="11 digits. We check it with the Australian Business Register when you leave the field."
          inputMode="numeric"
          autoComplete="off"
          {...text('Abn')}
          error={abnError}
          onBlur={() => void lookUpAbn()}
        />
        <p className="abn-result" aria-live="polite">
          {current?.state === 'checking' && 'Checking the ABN…'}
          {current?.state === 'active' && `This ABN belongs to ${current.name}.`}
          {current?.state === 'unavailable' && 'We could not check the ABN just now. You can carry on; we will check it later.'}
        </p>
        <SelectField
          label="Country"
          options={lookups.countries.items.map((c) => ({ value: c.Code, label: c.Name }))}
          {...text('Country')}
        />
        <TextField label="Street address" autoComplete="address-line1" {...text('Address')} />
        {australia ? (
          <>
            <SelectField
              label="State or territory"
              options={lookups.states.items.slice(0, 8).map((s) => ({ value: s.ShortName, label: s.LongName }))}
              {...text('State')}
              onChange={(value) => {
                set('State', value);
                set('Suburb', '');
                set('Postcode', '');
              }}
            />
            <SuburbSearch
              id={fieldId('Suburb')}
              state={typed.State || undefined}
              value={typed.Suburb}
              error={message('Suburb')}
              onType={(value) => set('Suburb', value)}
              onChoose={(locality) => {
                set('Suburb', locality.name);
                set('Postcode', locality.code);
              }}
            />
            <TextField label="Postcode" inputMode="numeric" autoComplete="postal-code" className="field--short" {...text('Postcode')} />
          </>
        ) : (
          <>
            <TextField label="Town or city" autoComplete="address-level2" {...text('Suburb')} />
            <TextField label="State, province or region" optional autoComplete="address-level1" {...text('State')} />
            <TextField label="Postcode" optional autoComplete="postal-code" className="field--short" {...text('Postcode')} />
          </>
        )}
      </section>
    </>
  );
});
