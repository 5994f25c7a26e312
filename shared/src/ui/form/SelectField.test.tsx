import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField, type Option } from './inputs.tsx';

afterEach(cleanup);

const countries: Option[] = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'FJ', label: 'Fiji' },
];

/** A page's select whose list arrives after the page is live (step 1's countries), and which re-renders as typed. */
function CountryPage({ initial = '' }: { initial?: string }) {
  const [list, setList] = useState<Option[]>([]);
  const [value, setValue] = useState(initial);
  const [typed, setTyped] = useState('');
  return (
    <>
      {/* A new array on every render, as the steps make them. */}
      <SelectField id="f-Birthcountry" label="Country of birth" options={list.map((o) => ({ ...o }))} value={value} onChange={setValue} />
      <button type="button" onClick={() => setList(countries)}>Load the countries</button>
      <label htmlFor="typed">Place of birth</label>
      <input id="typed" value={typed} onChange={(event) => setTyped(event.target.value)} />
    </>
  );
}

describe('SelectField (a list that arrives later renders in a deferred render)', () => {
  it('shows the list once it arrives, with the value chosen before it came, and can be chosen from', async () => {
    const user = userEvent.setup();
    render(<CountryPage initial="NZ" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country of birth' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…']);
    await user.click(screen.getByRole('button', { name: 'Load the countries' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Australia', 'New Zealand', 'Fiji']);
    expect(select.value).toBe('NZ');
    await user.selectOptions(select, 'Fiji');
    expect(select.value).toBe('FJ');
  });

  it('keeps the same option elements while the page re-renders with an equal list', async () => {
    const user = userEvent.setup();
    render(<CountryPage />);
    await user.click(screen.getByRole('button', { name: 'Load the countries' }));
    const before = screen.getAllByRole('option');
    await user.type(screen.getByLabelText('Place of birth'), 'Suva');
    await act(async () => {});
    const after = screen.getAllByRole('option');
    expect(after).toHaveLength(4);
    after.forEach((option, index) => expect(option).toBe(before[index]));
    expect(screen.getByLabelText<HTMLInputElement>('Place of birth').value).toBe('Suva');
  });
});
