import { useEffect, useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusFromHash } from './use-focus-from-hash.ts';

afterEach(cleanup);

/** A step whose field appears late (its list loading), inside a fieldset as radios are. */
function LateField({ delay }: { delay: number }) {
  useFocusFromHash();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <>
      <button type="button">First</button>
      {shown && (
        <fieldset id="f-Gender">
          <legend>Gender</legend>
          <input type="radio" id="f-Gender-0" name="g" aria-label="Female" />
        </fieldset>
      )}
      <label htmlFor="f-Birthdate">Date of birth</label>
      <input id="f-Birthdate" />
    </>
  );
}

function renderAt(path: string, delay = 0) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LateField delay={delay} />
    </MemoryRouter>,
  );
}

describe('a step opened at a field (the summary\'s Change links)', () => {
  it('focuses the field the address names', () => {
    renderAt('/step1?return=summary#f-Birthdate');
    expect(document.activeElement).toBe(screen.getByLabelText('Date of birth'));
  });

  it('waits for a field that appears once its list loads, and focuses a group\'s first control', async () => {
    renderAt('/step1#f-Gender', 30);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Female' })));
  });

  it('leaves focus alone without a hash, or with one that is not a field id', () => {
    renderAt('/step1');
    expect(document.activeElement).toBe(document.body);
    cleanup();
    renderAt('/step1#"]bad');
    expect(document.activeElement).toBe(document.body);
  });
});
