import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectAccessible, openPdf, pdfAccessibility, pdfText } from '../pdf-helpers.ts';
import type { Draft } from '@cards/shared/domain';
import { loadConfig } from '../../src/platform/config.ts';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { createTestApp, expectErrorShape, statedWait, withoutLimits, type TestApp, uniqueEmail } from '../helpers.ts';
import { confirmNeed, createDraft, headers, outbox, save, signInAs, step1, step2, submittedPerson, wholeApplication, type Created } from '../draft-helpers.ts';
import { dataUrl, goodSignature, lyingPng, png } from '../signature-helpers.ts';

// The statement of operational need on the api. Conversion makes it and emails its link (or signs it with
// the wizard's signature); the signer's form loads and signs by id and reference; the signature is decoded, not
// trusted; the signed letter is a real PDF; the applicant can send the link again; the ABN lookups are the wizard's.

let t: TestApp;
beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    shell: false,
    config: withoutLimits({
      publicUrl: 'https://cards.example.com.au',
      // Roomy per-client limits; the per-person resend limit stays 3 an hour.
      opNeedForm: { rateLimit: { max: 100_000, windowMs: 60_000 }, resendLimit: base.opNeedForm.resendLimit },
      abn: { ...base.abn, rateLimit: { max: 100_000, windowMs: 60_000 } },
    }),
  });
});
afterAll(async () => {
  await t.close();
});

/** The statement emails to `to` (their subjects say what they are), newest first. */
async function statementMails(to?: string) {
  return (await outbox(t, to)).filter((m) => /^(Please confirm why|Sign your statement)/.test(m.subject));
}
interface Applicant {
  created: Created;
  email: string;
  employer: string;
  Id: number;
  TrackingNumber: string;
}

/** A whole default-brand application with `changes`, sent; before converting, `before` may act on the draft. */
async function applicant(changes: Draft = {}, before?: (created: Created) => Promise<void>): Promise<Applicant> {
  const email = uniqueEmail('applicant');
  const employer = uniqueEmail('employer');
  const data = { ...step1, ...step2, Email: email, EmailConfirm: email };
  const created = await createDraft(t, data);
  const whole = { ...wholeApplication, ...data, Employeremail: employer, ...changes };
  // Step 4 is completed after `before` (a self-sponsor's signature), as the page does: it needs that signature.
  const saved = await save(t, created.id, created.key, { ...whole, _version: 1, _stepCompleted: before ? 3 : 4 });
  expect(saved.statusCode, saved.body).toBe(200);
  if (before) {
    await before(created);
    const completed = await save(t, created.id, created.key, { ...whole, _version: 2, _stepCompleted: 4 });
    expect(completed.statusCode, completed.body).toBe(200);
  }
  const res = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return { created, email, employer, ...(res.json() as { Id: number; TrackingNumber: string }) };
}

/** The statement's link in the newest email to `to`. */
async function linkTo(to: string): Promise<{ id: number; ref: string; url: string }> {
  const [mail] = await statementMails(to);
  expect(mail, `no statement email to ${to}`).toBeDefined();
  const match = /https:\/\/cards\.example\.com\.au\/operational-need-form\/(\d+)\/([A-Za-z0-9_-]{43})\?company=\w+/.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return { id: Number(match![1]), ref: match![2]!, url: match![0] };
}

const getForm = (id: number | string, ref: string) => t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/${id}/${ref}` });
const sign = (id: number | string, ref: string, payload: unknown) => t.app.inject({
  method: 'POST', url: `/api/people/operational-need-form/${id}/${ref}`, headers: { 'content-type': 'application/json' },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});
const status = (who: Applicant, token: string) => t.app.inject({ method: 'GET', url: `/api/people/${who.Id}`, headers: { authorization: `Bearer ${token}` } });
const resend = (id: number, token?: string) => t.app.inject({
  method: 'POST', url: `/api/people/${id}/operational-need-form/resend`, headers: token ? { authorization: `Bearer ${token}` } : {},
});
const letter = (id: number, options: { token?: string; ref?: string } = {}) => t.app.inject({
  method: 'GET',
  url: `/api/download/operational-need-signed/${id}${options.ref !== undefined ? `?ref=${options.ref}` : ''}`,
  headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
});
const tokenOf = (who: Applicant) => signInAs(t, { Id: who.Id, email: who.email, birthdate: step1.Birthdate! });

/** The form as the GET answered it, signed as the employer would. */
async function signedBody(id: number, ref: string, changes: object = {}) {
  const { data } = (await getForm(id, ref)).json() as { data: Record<string, unknown> };
  return { ...data, Position: 'Ramp supervisor', BusinessUnit: 'Ramp services', PoNumber: 'PO 4471', Sponsored: 'Y', SponsoredYears: 2, _signature: goodSignature, ...changes };
}

describe('conversion makes the statement (docs/decisions.md "Who signs the statement")', () => {
  it('for an employee: prefilled from the draft, awaited, and its link emailed to the employer', async () => {
    const who = await applicant();
    const { id, ref } = await linkTo(who.employer);
    const [mail] = await statementMails(who.employer);
    expect(mail!.subject).toBe('Please confirm why Jane Citizen needs an ASIC');
    expect(mail!.text.split('\n')[0]).toBe('Hello Sam,');

    const res = await getForm(id, ref);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      // Step 3's job title is the applicant's, so the employer's own position starts blank.
      FirstName: 'Sam', Surname: 'Lee', Phone: '02 9691 3636', Email: who.employer, Position: '',
      Organisation: 'Harbour Ground Services Pty Ltd', BusinessUnit: '', PoNumber: '', Address: '10 Bourke Road',
      Suburb: 'MASCOT', State: 'NSW', Postcode: '2020', Country: 'AU', Abn: '89 111 111 111',
      ApplicantFullname: 'Jane Mary Citizen', Sponsored: '', SponsoredYears: null, OperationalNeedId: 3,
      OperationalNeedType: 'employer', OpNeedOccupation: wholeApplication.ExtraData!.OpNeedOccupation,
      OpNeedAccessFreq: 'Every day', airports: [1],
      id, status: 'awaited', signedAt: null, cardType: 'asic', brand: 'default',
    });
    // Only the reference's hash is kept.
    const row = await t.app.db.selectFrom('operational_need_forms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.ref_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ref);

    const token = await tokenOf(who);
    const record = (await status(who, token)).json();
    expect(record._opNeedForm).toEqual({ status: 'awaited', signedAt: null, sentTo: `e***@example.com` });
  });

  it('none for job ready, whose need nobody confirms yet', async () => {
    const who = await applicant({ _jobReady: true, Appsubtype: '2', OperationalNeedId: null, airports: [] });
    expect(await t.app.opNeedForms.byPeopleId(who.Id)).toBeUndefined();
    expect((await outbox(t, who.employer))).toEqual([]);
    expect((await status(who, await tokenOf(who))).json()._opNeedForm).toBeNull();
    expectErrorShape(await resend(who.Id, await tokenOf(who)), 404);
  });

  it('signed already for a self-employed applicant who signed in the wizard, and no email', async () => {
    let file = '';
    const who = await applicant({ ExtraData: { ...wholeApplication.ExtraData, OpNeedType: 'self employed' } }, async (created) => {
      const saved = await t.app.inject({
        method: 'POST', url: `/api/form/${created.id}/save-signature`, headers: headers(created.key), payload: { signature: goodSignature },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      file = saved.json()._signatureFile;
    });
    expect(file).toMatch(/^[\w-]+\.png$/);
    const form = await t.app.opNeedForms.byPeopleId(who.Id);
    expect(form).toMatchObject({ status: 'signed', signer_email: '' });
    expect(form!.signed_at).toEqual(expect.any(String));
    expect((await statementMails()).filter((m) => [who.email, who.employer].includes(m.to))).toEqual([]);
    const token = await tokenOf(who);
    expect((await status(who, token)).json()._opNeedForm).toEqual({ status: 'signed', signedAt: form!.signed_at, sentTo: '' });
    const pdf = await letter(who.Id, { token });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Jane Mary Citizen');
  });

  it('a private pilot cannot send the application before signing in the wizard (step 4 names the signature)', async () => {
    const email = uniqueEmail('pilot');
    const data = { ...step1, ...step2, Email: email, EmailConfirm: email };
    const created = await createDraft(t, data);
    const whole = { ...wholeApplication, ...data, ExtraData: { ...wholeApplication.ExtraData, OpNeedType: 'private pilot' } };
    expect((await save(t, created.id, created.key, { ...whole, _version: 1, _stepCompleted: 3 })).statusCode).toBe(200);
    const refused = await save(t, created.id, created.key, { ...whole, _version: 2, _stepCompleted: 4 });
    expect(expectErrorShape(refused, 400).fields).toMatchObject({ _signatureFile: 'signature' });
    expect(await statementMails(email)).toEqual([]);
  });
});

describe('GET and POST /api/people/operational-need-form/{id}/{refId}', () => {
  it('a wrong id or reference is the same 404, so references cannot be walked', async () => {
    const a = await linkTo((await applicant()).employer);
    const b = await linkTo((await applicant()).employer);
    const answers = [
      await getForm(a.id, b.ref), await getForm(b.id, a.ref), await getForm(a.id, `${a.ref.slice(0, -1)}${a.ref.endsWith('A') ? 'B' : 'A'}`),
      await getForm(999_999, a.ref), await getForm(a.id, 'short'), await getForm(a.id, `${a.ref}x`),
      await sign(a.id, b.ref, await signedBody(a.id, a.ref)),
    ];
    const bodies = answers.map((res) => expectErrorShape(res, 404));
    expect(new Set(bodies.map((body) => body.message)).size).toBe(1);
    expect(expectErrorShape(await getForm('abc', a.ref), 400).statusCode).toBe(400);
    // Nothing was signed by the wrong reference.
    expect((await getForm(a.id, a.ref)).json().data.status).toBe('awaited');
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['not a data address', 'hello'],
    ['a JPEG', dataUrl(png(300, 100), 'image/jpeg')],
    ['not base64', 'data:image/png;base64,@@@@'],
    ['not decodable: a PNG signature and then rubbish', dataUrl(Buffer.concat([png(300, 100).subarray(0, 33), Buffer.from('not really a picture at all')]))],
    ['over 200 KB', dataUrl(Buffer.concat([png(300, 100), Buffer.alloc(210 * 1024)]))],
    ['too small (30 × 10)', dataUrl(png(30, 10))],
    ['too wide (2500 × 100)', dataUrl(png(2500, 100))],
    ['a header that lies about its size (50 000 × 50 000)', dataUrl(lyingPng(50_000, 50_000))],
    ['a header that lies without its checksum', dataUrl(Buffer.from(png(300, 100)).fill(7, 16, 18))],
    ['a header that says 200 × 100 of a 300 × 100 picture', dataUrl(lyingPng(200, 100))],
    ['a number', 42],
  ])('refuses a signature that is %s with fields._signature = signature', async (_name, signature) => {
    const { id, ref } = await linkTo((await applicant()).employer);
    const body = await signedBody(id, ref, { _signature: signature });
    const res = await sign(id, ref, body);
    expect(expectErrorShape(res, 400).fields).toEqual({ _signature: 'signature' });
    expect((await getForm(id, ref)).json().data.status).toBe('awaited');
  });

  it('refuses a request over the route\'s body limit with 413', async () => {
    const { id, ref } = await linkTo((await applicant()).employer);
    expectErrorShape(await sign(id, ref, await signedBody(id, ref, { _signature: `data:image/png;base64,${'A'.repeat(400 * 1024)}` })), 413);
  });

  it('checks the fields with the shared rules, and malformed bodies are 400s, never 500s', async () => {
    const { id, ref } = await linkTo((await applicant()).employer);
    const bad = await sign(id, ref, await signedBody(id, ref, { Email: 'nope', OpNeedOccupation: 'Too short', SponsoredYears: 9, airports: [424242] }));
    expect(expectErrorShape(bad, 400).fields).toEqual({ Email: 'email', OpNeedOccupation: 'minwords', SponsoredYears: 'invalid', airports: 'invalid' });
    for (const payload of ['{"FirstName":', '[]', '"text"', 'null', JSON.stringify({ ...(await signedBody(id, ref)), extra: 1 })]) {
      expect((await sign(id, ref, payload)).statusCode, payload).toBe(400);
    }
    const wrongType = await t.app.inject({ method: 'POST', url: `/api/people/operational-need-form/${id}/${ref}`, headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(wrongType.statusCode).toBe(415);
    expect((await getForm(id, ref)).json().data.status).toBe('awaited');
  });

  it('signs once: the fields and the signature are kept, and signing again is 409', async () => {
    const who = await applicant();
    const { id, ref } = await linkTo(who.employer);
    const body = await signedBody(id, ref, { Position: 'Ground operations manager' });
    const res = await sign(id, ref, body);
    expect(res.statusCode, res.body).toBe(200);
    const { signedAt } = res.json();
    expect(res.json()).toEqual({ status: 'signed', signedAt: expect.any(String) });
    const after = (await getForm(id, ref)).json().data;
    expect(after).toMatchObject({ status: 'signed', signedAt, Position: 'Ground operations manager', Sponsored: 'Y', SponsoredYears: 2, PoNumber: 'PO 4471' });
    expect(expectErrorShape(await sign(id, ref, body), 409).message).toMatch(/already been signed/);
    const row = await t.app.db.selectFrom('operational_need_forms').select(['signature']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(PNG.sync.read(Buffer.from(row.signature!)).width).toBe(300);
    // The status page says so.
    expect((await status(who, await tokenOf(who))).json()._opNeedForm).toMatchObject({ status: 'signed', signedAt });
  });
});

async function imageCount(body: Buffer): Promise<number> {
  const doc = await openPdf(body);
  let count = 0;
  for (let n = 1; n <= doc.numPages; n += 1) {
    const ops = await (await doc.getPage(n)).getOperatorList();
    count += ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  return count;
}

describe('GET /api/download/operational-need-signed/{id}', () => {
  it('is the signed letter, for the applicant\'s token or the signer\'s reference', async () => {
    const who = await applicant();
    const other = await applicant();
    const { id, ref } = await linkTo(who.employer);
    const token = await tokenOf(who);
    expectErrorShape(await letter(who.Id, { token }), 404);
    expectErrorShape(await letter(who.Id, { ref }), 404);
    expect((await sign(id, ref, await signedBody(id, ref, { FirstName: 'Żaneta', Surname: 'Nguyễn' }))).statusCode).toBe(200);

    const own = await letter(who.Id, { token });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="operational-need-${who.TrackingNumber}.pdf"`);
    expect(own.headers['cache-control']).toBe('no-store');
    const text = await pdfText(own.rawPayload);
    for (const part of ['Statement of operational need', 'Żaneta Nguyễn', 'Jane Mary Citizen', 'Harbour Ground Services Pty Ltd',
      '89 111 111 111', who.TrackingNumber, 'Australia-wide (AUS)', 'Yes, for 2 years', 'Every day', 'PO 4471']) {
      expect(text, part).toContain(part);
    }
    expect(await imageCount(own.rawPayload)).toBe(1);
    // Tagged PDF/UA-1; the signature is a figure with alternative text; the signer's rows are a table.
    const nodes = expectAccessible(await pdfAccessibility(own.rawPayload), `Statement of operational need ${who.TrackingNumber}`);
    expect(nodes.filter((n) => n.role === 'Figure').map((n) => n.alt)).toEqual(['Signature of Żaneta Nguyễn']);
    expect(nodes.filter((n) => n.role === 'H2').map((n) => n.text)).toEqual(['The statement', 'Signed by']);
    expect(nodes.filter((n) => n.role === 'TH').map((n) => n.text)).toEqual(expect.arrayContaining(['Applicant', 'Name', 'Date signed']));

    expect((await letter(who.Id, { ref })).statusCode).toBe(200);
    expectErrorShape(await letter(who.Id, { ref: (await linkTo(other.employer)).ref }), 404);
    expectErrorShape(await letter(who.Id, { ref: 'x' }), 404);
    expectErrorShape(await letter(who.Id), 401);
    expectErrorShape(await letter(who.Id, { token: await tokenOf(other) }), 403);
    expectErrorShape(await letter(other.Id, { token }), 403);
  });
});

describe('whether the signer has opened the statement (the staff console\'s sent, opened, signed)', () => {
  const openedAt = async (id: number) => (await t.app.db.selectFrom('operational_need_forms').select('opened_at').where('id', '=', id).executeTakeFirstOrThrow()).opened_at;

  it('is noted at the first open of the newest link, kept at later opens, cleared by a new link, and kept once signed', async () => {
    const who = await applicant();
    const first = await linkTo(who.employer);
    expect(await openedAt(first.id)).toBeNull();
    expect((await getForm(first.id, first.ref)).statusCode).toBe(200);
    const at = await openedAt(first.id);
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await getForm(first.id, first.ref)).statusCode).toBe(200);
    expect(await openedAt(first.id)).toBe(at);
    // A wrong reference opens nothing, so it notes nothing.
    expect((await resend(who.Id, await tokenOf(who))).statusCode).toBe(200);
    expect(await openedAt(first.id)).toBeNull();
    expectErrorShape(await getForm(first.id, first.ref), 410);
    expect(await openedAt(first.id)).toBeNull();
    const second = await linkTo(who.employer);
    expect((await sign(second.id, second.ref, await signedBody(second.id, second.ref))).statusCode).toBe(200);
    const signedOpen = await openedAt(second.id);
    expect(signedOpen).not.toBeNull();
    expect((await getForm(second.id, second.ref)).statusCode).toBe(200);
    expect(await openedAt(second.id)).toBe(signedOpen);
  });
});

describe('POST /api/people/{id}/operational-need-form/resend', () => {
  it('needs the applicant\'s own token, sends a new link that replaces the old one, and is limited per person', async () => {
    const who = await applicant();
    const other = await applicant();
    const first = await linkTo(who.employer);
    expectErrorShape(await resend(who.Id), 401);
    expectErrorShape(await resend(who.Id, await tokenOf(other)), 403);
    const token = await tokenOf(who);

    const res = await resend(who.Id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: true, sentTo: 'e***@example.com' });
    const second = await linkTo(who.employer);
    expect(second.id).toBe(first.id);
    expect(second.ref).not.toBe(first.ref);
    // The old link said a bare "Page not found"; it says it was replaced and a newer one was sent.
    const old = expectErrorShape(await getForm(first.id, first.ref), 410);
    expect(old).toMatchObject({ reason: 'link_replaced' });
    expect(old.message).toMatch(/^This link was replaced by a newer one on \d{1,2} [A-Z][a-z]+ \d{4}: we emailed the new link to e\*\*\*@example\.com\. Open the statement from the newest email\.$/);
    // It opens nothing: neither the form nor signing.
    expectErrorShape(await sign(first.id, first.ref, await signedBody(second.id, second.ref)), 410);
    // A reference never sent, or of another form, is still the one 404.
    expectErrorShape(await getForm(first.id, 'x'.repeat(43)), 404);
    expectErrorShape(await getForm(first.id + 1000, first.ref), 404);
    expect((await getForm(second.id, second.ref)).statusCode).toBe(200);

    expect((await resend(who.Id, token)).statusCode).toBe(200);
    expect((await resend(who.Id, token)).statusCode).toBe(200);
    const limited = await resend(who.Id, token);
    expectErrorShape(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another person's limit is their own.
    expect((await resend(other.Id, await tokenOf(other))).statusCode).toBe(200);
  });

  it('past the mail limits answers 429 and the link already emailed still opens the form (it was replaced, and no new one sent)', async () => {
    // The usual mail limits: 5 emails an hour about one application that its applicant asks for.
    const own = await createTestApp({ shell: false, config: { ...withoutLimits({ publicUrl: 'https://cards.example.com.au' }), mail: loadConfig({}).mail } });
    try {
      const person = await submittedPerson(own);
      const form = await own.app.opNeedForms.byPeopleId(person.Id);
      const [mail] = (await outbox(own, form!.signer_email)).filter((m) => /^Please confirm why/.test(m.subject));
      const link = /\/operational-need-form\/(\d+)\/([A-Za-z0-9_-]{43})\?/.exec(mail!.text)!;
      // The saved-form email and four sign-in codes: the limit.
      const token = await signInAs(own, person);
      for (let n = 0; n < 3; n += 1) {
        const code = await own.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(person.Id), password: person.birthdate } });
        expect(code.statusCode, code.body).toBe(200);
      }
      const res = await own.app.inject({ method: 'POST', url: `/api/people/${person.Id}/operational-need-form/resend`, headers: { authorization: `Bearer ${token}` } });
      // The real wait, as Retry-After gives it.
      expect(expectErrorShape(res, 429).message).toBe(`We have sent several emails about this application recently. Please try again ${statedWait(res)}.`);
      const opened = await own.app.inject({ method: 'GET', url: `/api/people/operational-need-form/${link[1]}/${link[2]}` });
      expect(opened.statusCode, opened.body).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('is 409 once the statement is signed', async () => {
    const who = await applicant();
    const { id, ref } = await linkTo(who.employer);
    expect((await sign(id, ref, await signedBody(id, ref))).statusCode).toBe(200);
    expectErrorShape(await resend(who.Id, await tokenOf(who)), 409);
  });
});

describe('the ABN on the statement: the wizard\'s lookup, for signers of a real form only', () => {
  const lookup = (abn: string, header?: string) => t.app.inject({
    method: 'GET', url: `/api/people/operational-need-form/lookup-abn/${abn}`, headers: header === undefined ? {} : { 'x-operational-need-form': header },
  });

  it('lookup-abn needs X-Operational-Need-Form naming a form, then answers as the wizard\'s lookup does', async () => {
    const a = await linkTo((await applicant()).employer);
    const b = await linkTo((await applicant()).employer);
    for (const header of [undefined, '', 'nonsense', `${a.id}`, `${a.id}/${b.ref}`, `999999/${a.ref}`]) {
      expectErrorShape(await lookup('89111111111', header), 401);
    }
    const found = await lookup('89 111 111 111', `${a.id}/${a.ref}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ Abn: '89111111111', EntityName: 'TEST AVIATION SERVICES PTY LTD', AbnStatus: 'Active' });
    expect((await lookup('69333333333', `${a.id}/${a.ref}`)).json()).toMatchObject({ AbnStatus: 'Cancelled' });
    expect(expectErrorShape(await lookup('49555555555', `${a.id}/${a.ref}`), 404).reason).toBe('abn_not_found');
    expect(expectErrorShape(await lookup('12345678901', `${a.id}/${a.ref}`), 400).fields).toEqual({ abn: 'abn' });
  });

  it('get-abn answers a list whose last element is the lookup of the form\'s ABN', async () => {
    const a = await linkTo((await applicant()).employer);
    const res = await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/get-abn/${a.id}/${a.ref}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().at(-1)).toMatchObject({ Abn: '89111111111', EntityName: 'TEST AVIATION SERVICES PTY LTD', AbnStatus: 'Active' });
    expectErrorShape(await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/get-abn/${a.id}/wrong` }), 404);
    const noAbn = await linkTo((await applicant({ Employerabn: '' })).employer);
    expect((await t.app.inject({ method: 'GET', url: `/api/people/operational-need-form/get-abn/${noAbn.id}/${noAbn.ref}` })).json()).toEqual([]);
  });
});

describe('statements to one employer', () => {
  it('are not held to the per-address mail limit: an employer may confirm many people in an hour', async () => {
    // The usual mail limits (5 an hour to one address) and a roomy save limit.
    const own = await createTestApp({ shell: false, config: { ...withoutLimits({ publicUrl: 'https://cards.example.com.au' }), mail: loadConfig({}).mail } });
    try {
      const employer = `hr.${Date.now().toString(36)}@example.com`;
      for (let n = 0; n < 7; n += 1) {
        const email = `staff${n}.${Date.now().toString(36)}@example.com`;
        const data = { ...step1, ...step2, Email: email, EmailConfirm: email };
        const created = await createDraft(own, data);
        const saved = await save(own, created.id, created.key, { ...wholeApplication, ...data, Employeremail: employer, _version: 1, _stepCompleted: 4 });
        expect(saved.statusCode, saved.body).toBe(200);
        const sent = await own.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key), payload: {} });
        expect(sent.statusCode, sent.body).toBe(200);
      }
      const statements = (await outbox(own, employer)).filter((m) => /^Please confirm why/.test(m.subject));
      expect(statements).toHaveLength(7);
    } finally {
      await own.close();
    }
  });

  it('mail nobody asked for (the submission, the statement, staff’s updates) never stops a sign-in code', async () => {
    const own = await createTestApp({ shell: false, config: { ...withoutLimits({ publicUrl: 'https://cards.example.com.au' }), mail: loadConfig({}).mail } });
    try {
      const email = `busy.${Date.now().toString(36)}@example.com`;
      const data = { ...step1, ...step2, Email: email, EmailConfirm: email };
      const created = await createDraft(own, data);
      expect((await save(own, created.id, created.key, { ...wholeApplication, ...data, _version: 1, _stepCompleted: 4 })).statusCode).toBe(200);
      const sent = await own.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(created.key), payload: {} });
      const person = sent.json() as { Id: number; TrackingNumber: string };
      for (const action of ['interview', 'payment', 'upload'] as const) await runPersonCommand(own.app, { action, who: person.TrackingNumber, by: 'Staff' });
      await confirmNeed(own, person);
      await runPersonCommand(own.app, { action: 'decision', who: person.TrackingNumber, decision: 'Y', by: 'Staff' });
      // Six emails about this application so far, past the 5 an hour a visitor may ask for: the code still goes.
      expect((await outbox(own)).filter((m) => m.to === email || /Please confirm why/.test(m.subject)).length).toBeGreaterThanOrEqual(6);
      expect(await signInAs(own, { Id: person.Id, email, birthdate: String(step1.Birthdate) })).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    } finally {
      await own.close();
    }
  });
});

