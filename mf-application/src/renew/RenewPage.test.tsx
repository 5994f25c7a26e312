import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams } from 'react-router';
import { brands, type BrandCode, type CardType } from '@cards/shared/brand';
import type { Draft, IssuingBody } from '@cards/shared/domain';
import type { DraftApi } from '@cards/shared/api';
import { fakeDraftApi, renderWithStores } from '@cards/shared/testing';
import RenewPage from './RenewPage.tsx';

// SPEC §2 renew, §4 'Renew quick save': the quick start asks the person and the card held now, checks
// them by the form's own rules, then creates the draft as a renewal for the card chosen and opens its step 1.

const issuingBodies: IssuingBody[] = [
  { Id: 1, Code: 'SCS', Name: 'Secure Card Services', Cardtype: 'BOTH' },
  { Id: 13, Code: 'SYD', Name: 'Sydney Airport', Cardtype: 'ASIC' },
  { Id: 18, Code: 'FPA', Name: 'Fremantle Ports', Cardtype: 'MSIC' },
];

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});

function StepOne() {
  const { id } = useParams();
  return <p>Step 1 of draft {id}</p>;
}

/** The draft the server makes of what it was sent. */
const created = (draft: Draft) => ({ id: 9, key: 'k', form: { ...draft, _id: 9, _formLink: 'ref9', _version: 1, _mailLinkSent: true } });

function renderRenew(options: { create?: DraftApi['create']; brand?: BrandCode; cardType?: CardType; save?: DraftApi['save'] } = {}) {
  const create = vi.fn(options.create ?? (async (draft: Draft) => created(draft)));
  const view = renderWithStores(
    [
      { path: '/renew', element: <RenewPage /> },
      { path: '/apply/form/:id/step1', element: <StepOne /> },
    ],
    {
      path: '/renew',
      brand: options.brand,
      cardType: options.cardType,
      answers: { '/api/issuing-body/list': issuingBodies },
      drafts: fakeDraftApi({ create, ...(options.save ? { save: options.save } : {}) }),
    },
  );
  return { ...view, create };
}

const summary = () => screen.getByRole('region', { name: 'There is a problem' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
/** Date inputs have no textbox role; they are found by their label. */
const dateField = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

function yearsAhead(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** A careful person renewing an ASIC issued by Sydney Airport. */
async function fillIn(user: UserEvent, changes: { email2?: string } = {}) {
  await user.type(textbox('First name'), 'Ann');
  await user.type(textbox('Family name'), "O'Brien");
  fireEvent.change(dateField('Date of birth'), { target: { value: '1985-03-27' } });
  await user.type(textbox('Email address'), 'ann@example.com');
  await user.type(textbox('Email address again'), changes.email2 ?? 'ann@example.com');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Who issued your/ }), 'Sydney Airport');
  await user.type(textbox('Your ASIC number'), 'SY12345');
  fireEvent.change(dateField('When does your ASIC expire?'), { target: { value: yearsAhead(1) } });
}

describe('errors at the fields and in the summary (SPEC §5, the form\'s own rules)', () => {
  it('lists every missing answer under its section message, each linked to its field in the same words', async () => {
    const user = userEvent.setup();
    const { create } = renderRenew();
    await screen.findByRole('option', { name: 'Sydney Airport' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const box = summary();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(box).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Please ensure your name is entered correctly',
      'Please ensure your date of birth is entered correctly',
      'Please ensure your email is entered correctly',
      'Please ensure your card details are entered correctly',
    ]);
    const links = within(box).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter your first name',
      'Enter your family name',
      'Enter your date of birth',
      'Enter your email address',
      'Enter your email address again',
      'Choose who issued your current card',
      'Enter your current card number',
      'Enter the expiry date of your current card',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent!).not.toBeNull();
      expect(target!.getAttribute('aria-invalid'), link.textContent!).toBe('true');
      expect(document.getElementById(`${target!.id}-error`)!.textContent).toBe(`Error: ${link.textContent}`);
    }
    expect(document.title).toBe(`Error: Renew your ASIC or MSIC | ${brands.default.name}`);
    expect(create).not.toHaveBeenCalled();
  });

  it('checks formats as the form does: emails that differ, an age under 13, a number in the wrong form for its issuer', async () => {
    const user = userEvent.setup();
    const { create } = renderRenew();
    await fillIn(user, { email2: 'anne@example.com' });
    fireEvent.change(dateField('Date of birth'), { target: { value: yearsAhead(-5) } });
    await user.selectOptions(screen.getByRole('combobox', { name: /Who issued your/ }), 'Secure Card Services');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(within(summary()).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'You must be at least 13 years old to apply',
      'The email addresses do not match',
      'Your current card number is not in the right form – enter it as shown on the card',
    ]);
    // Our own cards are VEA and 7 digits, and the hint says so.
    expect(screen.getByText('VEA followed by 7 digits, for example VEA0001523.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    // A field put right loses its error at once; nothing else moves.
    await user.clear(textbox('Email address again'));
    await user.type(textbox('Email address again'), 'ann@example.com');
    expect(within(summary()).queryByRole('link', { name: 'The email addresses do not match' })).toBeNull();
  });

  const refusal = (fields: Record<string, string>) => new AxiosError('x', 'ERR', undefined, null, {
    status: 400,
    data: { statusCode: 400, error: 'Bad Request', message: 'x', fields },
    statusText: '', headers: {}, config: {} as never,
  });

  it('says so when the server refused a field this page does not ask', async () => {
    const user = userEvent.setup();
    renderRenew({ create: async () => Promise.reject(refusal({ Gender: 'invalid' })) });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not save your renewal. Check your answers and try again.');
  });

  it('shows what the server refused at its field', async () => {
    const user = userEvent.setup();
    const { create, router } = renderRenew({ create: async () => Promise.reject(refusal({ Surname: 'maxlength' })) });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const link = await within(await screen.findByRole('region', { name: 'There is a problem' })).findByRole('link');
    expect(link.textContent).toBe('Your family name is too long');
    expect(document.getElementById('f-Surname-error')!.textContent).toBe('Error: Your family name is too long');
    expect(router.state.location.pathname).toBe('/renew');
  });
});

describe('the card: its type and who issued it', () => {
  it('offers the issuing bodies of the card chosen; changing the card drops an issuer and a number that do not fit', async () => {
    const user = userEvent.setup();
    renderRenew();
    const issuer = await screen.findByRole('combobox', { name: 'Who issued your ASIC?' });
    await screen.findByRole('option', { name: 'Sydney Airport' });
    const names = () => within(issuer).getAllByRole('option').map((o) => o.textContent).slice(1);
    expect(names()).toEqual(['Secure Card Services', 'Sydney Airport']);
    await user.selectOptions(issuer, 'Sydney Airport');
    await user.type(textbox('Your ASIC number'), 'SY12345');

    await user.click(screen.getByRole('radio', { name: 'MSIC, for ports and offshore facilities' }));
    const msicIssuer = screen.getByRole('combobox', { name: 'Who issued your MSIC?' });
    expect(names()).toEqual(['Secure Card Services', 'Fremantle Ports']);
    expect((msicIssuer as HTMLSelectElement).value).toBe('');
    expect(textbox('Your MSIC number')).toHaveProperty('value', '');
    expect(screen.getByText('3 letters followed by 5 to 9 digits, for example FPA 123456.')).toBeTruthy();

    // An issuer of both cards stays chosen.
    await user.selectOptions(msicIssuer, 'Secure Card Services');
    await user.click(screen.getByRole('radio', { name: 'ASIC, for airports' }));
    expect((screen.getByRole('combobox', { name: 'Who issued your ASIC?' }) as HTMLSelectElement).value).toBe('1');
  });

  it('asks no card type where the brand issues only its own card', async () => {
    renderRenew({ brand: 'adg' });
    await screen.findByRole('combobox', { name: `Who issued your ${brands.adg.product}?` });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Renew your ${brands.adg.product}`);
  });

  it('starts from the card type of the visit', async () => {
    renderRenew({ cardType: 'msic' });
    expect(await screen.findByRole('radio', { name: 'MSIC, for ports and offshore facilities' })).toHaveProperty('checked', true);
  });
});

describe('SPEC §4 renew quick save', () => {
  it('creates the draft as a renewal for the card chosen, then opens its step 1', async () => {
    const user = userEvent.setup();
    let cardTypeAtCreate: string | undefined;
    const view = renderRenew({
      create: async (draft) => {
        cardTypeAtCreate = view.store.session.cardType;
        return created(draft);
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: 'MSIC, for ports and offshore facilities' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who issued your MSIC?' }), 'Fremantle Ports');
    await user.type(textbox('Your MSIC number'), 'FPA 123456');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Step 1 of draft ref9')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/apply/form/ref9/step1');
    expect(view.create).toHaveBeenCalledTimes(1);
    expect(view.create.mock.calls[0]![0]).toMatchObject({
      _renew: true, Apptype: 'R', _isSaved: true, _cardType: 'msic', _company: 'default',
      Firstname: 'Ann', Surname: "O'Brien", Birthdate: '1985-03-27', Email: 'ann@example.com', EmailConfirm: 'ann@example.com',
      Issuingbodyid: 18, Msicnum: 'FPA 123456', Asicexpirydate: yearsAhead(1),
    });
    expect(view.create.mock.calls[0]![0].Asicnum).toBeUndefined();
    // The session's card is the one renewed, so the draft is made for it (X-Website-Type).
    expect(cardTypeAtCreate).toBe('msic');
    expect(view.store.draft.data).toMatchObject({ _id: 9, _formLink: 'ref9', _renew: true, Apptype: 'R' });
  });

  it('sends nothing while the person types: the typing is kept on this device until the answers pass', async () => {
    const user = userEvent.setup();
    const { create, store } = renderRenew();
    store.draft.configure({ autosaveDelayMs: 5 });
    await user.type(textbox('First name'), 'Ann');
    await user.type(textbox('Email address'), 'ann@example.com');
    await user.type(textbox('Email address again'), 'ann@example.com');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
    const kept = JSON.parse(localStorage.getItem('cards.pendingDraft.new')!) as { data: Draft };
    expect(kept.data).toMatchObject({ Firstname: 'Ann', Email: 'ann@example.com', EmailConfirm: 'ann@example.com' });
  });

  it('a reload puts back what was typed before it, and still sends nothing', async () => {
    localStorage.setItem('cards.pendingDraft.new', JSON.stringify({
      id: null, formLink: null, version: 0, keptAt: Date.now(),
      data: { _cardType: 'msic', Firstname: 'Ann', Email: 'ann@example.com', EmailConfirm: 'ann@example.com', Msicnum: 'FPA 12' },
    }));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    try {
      const { create } = renderRenew();
      expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ann');
      expect(textbox('Your MSIC number')).toHaveProperty('value', 'FPA 12');
      expect(screen.getByRole('radio', { name: 'MSIC, for ports and offshore facilities' })).toHaveProperty('checked', true);
      // Past the autosave's pause: the restored answers wait for the submit too.
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(create).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('offline: keeps the typing, says so, and carries on to step 1 once a retry gets through', async () => {
    const user = userEvent.setup();
    let online = false;
    const { create, store, router } = renderRenew({
      create: async (draft) => {
        if (!online) throw new AxiosError('Network Error', 'ERR_NETWORK');
        return created(draft);
      },
    });
    store.draft.configure({ retryDelayMs: 20, maxRetryDelayMs: 20 });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach our server, so your renewal has not been saved yet.');
    expect(alert.textContent).toContain('What you typed is kept on this device.');
    expect(textbox('First name')).toHaveProperty('value', 'Ann');
    expect(textbox('Your ASIC number')).toHaveProperty('value', 'SY12345');
    const kept = JSON.parse(localStorage.getItem('cards.pendingDraft.new')!) as { data: Draft };
    expect(kept.data).toMatchObject({ Firstname: 'Ann', Asicnum: 'SY12345', _renew: true, Apptype: 'R' });
    expect(router.state.location.pathname).toBe('/renew');

    online = true;
    expect(await screen.findByText('Step 1 of draft ref9')).toBeTruthy();
    expect(create.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
