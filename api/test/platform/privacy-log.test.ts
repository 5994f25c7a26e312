import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redactedPaths, redactText, redactUrl } from '../../src/platform/logging/log-redaction.ts';
import { quickCaptcha, solvedCaptcha } from '../captcha-helpers.ts';
import { createDraft, headers, outbox, save, step1, step2, wholeApplication, type Created } from '../draft-helpers.ts';
import { createTestApp, mailSettings, withoutLimits, type TestApp } from '../helpers.ts';
import { startSmtpServer, type SmtpTestServer } from '../smtp-test-server.ts';
import { goodPassword, makeMember, staffBrowser, totpCode } from '../staff/staff-helpers.ts';
import { goodDocuments } from '../staff/staff-access-table.ts';

// Privacy: no personal data in logs. A whole journey runs against an app logging everything it can
// (level trace) into a stream this file reads: a draft typed with an identity document, saves refused for bad
// input, the application sent, sign-in with a wrong birthdate and then the emailed code, the status page and its
// documents, a declined card, an SMTP server refusing the applicant's address, and a browser's error reports that
// quote the applicant. Then every line is searched for the applicant's name, email, birthdate (as typed and as
// people write it), phone, address, document numbers, card number, keys, the token and the code.

const applicant = {
  Firstname: 'Zylphia',
  Middlenames: 'Oriel',
  Surname: 'Quenbury',
  Email: 'zylphia.quenbury@example.com',
  Mobilephonenumber: '0491 570 156',
  Birthdate: '1987-03-14',
  Birthplace: 'Kalgoorlie',
};
const passportNumber = 'PZ7719354';
/** A member of the issuing body's staff, whose own details are as private. */
const staffMember = { name: 'Wendell Staffordshire', email: 'wendell.staffordshire@example.com.au' };
const streetLine = '57 Wembley Crescent';
const cardNumber = '4000 0000 0000 0002';

let t: TestApp;
let smtp: SmtpTestServer;
const lines: string[] = [];
/** Every secret the journey used, by what it was. */
const secrets = new Map<string, string>();

const logText = () => lines.join('');

/** The applicant's data as a person or a program might write it: what no line may hold. */
function personalData(): Map<string, string> {
  const [year, month, day] = applicant.Birthdate.split('-');
  return new Map([
    ['first name', applicant.Firstname],
    ['middle name', applicant.Middlenames],
    ['surname', applicant.Surname],
    ['email', applicant.Email],
    ['email, mailbox part', applicant.Email.split('@')[0]!],
    ['birthdate as typed', applicant.Birthdate],
    ['birthdate, day first', `${day}/${month}/${year}`],
    ['birthdate, digits', `${day}${month}${year}`],
    ['birthdate, digits year first', `${year}${month}${day}`],
    ['mobile', applicant.Mobilephonenumber],
    ['mobile, digits', applicant.Mobilephonenumber.replaceAll(' ', '')],
    ['birthplace', applicant.Birthplace],
    ['street address', streetLine],
    ['passport number', passportNumber],
    ['card number', cardNumber.replaceAll(' ', '')],
    ['card number as typed', cardNumber],
    ['staff member\'s surname', staffMember.name.split(' ')[1]!],
    ['staff member\'s email', staffMember.email],
    ...secrets,
  ]);
}

function remember(label: string, value: string): string {
  expect(value.length).toBeGreaterThan(5);
  secrets.set(label, value);
  return value;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  const logStream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const base = withoutLimits();
  t = await createTestApp({
    shell: false,
    config: {
      ...base,
      logLevel: 'trace',
      publicUrl: 'https://cards.example.com.au',
      captcha: quickCaptcha({}, base),
      officeEmail: 'office@example.com.au',
      mail: mailSettings({ smtpUrl: smtp.url, heloName: 'cards.example.com.au', pollMs: 50, retryBaseMs: 20, retryMaxMs: 100 }),
    },
    build: { logStream },
  });

  // The applicant types step 1 with a passport, then changes their mind about the document (SPEC §2 step 1).
  const email = applicant.Email;
  const created: Created = await createDraft(t, { ...step1, ...applicant, EmailConfirm: email });
  const key = remember('the draft key', created.key);
  const withDocument = { ...step1, ...applicant, EmailConfirm: email, _skippedId: false, _idDocument: { Id: 8, Details: { PassportNumber: passportNumber, PassportCountry: 'NZ' } }, _version: 1 };
  expect((await save(t, created.id, key, withDocument)).statusCode).toBe(200);

  // Saves refused for bad input, each quoting the applicant's data back at the field (SPEC §5), logged at info.
  const refused = [
    { ...withDocument, _version: 2, Surname: applicant.Surname.repeat(20) },
    { ...withDocument, _version: 2, _idDocument: { Id: 8, Details: { PassportNumber: passportNumber.repeat(3) } } },
    { ...withDocument, _version: 2, [applicant.Firstname]: applicant.Birthdate },
    { ...withDocument, _version: 1 },
  ];
  for (const body of refused) expect((await save(t, created.id, key, body)).statusCode).toBeGreaterThanOrEqual(400);
  // A body the parser refuses, quoting the applicant in its broken text.
  const broken = await t.app.inject({ method: 'PUT', url: `/api/form/${created.id}`, headers: headers(key), payload: `{"Email":"${email}", "Surname": ${applicant.Surname}}` });
  expect(broken.statusCode).toBe(400);

  // Step 2 with the street address, then the whole application, sent (SPEC §7 POST /api/form/{id}/people).
  const address = { ...step2, _address: [{ ...step2._address![0]!, Line1: streetLine }] };
  const whole = { ...wholeApplication, ...applicant, ...address, EmailConfirm: email, _version: 2, _stepCompleted: 4 };
  const saved = await save(t, created.id, key, whole);
  expect(saved.statusCode, saved.body).toBe(200);
  const converted = await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/people`, headers: headers(key), payload: {} });
  expect(converted.statusCode, converted.body).toBe(200);
  const person = converted.json<{ Id: number; TrackingNumber: string; VerificationCode: string }>();
  remember('the conversion\'s code', person.VerificationCode);

  // The browser's error reports quote the applicant (SPEC §7 POST /api/logger and POST /api/form/{id}/error).
  const quoting = `Could not save ${applicant.Firstname} ${applicant.Surname} <${email}> born ${applicant.Birthdate}`;
  expect((await t.app.inject({ method: 'POST', url: '/api/logger', payload: { url: `https://cards.example.com.au/apply/form/x?email=${email}`, message: `Failed for ${email}`, type: 'exception' } })).statusCode).toBe(204);
  expect((await t.app.inject({ method: 'POST', url: `/api/form/${created.id}/error`, headers: headers(key), payload: { error: quoting, user: whole } })).statusCode).toBe(204);

  // Track: a wrong birthdate first, then the emailed code (SPEC §7 POST /api/login); the status and a document.
  const login = (body: object) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: String(person.Id), ...body } });
  expect((await login({ password: '1987-03-15' })).statusCode).toBe(401);
  expect((await login({ password: applicant.Birthdate, verificationCode: '000000' })).statusCode).toBe(401);
  expect((await login({ password: applicant.Birthdate })).statusCode).toBe(200);
  await t.app.mailSender.drain();
  const [codeMail] = (await outbox(t, email)).filter((m) => m.subject.startsWith('Your code to track'));
  const code = remember('the emailed sign-in code', /Your code:\n(\d{6})\n/.exec(codeMail!.text)![1]!);
  const signedIn = await login({ password: applicant.Birthdate, verificationCode: code });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const token = remember('the id_token', signedIn.json<{ token: string }>().token);
  const bearer = { authorization: `Bearer ${token}` };
  expect((await t.app.inject({ method: 'GET', url: `/api/people/${person.Id}`, headers: bearer })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: `/api/download/application-form/${person.Id}/${created.id}`, headers: bearer })).statusCode).toBe(200);
  // A card the test gateway declines, named and numbered as typed.
  const card = { cardnumber: cardNumber, cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), nameOnCard: `${applicant.Firstname} ${applicant.Surname}` };
  expect((await t.app.inject({ method: 'POST', url: `/api/people/${person.Id}/payment`, headers: bearer, payload: card })).statusCode).toBe(402);

  // An enquiry from the applicant (SPEC §7 POST /api/mail/contact-us), and a card-holder report quoting them.
  const enquiry = { EnquiryType: 'General Enquiries', Name: `${applicant.Firstname} ${applicant.Surname}`, Email: email, Phone: applicant.Mobilephonenumber, Message: `My birthdate is ${applicant.Birthdate}.` };
  expect((await t.app.inject({ method: 'POST', url: '/api/mail/contact-us', payload: { ...enquiry, recaptcha: await solvedCaptcha(t) } })).statusCode).toBe(200);

  // A member of staff signs in (a wrong password first, then the right one and a code), opens the inbox and the
  // applicant's enquiry, and answers it. Their own password, codes, cookie and token are secrets too.
  await makeMember(t.app, 'default', staffMember.email, ['officer'], staffMember.name);
  const desk = staffBrowser(t.app);
  expect((await desk.request('POST', '/api/staff/sign-in', { email: staffMember.email, password: remember('a wrong staff password', 'lantern-orchid-typo-51') })).statusCode).toBe(401);
  remember('the staff password', goodPassword);
  expect((await desk.request('POST', '/api/staff/sign-in', { email: staffMember.email, password: goodPassword })).statusCode).toBe(200);
  const { secret } = (await desk.request('POST', '/api/staff/second-factor/totp')).json<{ secret: string }>();
  remember('the staff TOTP secret', secret);
  const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
  expect((await desk.request('POST', '/api/staff/second-factor/totp/confirm', { code: wrongCode })).statusCode).toBe(400);
  const confirmed = await desk.request('POST', '/api/staff/second-factor/totp/confirm', { code: remember('the staff TOTP code', totpCode(secret)) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  remember('a staff recovery code', confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes[0]!);
  remember('the staff session cookie', desk.cookies.get('__Host-staff')!);
  remember('the staff CSRF token', desk.csrf!);
  const inbox = (await desk.request('GET', '/api/staff/enquiries')).json<{ enquiries: Array<{ id: number; name: string }> }>();
  const theirs = inbox.enquiries.find((e) => e.name === enquiry.Name)!;
  expect((await desk.request('GET', `/api/staff/enquiries/${theirs.id}`)).statusCode).toBe(200);
  expect((await desk.request('POST', `/api/staff/enquiries/${theirs.id}/reply`, { message: `Dear ${applicant.Firstname}, your card is on its way.`, close: true })).statusCode).toBe(200);
  expect((await desk.request('POST', `/api/staff/enquiries/${theirs.id}/reply`, { message: '' })).statusCode).toBe(400);

  // Casework on the applicant: the queue searched by their name, email and birthdate (each in the address), their
  // page and a PDF, a note quoting them, the interview, and a change refused as stale.
  for (const q of [applicant.Surname, email, applicant.Birthdate, person.TrackingNumber]) {
    expect((await desk.request('GET', `/api/staff/queue?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
  }
  const story = await desk.request('GET', `/api/staff/people/${person.Id}`);
  expect(story.statusCode).toBe(200);
  expect((await desk.request('GET', `/api/staff/people/${person.Id}/documents/application-form`)).statusCode).toBe(200);
  const { version } = story.json<{ version: number }>();
  const note = `Rang ${applicant.Firstname} ${applicant.Surname} on ${applicant.Mobilephonenumber} about ${email}.`;
  expect((await desk.request('POST', `/api/staff/people/${person.Id}/note`, { version, text: note })).statusCode).toBe(200);
  expect((await desk.request('POST', `/api/staff/people/${person.Id}/note`, { version, text: note })).statusCode).toBe(409);
  expect((await desk.request('POST', `/api/staff/people/${person.Id}/interview`, { version: version + 1, documents: goodDocuments })).statusCode).toBe(200);

  // The SMTP server refuses the applicant's address and quotes it, as real servers do; then takes it.
  // (drain would go on retrying while the server refuses: the sender is woken and the log watched instead)
  smtp.refuseRecipients(true);
  t.app.mailSender.kick();
  await vi.waitFor(() => expect(logText()).toContain('mail not sent'), { timeout: 10_000, interval: 20 });
  smtp.refuseRecipients(false);
  await vi.waitFor(async () => {
    await t.app.mailSender.drain();
    expect(smtp.received.some((m) => m.envelope.to.includes(email))).toBe(true);
  }, { timeout: 10_000, interval: 50 });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a log of a whole journey holds none of the applicant\'s personal data', () => {
  it('logged the journey at all: requests, refusals, the SMTP refusal and the reports', () => {
    const text = logText();
    expect(lines.length).toBeGreaterThan(20);
    for (const what of ['request completed', 'mail not sent', 'client error reported', 'form error reported']) expect(text).toContain(what);
  });

  it.each([...personalData().keys()])('no line holds the %s', (label) => {
    const value = personalData().get(label)!;
    const found = lines.filter((line) => line.toLowerCase().includes(value.toLowerCase()));
    expect(found, `${label} (${value}) in the log`).toEqual([]);
  });

  it('the SMTP server\'s refusal is logged with the address replaced', () => {
    const refusal = lines.find((line) => line.includes('mail not sent'))!;
    expect(refusal).toContain('[email]');
    expect(refusal).toContain('Recipient address rejected');
  });
});

describe('pino\'s redaction paths cover credentials and bodies wherever a logged object carries them', () => {
  function logged(value: object): Record<string, unknown> {
    const out: string[] = [];
    const logger = pino({ redact: redactedPaths }, new Writable({ write: (chunk, _e, done) => { out.push(String(chunk)); done(); } }));
    logger.info(value, 'x');
    return JSON.parse(out[0]!) as Record<string, unknown>;
  }

  it('redacts X-Form-Key, Authorization and Cookie on a request or a bare headers object', () => {
    const headersWithSecrets = { 'x-form-key': 'k-secret', authorization: 'Bearer t-secret', cookie: 'c=secret', accept: 'text/html' };
    for (const line of [logged({ req: { headers: headersWithSecrets } }), logged({ headers: headersWithSecrets })]) {
      const text = JSON.stringify(line);
      expect(text).not.toMatch(/secret/);
      expect(text).toContain('text/html');
    }
  });

  it('redacts a request\'s or an answer\'s body, and the row values a PostgreSQL error quotes', () => {
    const draft = { Firstname: applicant.Firstname, Birthdate: applicant.Birthdate };
    const line = logged({ req: { method: 'PUT', body: draft }, res: { statusCode: 200, body: draft }, body: draft, payload: draft, err: { message: 'duplicate key', detail: `Key (email)=(${applicant.Email}) already exists.` } });
    const text = JSON.stringify(line);
    for (const value of [applicant.Firstname, applicant.Birthdate, applicant.Email]) expect(text).not.toContain(value);
    expect(text).toContain('PUT');
    expect(text).toContain('duplicate key');
  });

  it('redactText replaces email addresses in free text, however they are quoted', () => {
    expect(redactText(`550 <${applicant.Email}>: Recipient address rejected`)).toBe('550 <[email]>: Recipient address rejected');
    expect(redactText(`to "${applicant.Email}", cc Z.Q+cards@sub.example.com.au; done`)).toBe('to "[email]", cc [email]; done');
    expect(redactText('at handler (https://cards.example.com.au/static/js/main.js:1:200)')).toBe('at handler (https://cards.example.com.au/static/js/main.js:1:200)');
  });

  it('redactUrl replaces email addresses in an address, plain or percent-encoded, and keeps the rest', () => {
    expect(redactUrl(`/apply/form/x?email=${applicant.Email}&company=adg`)).toBe('/apply/form/x?email=[email]&company=adg');
    expect(redactUrl(`/404?uri=${encodeURIComponent(`https://cards.example.com.au/x?email=${applicant.Email}`)}`)).not.toContain('quenbury');
    expect(redactUrl('/api/form/abc?key=k1&page=2')).toBe('/api/form/abc?key=[redacted]&page=2');
    // A staff search is by name, email or date of birth.
    expect(redactUrl('/api/staff/queue?q=Quenbury&stage=decided')).toBe('/api/staff/queue?q=[redacted]&stage=decided');
  });
});
