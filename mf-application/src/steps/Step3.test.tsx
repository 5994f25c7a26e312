import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { type fakeDraftApi, renderWithStores } from '@cards/shared/testing';
import FormPage from '../wizard/FormPage.tsx';
import { savingDraftApi } from './test/saving-draft-api.ts';

// SPEC §2 step 3: the card, the operational need, the airports and the employer, with every rule of
// SPEC §4 and the errors of SPEC §5, as a person meets them.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // What a test typed is kept on the device for its draft: the next test starts without it.
  localStorage.clear();
});

const answers: Record<string, unknown> = {
  '/api/state/list': [{ Id: 1, ShortName: 'NSW', LongName: 'New South Wales' }, { Id: 7, ShortName: 'TAS', LongName: 'Tasmania' }],
  '/shared/data/au/NSW.json': [['MASCOT', 1, '2020']],
  '/api/country/list': [{ Code: 'AU', Name: 'Australia' }, { Code: 'NZ', Name: 'New Zealand' }],
  '/api/operational-need-category/list': [{ Id: 1, Name: 'Airline and flight operations' }, { Id: 9, Name: 'Background check only' }],
  '/api/operational-need/list': [
    { Id: 1, Colour: 'red', CategoryId: 1, Cardtype: 'ASIC', ShortReason: 'Airline crew or engineer', Reason: 'I work for an airline.' },
    { Id: 10, Colour: 'white', CategoryId: 9, Cardtype: 'ASIC', ShortReason: 'White ASIC', Reason: 'Background checked only.' },
    { Id: 11, Colour: 'red', CategoryId: 1, Cardtype: 'MSIC', ShortReason: 'Port worker', Reason: 'Ports.' },
  ],
  '/api/operational-need-access-frequency/options': [{ Value: 'Every day', Label: 'Every day' }, { Value: 'Weekly', Label: 'At least once a week' }],
  '/api/airport/list': [
    { Id: 1, Airport: 'Australia-wide (AUS)', Code: 'AUS', Name: 'Australia-wide', State: null, Group: 'Popular', CanAsa: true, AsaTypeId: 2 },
    { Id: 75, Airport: 'Brisbane (BNE)', Code: 'BNE', Name: 'Brisbane', State: 'QLD', Group: 'Popular', CanAsa: true, AsaTypeId: 2 },
    { Id: 90, Airport: 'Sydney (SYD)', Code: 'SYD', Name: 'Sydney', State: 'NSW', Group: 'Popular', CanAsa: true, AsaTypeId: 2 },
    { Id: 200, Airport: 'Learmonth (LEA)', Code: 'LEA', Name: 'Learmonth', State: 'WA', Group: 'Regional', CanAsa: false, AsaTypeId: 1 },
  ],
  '/api/issuing-body/list': [
    { Id: 1, Code: 'SCS', Name: 'Secure Card Services', Cardtype: 'BOTH' },
    { Id: 18, Code: 'FPA', Name: 'Fremantle Ports', Cardtype: 'MSIC' },
  ],
};

const applicant: Draft = {
  _id: 1, _formLink: 'ref123', _version: 3, _stepCompleted: 2, _company: 'default', _cardType: 'asic',
  Firstname: 'Ana', Surname: 'Lima', Email: 'ana@example.com', Mobilephonenumber: '0412 345 678', Prefcontact: 'M', Birthdate: '1990-05-17',
  _address: [{ Country: 'AU', Line1: '1 Hay St', Localityname: 'MASCOT', State: 'NSW', Postcode: '2020', FromDate: '2010-01-01' }],
};

function renderStep3(draft: Draft = applicant, calls: Parameters<typeof fakeDraftApi>[0] = {}, extra: { brand?: 'adg' | 'chcheli'; answers?: Record<string, unknown> } = {}) {
  const { drafts, saves } = savingDraftApi(draft, calls);
  const view = renderWithStores([{ path: '/apply/form/:id/*', element: <FormPage /> }], {
    path: '/apply/form/ref123/step3', answers: { ...answers, ...extra.answers }, drafts, brand: extra.brand,
  });
  return { ...view, drafts, saves, lastSave: () => saves[saves.length - 1]! };
}

const summary = () => screen.getByRole('region', { name: 'There is a problem' });

describe('SPEC §2 step 3 as a person fills it in', () => {
  it('an empty step lists every missing answer under its section, each linked to its field', async () => {
    const user = userEvent.setup();
    renderStep3();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const box = summary();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(box).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Please ensure your operational need is entered correctly',
      'Please ensure your airports are entered correctly',
      'Please ensure your employer details are entered correctly',
    ]);
    const links = within(box).getAllByRole('link').map((l) => l.textContent);
    expect(links.slice(0, 5)).toEqual([
      'Choose why you need the card',
      'Choose who can confirm why you need the card',
      'Enter the description of what you do',
      'Choose how often you need to go into secure areas',
      'Choose the airports you need the card for',
    ]);
    for (const link of within(box).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1)), link.textContent!).not.toBeNull();
    }
  });

  it('groups the needs by category; a white need explains itself and drops the airports and access questions', async () => {
    const user = userEvent.setup();
    renderStep3();
    const need = await screen.findByRole('combobox', { name: 'Why do you need an ASIC?' });
    await waitFor(() => expect(within(need).getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual(['Airline and flight operations', 'Background check only']));
    expect(within(need).queryByRole('option', { name: 'Port worker' })).toBeNull();
    await user.selectOptions(need, 'White ASIC');
    expect(screen.getByText(/A white ASIC shows that your background has been checked/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Airports' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'How often do you need to go into secure areas?' })).toBeNull();
  });

  it('finds airports by code or name, adds and removes them by keyboard, and explains one not allowed for ASA', async () => {
    const user = userEvent.setup();
    renderStep3();
    await screen.findByRole('heading', { name: 'Airports' });
    const search = screen.getAllByLabelText('Find an airport').find((e) => e.tagName === 'INPUT')!;
    await user.type(search, 'syd');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: 'Airports you chose (1)' })).toBeTruthy();
    await user.type(search, 'Learm');
    await user.click(await screen.findByRole('option', { name: /Learmonth \(LEA\)/ }));
    expect(screen.getByText(/We cannot issue a card for Learmonth \(LEA\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Learmonth (LEA)' }));
    expect(screen.queryByText(/We cannot issue a card for Learmonth/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Airports you chose (1)' })).toBeTruthy();
  });

  it('after a keyboard choice the next letters typed are all kept, the first one too', async () => {
    const user = userEvent.setup();
    renderStep3();
    await screen.findByRole('heading', { name: 'Airports' });
    const search = screen.getAllByLabelText('Find an airport').find((e) => e.tagName === 'INPUT') as HTMLInputElement;
    await user.type(search, 'syd');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: 'Airports you chose (1)' })).toBeTruthy();
    await user.keyboard('BNE');
    expect(search.value).toBe('BNE');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Brisbane (BNE)' }));
    // The button is gone with its airport: focus is on the list's heading, never the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Airports you chose (1)' })));
    expect(screen.getByText('Brisbane (BNE) removed.')).toBeTruthy();
  });

  it('self-employed fills the employer from the applicant; choosing the employer again clears what was filled', async () => {
    const user = userEvent.setup();
    renderStep3();
    await user.click(await screen.findByRole('radio', { name: 'I am self-employed' }));
    expect(screen.getByRole('heading', { name: 'Your business' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name of your business' }) as HTMLInputElement).value).toBe('Ana Lima');
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('ana@example.com');
    await user.click(screen.getByRole('radio', { name: 'My employer' }));
    expect((screen.getByRole('textbox', { name: 'Name of your employer or organisation' }) as HTMLInputElement).value).toBe('');
  });

  it('counts the words of the description as they are typed, and asks for 10', async () => {
    const user = userEvent.setup();
    renderStep3();
    const description = await screen.findByRole('textbox', { name: 'Describe what you do in your job' });
    await user.type(description, 'I fly planes');
    expect(screen.getByText('3 words so far.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('link', { name: 'The description of what you do needs at least 10 words' })).toBeTruthy();
  });
});

describe('SPEC §5 ABN lookup on blur', () => {
  const failure = (status: number, reason?: string) => new AxiosError('x', 'ERR', undefined, null, {
    status, data: { statusCode: status, error: 'x', message: 'x', ...(reason ? { reason } : {}) }, statusText: '', headers: {}, config: {} as never,
  });

  it.each([
    ['found and active: its name is shown', async () => ({ Abn: '89111111111', EntityName: 'Harbour Ground Services Pty Ltd', AbnStatus: 'Active' }),
      /This ABN belongs to Harbour Ground Services Pty Ltd/, null],
    ['not on the register: an error at the field', async () => Promise.reject(failure(404, 'abn_not_found')),
      null, 'We could not find this ABN in the Australian Business Register – check the number'],
    ['cancelled: an error at the field', async () => ({ Abn: '89111111111', EntityName: 'Old Co', AbnStatus: 'Cancelled' }),
      null, 'This ABN is no longer active – check it with your employer'],
    ['the register not answering: the person may carry on', async () => Promise.reject(failure(502, 'abn_lookup_failed')),
      /We could not check the ABN just now. You can carry on/, null],
  ] as const)('%s', async (_what, lookupAbn, message, error) => {
    const user = userEvent.setup();
    renderStep3(applicant, { lookupAbn: vi.fn(lookupAbn) });
    const abn = await screen.findByRole('textbox', { name: /ABN of your employer/ });
    await user.type(abn, '89 111 111 111');
    await user.tab();
    if (message) expect(await screen.findByText(message)).toBeTruthy();
    if (error) {
      await waitFor(() => expect(abn.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(`${abn.id}-error`)!.textContent).toBe(`Error: ${error}`);
    } else {
      expect(abn.getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('does not ask the register about an ABN whose check digits are wrong; the step says so on submit', async () => {
    const user = userEvent.setup();
    const lookupAbn = vi.fn();
    renderStep3(applicant, { lookupAbn });
    const abn = await screen.findByRole('textbox', { name: /ABN of your employer/ });
    await user.type(abn, '12 345 678 901');
    await user.tab();
    expect(lookupAbn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('link', { name: 'Enter a real ABN: 11 digits, as shown on the Australian Business Register' })).toBeTruthy();
  });
});

describe('SPEC §4 adg: its own airports alone give card access', () => {
  const adgAirports = {
    '/api/airport/list': [
      { Id: 8, Airport: 'Darwin (DRW)', Code: 'DRW', Name: 'Darwin', State: 'NT', Group: 'Popular', CanAsa: true, AsaTypeId: 2 },
      { Id: 155, Airport: 'Alice Springs (ASP)', Code: 'ASP', Name: 'Alice Springs', State: 'NT', Group: 'Regional', CanAsa: true, AsaTypeId: 2 },
      { Id: 90, Airport: 'Sydney (SYD)', Code: 'SYD', Name: 'Sydney', State: 'NSW', Group: 'Popular', CanAsa: true, AsaTypeId: 2 },
    ],
  };

  it('sets card access while only Darwin and Alice Springs are chosen, and clears it when another is added', async () => {
    const user = userEvent.setup();
    const { store } = renderStep3({ ...applicant, _company: 'adg' }, {}, { brand: 'adg', answers: adgAirports });
    const search = (await screen.findAllByLabelText('Find an airport')).find((e) => e.tagName === 'INPUT')!;
    await user.type(search, 'DRW');
    await user.click(await screen.findByRole('option', { name: /Darwin \(DRW\)/ }));
    expect(store.draft.data._adgCardAccess).toBe(true);
    expect(screen.getByText(/access card\), which is added to the price/)).toBeTruthy();
    await user.type(search, 'ASP');
    await user.click(await screen.findByRole('option', { name: /Alice Springs \(ASP\)/ }));
    expect(store.draft.data._adgCardAccess).toBe(true);
    await user.type(search, 'SYD');
    await user.click(await screen.findByRole('option', { name: /Sydney \(SYD\)/ }));
    expect(store.draft.data._adgCardAccess).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove Sydney (SYD)' }));
    expect(store.draft.data._adgCardAccess).toBe(true);
  });
});

describe('SPEC §4 the airport brands: the move on the default brand', () => {
  const complete: Draft = {
    ...applicant, OperationalNeedId: 1, OpNeed: 'Airline crew or engineer',
    ExtraData: { OpNeedType: 'employer', OpNeedOccupation: 'I work as cabin crew on domestic flights out of Brisbane every week of the year.', OpNeedAccessFreq: 'Every day' },
    airports: [{ Id: 75, Airport: 'Brisbane (BNE)', CanAsa: true, AsaTypeId: 2 }],
    Employername: 'Sky Air', Employercountry: 'AU', Employeraddress: '1 Airport Dr', Employerstate: 'NSW', Employersuburb: 'MASCOT',
    Employerpostcode: '2020', Employerfirstname: 'Sam', Employersurname: 'Lee', Employeremail: 'sam@example.com', Employerphone: '02 9000 0000',
    Employerposition: 'Cabin crew',
  };

  it('Brisbane only: asks, and carrying on moves the draft and opens bne\'s step 4 under its brand', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const move = vi.fn(async () => ({ id: 1, version: 9, company: 'bne' }));
    const { saves } = renderStep3(complete, { move });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brisbane Airport ID Office can issue your card' });
    expect(saves.some((s) => s._stepCompleted === 3)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Carry on with Brisbane Airport ID Office' }));
    await waitFor(() => expect(move).toHaveBeenCalledWith(1, 'bne', expect.any(Number)));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/apply/form/ref123/step4?company=bne'));
  });

  it('staying goes on to step 4 on our own brand', async () => {
    const user = userEvent.setup();
    const move = vi.fn();
    const { router } = renderStep3(complete, { move });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay with us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/form/ref123/step4'));
    expect(move).not.toHaveBeenCalled();
  });
});

describe('renewals and MSICs', () => {
  it('a renewal asks for the card held now, with the issuer\'s number form as its hint', async () => {
    const user = userEvent.setup();
    renderStep3({ ...applicant, _renew: true });
    const issuer = await screen.findByRole('combobox', { name: 'Who issued your current ASIC?' });
    await waitFor(() => expect(within(issuer).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Secure Card Services']));
    await user.selectOptions(issuer, 'Secure Card Services');
    expect(screen.getByText('VEA followed by 7 digits, for example VEA0001523.')).toBeTruthy();
    expect(screen.getByLabelText('When does your current card expire?').getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('an MSIC asks two or four years and no airports', async () => {
    renderStep3({ ...applicant, _cardType: 'msic' });
    expect(await screen.findByRole('radio', { name: '4 years' })).toBeTruthy();
    expect(screen.getByText('How long do you want your MSIC for?').tagName).toBe('LEGEND');
    expect(screen.queryByRole('heading', { name: 'Airports' })).toBeNull();
  });

  // The MSIC path offered aviation confirmers ('A club, for recreational flying', 'I am a private pilot', …)
  // and aviation examples ('baggage handler, flight attendant', 'an airline or a club').
  it('an MSIC offers maritime confirmers and examples, and no aviation ones (SPEC §3, §9; docs/sources.md)', async () => {
    renderStep3({ ...applicant, _cardType: 'msic' });
    const group = await screen.findByRole('group', { name: 'Who can confirm why you need the card?' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['employer', 'self employed', 'port facility', 'industry participant']);
    expect(within(group).getByRole('radio', { name: /A maritime industry participant I work for, such as a shipping line, a stevedore/ })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const aviation of ['club', 'pilot', 'flight school', 'aircraft maintenance', 'baggage handler', 'flight attendant', 'airline']) {
      expect(text, aviation).not.toContain(aviation);
    }
    expect(text).toContain('For example stevedore, deckhand, crane operator or truck driver.');
    expect(text).toContain('For example a port or offshore facility operator, a stevedore or a shipping line that asked you to apply.');
    expect(screen.getByRole('combobox', { name: 'How often do you need to go into maritime security zones?' })).toBeTruthy();
  });

  it('an ASIC keeps its aviation confirmers and examples', async () => {
    renderStep3();
    const group = await screen.findByRole('group', { name: 'Who can confirm why you need the card?' });
    expect(within(group).getByRole('radio', { name: 'A club, for recreational flying' })).toBeTruthy();
    expect(within(group).queryByRole('radio', { name: /maritime industry participant/ })).toBeNull();
    expect(document.body.textContent).toContain('For example baggage handler, flight attendant or electrician.');
  });

  it('job ready hides the need, the airports and the employer', async () => {
    const user = userEvent.setup();
    renderStep3();
    await user.click(await screen.findByRole('checkbox', { name: /I am applying as job ready/ }));
    expect(screen.queryByRole('combobox', { name: 'Why do you need an ASIC?' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Airports' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your employer or organisation' })).toBeNull();
  });
});

describe('SPEC §4 "Company renewal locks airports unless renewing"', () => {
  const organisation = brands.chcheli.organisation!;
  const member: Draft = { ...applicant, _company: 'chcheli', _companyId: 301 };
  afterEach(() => {
    organisation.airports = [];
  });

  it('a company that names its airports fills them in and shows them read-only', async () => {
    organisation.airports = [75, 90];
    const { store } = renderStep3(member, {}, { brand: 'chcheli' });
    expect(await screen.findByText('CHC Helicopters (Australia) has set the airports for your card. To change them, ask your organisation.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: /Your card's airports/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Brisbane (BNE)', 'Sydney (SYD)']));
    expect(store.draft.data.airports?.map((a) => a.Id)).toEqual([75, 90]);
    expect(screen.queryByLabelText('Find an airport')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('a renewal unlocks them, and a company with no airports locks nothing', async () => {
    organisation.airports = [75, 90];
    renderStep3({ ...member, _renew: true }, {}, { brand: 'chcheli' });
    expect((await screen.findAllByLabelText('Find an airport')).length).toBeGreaterThan(0);
    cleanup();
    organisation.airports = [];
    renderStep3(member, {}, { brand: 'chcheli' });
    expect((await screen.findAllByLabelText('Find an airport')).length).toBeGreaterThan(0);
  });
});

describe('SPEC §4 the white MSIC flow offers white needs only', () => {
  it('lists the white MSIC need and no coloured one', async () => {
    const whiteMsicNeed = { Id: 13, Colour: 'white', CategoryId: 9, Cardtype: 'MSIC', ShortReason: 'White MSIC', Reason: 'Checked only.' };
    renderStep3({ ...applicant, _cardType: 'msic', _whiteMsic: true, Appsubtype: 'W' }, {}, {
      answers: { '/api/operational-need/list': [...(answers['/api/operational-need/list'] as object[]), whiteMsicNeed] },
    });
    const select = await screen.findByRole('combobox', { name: 'Why do you need an MSIC?' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'White MSIC']));
  });
});
