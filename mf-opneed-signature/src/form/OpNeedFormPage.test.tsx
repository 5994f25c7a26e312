import { forwardRef, useImperativeHandle } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import OpNeedFormPage from './OpNeedFormPage.tsx';

// SPEC §2 operational-need-form, §5 'Operational-need form and signature', §8. Drawing needs a real
// canvas, so the pad's canvas is a stand-in here; the Playwright journeys draw with the mouse and by touch.
vi.mock('react-signature-canvas', () => ({
  default: forwardRef(function FakeCanvas(props: { canvasProps?: Record<string, unknown> }, ref) {
    useImperativeHandle(ref, () => ({ clear() {}, on() {}, off() {}, toData: () => [], toDataURL: () => 'data:image/png;base64,AAAA', getCanvas: () => ({ getContext: () => null, toDataURL: () => 'data:image/png;base64,TYPED' }) }));
    return <canvas {...(props.canvasProps as object)} />;
  }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const form = {
  id: 7, status: 'awaited', signedAt: null, cardType: 'asic', brand: 'default',
  FirstName: 'Ana', Surname: 'Silva', Phone: '0412 345 678', Email: 'ana@example.com', Position: 'Ground operations manager',
  Organisation: 'Swift Ground Handling', BusinessUnit: '', PoNumber: '', Address: '1 Airport Drive', Suburb: 'MASCOT', State: 'NSW',
  Postcode: '2020', Country: 'AU', Abn: '', ApplicantFullname: 'Sam Lee', Sponsored: '', SponsoredYears: null, OperationalNeedId: 1,
  OperationalNeedType: 'employer', OpNeedOccupation: 'Loads and unloads baggage on the apron for the airlines we serve every day', OpNeedAccessFreq: 'Daily',
  airports: [3],
};
const lists: Record<string, unknown> = {
  '/api/operational-need/list': [{ Id: 1, Colour: 'red', Reason: 'Airside work', ShortReason: 'Airside work', CategoryId: 1, Cardtype: 'ASIC' }],
  '/api/operational-need-category/list': [{ Id: 1, Name: 'Employees' }],
  '/api/operational-need-access-frequency/options': [{ Value: 'Daily', Label: 'Every day' }],
  '/api/airport/list': [{ Id: 3, Airport: 'Sydney (SYD)', Code: 'SYD', Name: 'Sydney', State: 'NSW', Group: 'Popular', CanAsa: true, AsaTypeId: 3 }],
  '/api/state/list': [{ Id: 1, ShortName: 'NSW', LongName: 'New South Wales' }],
  '/api/country/list': [{ Code: 'AU', Name: 'Australia' }],
};

/** The rest of the statement a test does not care about: not sponsored, declared, signed by a typed name, sent. */
async function answerNotSponsoredAndSignByTyping(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await user.click(screen.getByRole('button', { name: 'Sign by typing your name instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name, as your signature' }), 'Ana Silva');
    await user.click(screen.getByRole('button', { name: 'Sign with my typed name' }));
    await user.click(screen.getByRole('button', { name: 'Sign the statement' }));
}

function render(answers: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | undefined) {
  return renderWithStores(
    [{ path: '/operational-need-form/:id/:refId', element: <OpNeedFormPage /> }, { path: '/404', element: <h1>Page not found</h1> }],
    { path: '/operational-need-form/7/abc', answers },
  );
}

describe('the statement of operational need', () => {
  it('shows the 404 page when the form does not load (SPEC §8)', async () => {
    render((config) => (config.url?.startsWith('/api/people/') ? { status: 404, data: {} } : { status: 200, data: lists[config.url!] }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  // An old link after "Email the link again" showed a bare "Page not found".
  it('says a link replaced by a newer one was replaced, and that the newer one was emailed (410 link_replaced)', async () => {
    const message = 'This link was replaced by a newer one on 28 November 2026: we emailed the new link to e***@example.com. Open the statement from the newest email.';
    render((config) => (config.url?.startsWith('/api/people/')
      ? { status: 410, data: { statusCode: 410, error: 'Gone', message, reason: 'link_replaced' } }
      : { status: 200, data: lists[config.url!] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has been replaced' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('offers only the applicant\'s brand\'s signer types: no self-sponsor where the organisation confirms', async () => {
    render((config) => (config.url === '/api/people/operational-need-form/7/abc'
      ? { status: 200, data: { data: { ...form, brand: 'chcheli' } } }
      : { status: 200, data: lists[config.url!] }));
    const group = await screen.findByRole('group', { name: 'Who is confirming the need?' });
    const offered = within(group).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(offered).toContain('employer');
    expect(offered).not.toContain('self employed');
    expect(offered).not.toContain('private pilot');
  });

  // An MSIC's statement offered a club for recreational flying, flight schools and aircraft engineers.
  it('an MSIC\'s statement offers maritime confirmers and asks about maritime security zones, not airports (SPEC §3, §9)', async () => {
    const maritime = { ...form, cardType: 'msic', OperationalNeedId: 11, airports: [] };
    const msicLists = { ...lists, '/api/operational-need/list': [{ Id: 11, Colour: 'red', Reason: 'Port work', ShortReason: 'Port worker', CategoryId: 1, Cardtype: 'MSIC' }] };
    const { store } = render((config) => (config.url === '/api/people/operational-need-form/7/abc'
      ? { status: 200, data: { data: maritime } }
      : { status: 200, data: msicLists[config.url! as keyof typeof msicLists] }));
    const group = await screen.findByRole('group', { name: 'Who is confirming the need?' });
    const offered = within(group).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(offered).toEqual(['employer', 'self employed', 'port facility', 'industry participant']);
    const text = document.body.textContent ?? '';
    expect(text).toContain('I act for a maritime industry participant the applicant works for, such as a shipping line, a stevedore');
    for (const aviation of ['club', 'flight school', 'pilot', 'aircraft maintenance', 'Airports the applicant works at']) expect(text).not.toContain(aviation);
    expect(screen.getByRole('combobox', { name: 'How often they need to enter maritime security zones' })).toBeTruthy();
    // The visit is about an MSIC from now on: the footer linked 'Obligations of ASIC holders'.
    expect(store.session.cardType).toBe('msic');
  });

  it('offers a retry, not the 404 page, when a list does not load', async () => {
    let fail = true;
    render((config) => {
      if (config.url === '/api/people/operational-need-form/7/abc') return { status: 200, data: { data: form } };
      if (config.url === '/api/airport/list' && fail) return { status: 500, data: {} };
      return { status: 200, data: lists[config.url!] };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('textbox', { name: 'The applicant’s full name' })).toHaveProperty('value', 'Sam Lee');
  });

  it('is prefilled; signing needs the declaration and a signature; typing the name signs; the api gets the fields and the image', async () => {
    const user = userEvent.setup();
    const posted: Array<Record<string, unknown>> = [];
    render((config) => {
      if (config.url === '/api/people/operational-need-form/7/abc' && config.method === 'post') {
        posted.push(JSON.parse(config.data as string) as Record<string, unknown>);
        return { status: 200, data: { status: 'signed', signedAt: '2026-11-23T01:00:00.000Z' } };
      }
      if (config.url === '/api/people/operational-need-form/7/abc') return { status: 200, data: { data: form } };
      return { status: 200, data: lists[config.url!] };
    });
    expect(await screen.findByRole('textbox', { name: 'Your first name' })).toHaveProperty('value', 'Ana');
    // The address is one line, so the browser fills its first line only.
    expect(screen.getByRole('textbox', { name: 'Street address' }).getAttribute('autocomplete')).toBe('address-line1');
    await user.click(screen.getByRole('button', { name: 'Sign the statement' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Tell us whether you sponsor the applicant',
      'Tick the box to make the declaration',
      'Sign in the box, or type your name to sign',
    ]);
    await answerNotSponsoredAndSignByTyping(user);
    const signed = await screen.findByRole('heading', { name: /^Signed/ });
    // The button pressed is gone with the form; focus is on the confirmation's heading, not the page.
    await waitFor(() => expect(document.activeElement).toBe(signed));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ FirstName: 'Ana', Sponsored: 'N', airports: [3], _signature: 'data:image/png;base64,TYPED' });
    expect(localStorage.length).toBe(0);
  });

  it('keeps the typing on the device when the save fails (SPEC §8)', async () => {
    const user = userEvent.setup();
    render((config) => {
      if (config.url === '/api/people/operational-need-form/7/abc' && config.method === 'post') return { status: 500, data: {} };
      if (config.url === '/api/people/operational-need-form/7/abc') return { status: 200, data: { data: form } };
      return { status: 200, data: lists[config.url!] };
    });
    await user.clear(await screen.findByRole('textbox', { name: 'Your position' }));
    await user.type(screen.getByRole('textbox', { name: 'Your position' }), 'Station manager');
    await answerNotSponsoredAndSignByTyping(user);
    expect(await screen.findByRole('heading', { name: 'The statement was not saved' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('opneed-form:7')!)).toMatchObject({ Position: 'Station manager', Sponsored: 'N' });
  });
});
