import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { personIdOfTrackingNumber } from '@cards/shared/domain';
import { FormActions, Page, TextField, fieldId } from '@cards/shared/ui';
import { Problems } from '../common/Problems.tsx';
import { staffPaths } from '../session/paths.ts';

const WRONG = 'Enter a tracking number: VEA or VEP and 7 digits, for example VEA0001542';

/**
 * The console's start page for members who may see people but not the queue (privacy officers): an application
 * found by its tracking number, which names the person (the number less 1500).
 */
export function FindApplication() {
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [focusKey, setFocusKey] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const peopleId = personIdOfTrackingNumber(number);
    if (peopleId === null) {
      setError(WRONG);
      setFocusKey((n) => n + 1);
      return;
    }
    setError(undefined);
    void navigate(staffPaths.person(peopleId));
  };
  return (
    <Page title="Find an application" className="staff-page">
      <p>Your roles do not include the queue of applications. Find an application by its tracking number instead.</p>
      <form onSubmit={submit} noValidate aria-label="Find an application">
        <Problems errors={{ trackingNumber: error }} focusKey={focusKey} />
        <TextField id={fieldId('trackingNumber')} label="Tracking number" hint="VEA or VEP and 7 digits, for example VEA0001542."
          autoComplete="off" spellCheck={false} value={number} onChange={setNumber} error={error} />
        <FormActions submitLabel="Find the application" />
      </form>
    </Page>
  );
}
