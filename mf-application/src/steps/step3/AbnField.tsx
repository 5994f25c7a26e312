import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { errorStatus, readApiError } from '@cards/shared/api';
import { isValidAbn, normaliseAbn } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { TextField } from '@cards/shared/ui';
import type { BoundField } from '@cards/shared/ui';

/** What the Australian Business Register said about the ABN as typed (SPEC §5 'ABN lookup on blur'). */
export type AbnCheck =
  | { state: 'idle' }
  | { state: 'checking'; abn: string }
  | { state: 'active'; abn: string; name: string }
  | { state: 'inactive'; abn: string; name: string }
  | { state: 'notfound'; abn: string }
  | { state: 'unavailable'; abn: string };

/** The field error a check gives: not found and inactive stop the step; a lookup that failed does not. */
export function abnCheckError(check: AbnCheck, typed: string | undefined): 'abnnotfound' | 'inactive' | null {
  if (check.state === 'idle' || check.state === 'checking' || normaliseAbn(typed) !== check.abn) return null;
  if (check.state === 'notfound') return 'abnnotfound';
  if (check.state === 'inactive') return 'inactive';
  return null;
}

/**
 * The employer's ABN (SPEC §5): checked with the register when the person leaves the field. Found: its name is
 * shown and kept (Employerbusinessname). Not found or no longer active: an error at the field. The register not
 * answering: the page says so and the person carries on.
 */
export const AbnField = observer(function AbnField({ field, check, onCheck, error }: {
  field: BoundField;
  check: AbnCheck;
  onCheck: (check: AbnCheck) => void;
  error: string | undefined;
}) {
  const { draft } = useRootStore();
  const [lastLooked, setLastLooked] = useState<string | null>(null);

  const lookUp = async () => {
    const abn = normaliseAbn(field.value);
    if (!abn || !isValidAbn(abn) || abn === lastLooked || draft.id === null) return;
    setLastLooked(abn);
    onCheck({ state: 'checking', abn });
    try {
      const found = await draft.lookupAbn(abn);
      const name = found.BusinessNames?.[0] ? `${found.EntityName} (trading as ${found.BusinessNames[0]})` : found.EntityName;
      onCheck(found.AbnStatus === 'Active' ? { state: 'active', abn, name } : { state: 'inactive', abn, name });
      draft.update({ Employerbusinessname: found.EntityName });
    } catch (failure) {
      const notFound = errorStatus(failure) === 404 && readApiError(failure)?.reason === 'abn_not_found';
      onCheck(notFound ? { state: 'notfound', abn } : { state: 'unavailable', abn });
      // A failed lookup may be tried again by leaving the field again.
      if (!notFound) setLastLooked(null);
    }
  };

  const current = normaliseAbn(field.value) === ('abn' in check ? check.abn : null) ? check : { state: 'idle' as const };
  return (
    <>
      <TextField
        label="ABN of your employer or organisation"
        hint="11 digits. We check it with the Australian Business Register. Leave it blank if your employer has no ABN."
        optional
        inputMode="numeric"
        autoComplete="off"
        {...field}
        error={error}
        onBlur={() => void lookUp()}
      />
      <p className="abn-result" aria-live="polite">
        {current.state === 'checking' && 'Checking the ABN…'}
        {current.state === 'active' && `This ABN belongs to ${current.name}.`}
        {current.state === 'unavailable' && 'We could not check the ABN just now. You can carry on; we will check it later.'}
      </p>
    </>
  );
});
