import { blankForms } from '@cards/shared/domain';
import { solvedCaptcha } from './captcha-helpers.ts';
import { enrolment } from './induction-helpers.ts';
import { goodSignature } from './signature-helpers.ts';
import {
  activationFacts, bearer, birthdateWalk, cardRandomId, documentsWalk, draftKey, draftLink, draftReference, enrolmentFacts, enrolmentLink,
  formIdWalk, formKey, guarded, inductionId, linkToken, namedForm, open, personToken, signedLetter, statementHeader,
  statementRef, type Row,
} from './access-kinds.ts';

// Access matrix: every route of the api, one row each, and what guards it. A guarded row names its kind
// of credential (access-kinds.ts says what each attempt must answer and why), the status A's own credential gets, and
// how the route is called with a credential and a subject. A public row says in one line why it needs none, and
// how to call it. A new route fails access-matrix.test.ts until it has a row here.

const lookup = 'a reference list (SPEC §7), the same for everyone';

/** SPEC §5: what a page has before it makes a draft (a first name, the email address twice alike). */
const firstSave = { Firstname: 'Matrix', Email: 'matrix@example.com', EmailConfirm: 'matrix@example.com' };

/** A card that expired long ago: refused after the guard, so A's own attempt charges nothing. */
const card = { cardnumber: '4242424242424242', cvc: '123', expiryMonth: '12', expiryYear: '2020', nameOnCard: 'Alinta Ashworth' };

const contact = {
  EnquiryType: 'General Enquiries', Name: 'Matrix Tester', Email: 'matrix@example.com', Phone: '0400 000 000',
  Message: 'Checking that anyone may write to the office.',
};
const report = {
  ReportType: 'return', ReturnMethod: 'post', CardType: 'asic', FullName: 'Matrix Tester', Birthdate: '1990-01-01',
  Email: 'matrix@example.com', CardNumber: 'ABC1234',
};

export const accessTable: Row[] = [
  // Reference lists and the service's own calls.
  open('GET', '/api/state/list', lookup, 200),
  open('GET', '/api/country/list', lookup, 200),
  open('GET', '/api/airport/list', lookup, 200),
  open('GET', '/api/airport/:id', lookup, 200, () => ({ url: '/api/airport/1' })),
  open('GET', '/api/issuing-body/list', lookup, 200),
  open('GET', '/api/issuing-body/:id', lookup, 200, () => ({ url: '/api/issuing-body/1' })),
  open('GET', '/api/id-documents/auscheck-list', lookup, 200),
  open('GET', '/api/operational-need/list', lookup, 200),
  open('GET', '/api/operational-need-category/list', lookup, 200),
  open('GET', '/api/operational-need-access-frequency/options', lookup, 200),
  open('POST', '/api/logger', 'a browser\'s error report (SPEC §7); it answers nothing back', 204,
    () => ({ url: '/api/logger', payload: { url: 'https://cards.example.com.au/apply', message: 'matrix', type: 'exception' } })),
  open('GET', '/api/health', 'the load balancer\'s check: up or not, nothing more', 200),
  open('GET', '/api/captcha', 'which captcha the contact forms show', 200),
  open('GET', '/api/captcha/challenge', 'a fresh captcha challenge, answered once', 200),
  open('GET', '/api/forms/:file', 'a blank paper form in the brand\'s name (docs/decisions.md "Paper forms")', 200,
    () => ({ url: `/api/forms/${blankForms[0]!.slug}.pdf` })),
  open('POST', '/api/mail/contact-us', 'anyone may write to the office (SPEC §6, §7): a captcha guards it; it reads nothing back', 200,
    async ({ t }) => ({ url: '/api/mail/contact-us', payload: { ...contact, recaptcha: await solvedCaptcha(t) } })),
  open('POST', '/api/mail/card-holder-report', 'anyone may report a card: a captcha guards it; it reads nothing back', 200,
    async ({ t }) => ({ url: '/api/mail/card-holder-report', payload: { ...report, recaptcha: await solvedCaptcha(t) } })),
  open('GET', '/api/induction-certificate/:code', 'the public check of a printed certificate: initials only (docs/decisions.md '
    + '"The certificate")', 404, () => ({ url: '/api/induction-certificate/0000-0000-0001' })),
  open('GET', '/api/dev/outbox', 'development and e2e only: registered with OUTBOX_PAGE=1, off by default (features/mail/settings.ts)', 200,
    () => ({ url: '/api/dev/outbox?limit=1' })),

  // Drafts (SPEC §7 /api/form…): the key of the page that created or opened it. In the order A's own attempts run:
  // the token is exchanged before mail sends a newer one, and the PUT, which replaces A's typing, comes last.
  open('POST', '/api/form', 'starts a new draft and answers its key once (ARCHITECTURE "Persistence and access")', 201,
    () => ({ url: '/api/form', headers: { 'x-company': 'default', 'x-website-type': 'asic' }, payload: firstSave })),
  guarded('GET', '/api/form/:ref', draftLink, 200,
    (key, ref) => ({ url: `/api/form/${ref}`, headers: formKey(key) })),
  guarded('POST', '/api/form/:ref/key', linkToken, 200,
    (token, ref) => ({ url: `/api/form/${ref}/key`, payload: token === undefined ? {} : { token } })),
  guarded('POST', '/api/mail/form-saved', draftKey, 200,
    (key, id) => ({ url: '/api/mail/form-saved', headers: formKey(key), payload: { _id: id } })),
  guarded('POST', '/api/mail/session-expired/:id', draftKey, 200,
    (key, id) => ({ url: `/api/mail/session-expired/${id}`, headers: formKey(key), payload: {} })),
  guarded('POST', '/api/mail/link-expired/:randomId', draftReference, 200,
    (ref) => ({ url: `/api/mail/link-expired/${ref}`, payload: {} })),
  guarded('POST', '/api/form/:id/error', draftKey, 204,
    (key, id) => ({ url: `/api/form/${id}/error`, headers: formKey(key), payload: { error: 'matrix' } })),
  guarded('GET', '/api/form/:id/lookup-abn/:abn', draftKey, 200,
    (key, id) => ({ url: `/api/form/${id}/lookup-abn/89111111111`, headers: formKey(key) })),
  guarded('POST', '/api/form/:id/save-signature', draftKey, 200,
    (key, id) => ({ url: `/api/form/${id}/save-signature`, headers: formKey(key), payload: { signature: goodSignature } })),
  guarded('GET', '/api/form/:id/get-signature', draftKey, 200,
    (key, id) => ({ url: `/api/form/${id}/get-signature`, headers: formKey(key) })),
  // A's own: A's draft has only step 1, so the conversion is refused as incomplete.
  guarded('POST', '/api/form/:id/people', draftKey, 409,
    (key, id) => ({ url: `/api/form/${id}/people`, headers: formKey(key), payload: {} })),
  // A version no draft has: A's own is refused as stale, after the guard.
  guarded('POST', '/api/form/:id/move', draftKey, 409,
    (key, id) => ({ url: `/api/form/${id}/move`, headers: formKey(key), payload: { company: 'bne', _version: 99 } })),
  guarded('POST', '/api/form/:id/expired', draftKey, 409,
    (key, id) => ({ url: `/api/form/${id}/expired`, headers: formKey(key), payload: { _version: 99 } })),
  // The version B's draft has, so the one-statement autosave (drafts.quickSave) is what must refuse A's key.
  guarded('PUT', '/api/form/:id', draftKey, 200,
    (key, id) => ({ url: `/api/form/${id}`, headers: formKey(key), payload: { _version: 1, Firstname: 'Walker' } })),

  // People (SPEC §7 /api/people…): the id_token of a sign-in.
  // Its limits per tracking number and address, and per number, are tried in access-matrix.test.ts.
  open('POST', '/api/login', 'the sign-in itself (SPEC §6): a code goes only to the address on record; a wrong pair is one not_found', 200,
    ({ a }) => ({ url: '/api/login', payload: { username: String(a.person.Id), password: a.birthdate } })),
  open('POST', '/api/logout', 'signs out the token it is given and nothing else; always 204', 204, () => ({ url: '/api/logout' })),
  guarded('GET', '/api/people/:id', personToken, 200,
    (token, p) => ({ url: `/api/people/${p.id}`, headers: bearer(token) })),
  guarded('POST', '/api/people/tracker', personToken, 200,
    (token, p) => ({ url: '/api/people/tracker', headers: bearer(token), payload: { VepNumber: p.number, Birthday: p.birthdate } }),
    birthdateWalk),
  guarded('GET', '/api/people/:id/lodgement-options', personToken, 200,
    (token, p) => ({ url: `/api/people/${p.id}/lodgement-options`, headers: bearer(token) })),
  guarded('POST', '/api/people/:id/lodgement-option', personToken, 200,
    (token, p) => ({ url: `/api/people/${p.id}/lodgement-option`, headers: bearer(token), payload: { lodgementOption: 'inperson' } })),
  guarded('GET', '/api/people/:id/payment', personToken, 200,
    (token, p) => ({ url: `/api/people/${p.id}/payment`, headers: bearer(token) })),
  guarded('POST', '/api/people/:id/payment', personToken, 400,
    (token, p) => ({ url: `/api/people/${p.id}/payment`, headers: bearer(token), payload: card })),
  guarded('GET', '/api/download/:kind/:id/:formId', personToken, 200,
    (token, p) => ({ url: `/api/download/${p.document ?? 'application-form'}/${p.id}/${p.formId}`, headers: bearer(token) }),
    documentsWalk),
  guarded('GET', '/api/people/:id/:formId/inductions/incomplete', personToken, 200,
    (token, p) => ({ url: `/api/people/${p.id}/${p.formId}/inductions/incomplete`, headers: bearer(token) }),
    formIdWalk),
  // A's own: A's card is not sent yet, so the one 404 (a card not sent must not confirm a birthdate). The
  // limit per card, from any address, is tried in access-matrix.test.ts.
  guarded('POST', '/api/activate-card/activate', activationFacts, 404, (facts, number) => ({
    url: '/api/activate-card/activate',
    payload: facts ? { asic_number: number, serial_number: '4210', birthdate: facts.birthdate } : { asic_number: number },
  })),

  // The statement of operational need: the signer's emailed link, or the applicant's token. The resend
  // comes last: A's own makes a new reference, and the older link stops working.
  guarded('GET', '/api/people/operational-need-form/:id/:refId', statementRef, 200,
    (ref, id) => ({ url: `/api/people/operational-need-form/${id}/${ref}` })),
  // A's own: an empty form, refused for its fields, so nothing is signed.
  guarded('POST', '/api/people/operational-need-form/:id/:refId', statementRef, 400,
    (ref, id) => ({ url: `/api/people/operational-need-form/${id}/${ref}`, payload: {} })),
  guarded('GET', '/api/people/operational-need-form/get-abn/:id/:refId', statementRef, 200,
    (ref, id) => ({ url: `/api/people/operational-need-form/get-abn/${id}/${ref}` })),
  guarded('GET', '/api/people/operational-need-form/lookup-abn/:abn', statementHeader, 200,
    (form) => ({ url: '/api/people/operational-need-form/lookup-abn/89111111111', headers: namedForm(form) })),
  // A's own: 404, as A's statement is not signed yet.
  guarded('GET', '/api/download/operational-need-signed/:id', signedLetter, 404,
    ({ token, ref }, id) => ({ url: `/api/download/operational-need-signed/${id}${ref === undefined ? '' : `?ref=${ref}`}`, headers: bearer(token) })),
  guarded('POST', '/api/people/:id/operational-need-form/resend', personToken, 200,
    (token, p) => ({ url: `/api/people/${p.id}/operational-need-form/resend`, headers: bearer(token), payload: {} })),

  // Inductions and foreign cards: the emailed links' ids.
  guarded('GET', '/induction/:id', inductionId, 200, (id) => ({ url: `/induction/${id}` })),
  guarded('GET', '/induction/:id/program', inductionId, 200, (id) => ({ url: `/induction/${id}/program` })),
  guarded('POST', '/induction/:id/answer/:n', inductionId, 200,
    (id) => ({ url: `/induction/${id}/answer/0`, payload: { module: 0, answers: {} } })),
  // A's own: 404, as A's induction is not complete.
  guarded('GET', '/api/download/induction-certificate/:id', inductionId, 404,
    (id) => ({ url: `/api/download/induction-certificate/${id}` })),
  guarded('GET', '/api/foreign-card/:id/:randomId', cardRandomId, 200,
    (randomId, id) => ({ url: `/api/foreign-card/${id}/${randomId}` })),
  guarded('GET', '/api/foreign-card/:id/:randomId/inductions/incomplete', cardRandomId, 200,
    (randomId, id) => ({ url: `/api/foreign-card/${id}/${randomId}/inductions/incomplete` })),
  guarded('POST', '/api/register/induction-only', enrolmentFacts, 200, (facts, number) => ({
    url: '/api/register/induction-only',
    headers: { 'x-company': 'adg' },
    payload: enrolment(facts
      ? { Firstname: facts.firstname, Middlenames: undefined, Surname: facts.surname, Birthdate: facts.birthdate, Asicnum: number }
      : { Asicnum: undefined }),
  })),
  guarded('POST', '/api/register/induction-only/confirm', enrolmentLink, 200, (token) => ({
    url: '/api/register/induction-only/confirm',
    payload: token === undefined ? {} : { token },
  })),

  // Pages and built files (features/pages/web/): the same for everyone.
  open('GET', '/remotes.json', 'which built pages each brand loads (Module Federation manifest)', 200),
  open('GET', '/routes.json', 'the routes of the pages each brand has (each remote\'s published routes.json), named by their digest', 200, () => ({ url: '/routes.json?company=default' })),
  open('GET', '/remotes/:folder/:version/*', 'the pages\' built files, by content hash', 404, () => ({ url: '/remotes/none/1.0.0/remoteEntry.js' })),
  open('GET', '/shared/data/au/:file', 'the locality lists (SPEC §7)', 200, () => ({ url: '/shared/data/au/NSW.json' })),
  open('GET', '/404', 'the page-404 report (SPEC §7): answers 404 so its status is honest', 404, () => ({ url: '/404?uri=/nowhere' })),
  open('GET', '/*', 'the shell\'s pages and files; an unknown /api/… path is the JSON 404', 200, () => ({ url: '/' })),
];
