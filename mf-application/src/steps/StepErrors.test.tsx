import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { fakeDraftApi, renderWithStores } from '@cards/shared/testing';
import FormPage from '../wizard/FormPage.tsx';

// Errors name their fields, the summary lists them under the SPEC §5 section messages, and focus moves
// to the summary only when the person submits.

afterEach(() => {
  cleanup();
});

function renderStep(draft: Draft, step: 'step1' | 'step2') {
  let version = draft._version ?? 1;
  const drafts = fakeDraftApi({
    load: vi.fn(async () => draft),
    save: vi.fn(async () => ({ id: 1, version: ++version })),
  });
  // Tasmania and its capital, for the state list and the suburb check; other lists answer empty.
  const answers: Record<string, unknown> = {
    '/api/state/list': [{ Id: 7, ShortName: 'TAS', LongName: 'Tasmania' }],
    '/shared/data/au/TAS.json': [['HOBART', 7, '7000']],
    '/api/country/list': [],
    '/api/id-documents/auscheck-list': [],
  };
  return renderWithStores([{ path: '/apply/form/:id/*', element: <FormPage /> }], { path: `/apply/form/ref123/${step}`, answers, drafts });
}

const base: Draft = { _id: 1, _formLink: 'ref123', _version: 1 };
const summary = () => screen.getByRole('region', { name: 'There is a problem' });

describe('step 2: every address field names its own error (SPEC §5 addresses)', () => {
  it('lists each missing field under the section message, linked to a field that exists', async () => {
    const user = userEvent.setup();
    renderStep({ ...base, _stepCompleted: 1 }, 'step2');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));

    const box = summary();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(box).getByRole('heading', { level: 3 }).textContent).toBe('Please ensure your addresses are entered correctly');
    const links = within(box).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter the street address of your current address',
      'Choose the state of your current address',
      'Enter the suburb or town of your current address',
      'Enter the postcode of your current address',
      'Enter the date you moved into your current address',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent!).not.toBeNull();
      // The field says the same words, marked invalid, with the hidden 'Error:' prefix read before them.
      expect(target!.getAttribute('aria-invalid'), link.textContent!).toBe('true');
      const error = document.getElementById(`${target!.id}-error`)!;
      expect(error.textContent).toBe(`Error: ${link.textContent}`);
      expect(target!.getAttribute('aria-describedby')).toContain(error.id);
    }
    expect(document.title).toBe(`Error: Step 2 of 4: Address history | ${brands.default.name}`);
  });

  it('names the previous address field by field once the current one is under 10 years old', async () => {
    const user = userEvent.setup();
    renderStep({
      ...base, _stepCompleted: 1, Birthdate: '1990-01-01',
      _address: [{ Country: 'AU', Line1: '1 Main St', State: 'TAS', Localityname: 'HOBART', Postcode: '7000', FromDate: '2022-05-01' }],
    }, 'step2');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const links = within(summary()).getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual([
      'Enter the street address of your previous address',
      'Choose the state of your previous address',
      'Enter the suburb or town of your previous address',
      'Enter the postcode of your previous address',
      'Enter the date you moved into your previous address',
    ]);
  });

  it('keeps focus and every character while fixing fields after a failed submit', async () => {
    const user = userEvent.setup();
    renderStep({ ...base, _stepCompleted: 1 }, 'step2');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));

    const street = screen.getByRole('textbox', { name: 'Street address' });
    await user.click(street);
    await user.type(street, '12 Smith St');
    expect(street).toHaveProperty('value', '12 Smith St');
    expect(document.activeElement).toBe(street);
    // The fixed field leaves the summary; the others stay.
    expect(within(summary()).queryByRole('link', { name: /street address/ })).toBeNull();
    expect(street.getAttribute('aria-invalid')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State or territory' }), 'TAS');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'State or territory' }));
  });
});

describe('step 1: the phone numbers are one group with the error on the group', () => {
  it('shows "give at least one" once, on the group, and no field says (optional)', async () => {
    const user = userEvent.setup();
    renderStep({ ...base, Firstname: 'Ann', Email: 'ann@example.com', EmailConfirm: 'ann@example.com' }, 'step1');
    const group = await screen.findByRole('group', { name: 'Phone numbers' });
    for (const name of ['Mobile number', 'Home phone number', 'Work phone number']) {
      const input = within(group).getByRole('textbox', { name });
      expect(input.getAttribute('aria-required')).toBeNull();
      expect(input.getAttribute('type')).toBe('tel');
    }
    expect(group.textContent).not.toContain('(optional)');
    expect(group.textContent).toContain('Give at least one.');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const link = within(summary()).getByRole('link', { name: 'Enter at least one phone number' });
    expect(link.getAttribute('href')).toBe('#f-_phones');
    expect(group.getAttribute('aria-describedby')).toContain('f-_phones-error');
    expect(document.getElementById('f-_phones-error')!.textContent).toBe('Error: Enter at least one phone number');
    // The link takes focus to the group's first number.
    await user.click(link);
    expect(document.activeElement).toBe(within(group).getByRole('textbox', { name: 'Mobile number' }));

    await user.type(within(group).getByRole('textbox', { name: 'Home phone number' }), '02 9999 0000');
    expect(document.getElementById('f-_phones-error')).toBeNull();
  });

  it('keeps typing in the first name and email after a failed submit', async () => {
    const user = userEvent.setup();
    renderStep({ ...base }, 'step1');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(document.title).toBe(`Error: Step 1 of 4: Personal and contact details | ${brands.default.name}`);
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.click(first);
    await user.type(first, 'Alexander');
    expect(first).toHaveProperty('value', 'Alexander');
    expect(document.activeElement).toBe(first);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.click(email);
    await user.type(email, 'alex.c@example.com');
    expect(email).toHaveProperty('value', 'alex.c@example.com');
    expect(document.activeElement).toBe(email);
  });
});

describe('step 1: a birth registration number in the wrong form says the form expected', () => {
  it('a WA number of 5 digits: the field and the summary say a WA number has 7 digits', async () => {
    const user = userEvent.setup();
    renderStep({ ...base, _idDocument: { Id: 4, Details: { State: 'WA', RegistrationNumber: '12345', RegistrationYear: '1990', FamilyName: 'Citizen', GivenNames: 'Ann' } } }, 'step1');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const words = 'A birth registered in WA has a registration number of 7 digits, for example 1234567 – check the certificate';
    const link = within(summary()).getByRole('link', { name: words });
    const field = document.getElementById(link.getAttribute('href')!.slice(1))!;
    expect(document.getElementById(`${field.id}-error`)!.textContent).toBe(`Error: ${words}`);
    expect(screen.getByText('In WA: 7 digits, for example 1234567.')).toBeTruthy();
  });
});
