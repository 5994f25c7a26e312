import type { StaffPermission } from '@cards/shared/staff';
import { trackingNumber } from '@cards/shared/domain';
import { uniqueEmail } from '../helpers.ts';
import { goodPassword } from './staff-helpers.ts';
import { enrolment } from '../induction-helpers.ts';

// The staff api's access matrix (issue: the staff console): every staff route, one row each, with what guards it.
// A row with a permission needs a signed-in member whose roles give it (@cards/shared/staff rolePermissions); 'session'
// needs only a signed-in member; 'open' needs no session, as the sign-in steps, each with its own rule. Every POST needs
// the CSRF token. A row that names another brand's subject must answer 404 for it. A new staff route fails
// staff-access-matrix.test.ts until it has a row here.

/** Documents that satisfy the interview's rules: one of each category, originals, the address shown. */
export const goodDocuments = { seen: ['birth-certificate', 'driver-licence', 'medicare-card'], originals: true, addressShown: true, nameDiffers: false };
const counterPayment = { version: 0, amountCents: 25_000, method: 'eftpos', receipt: 'R-1001' };

export interface StaffCall {
  url: string;
  payload?: object;
}

/** What the matrix gives a row to build its call with. */
export interface StaffWorld {
  /** An account of this brand, made fresh for each call that may change it. */
  ownAccount(): Promise<number>;
  /** One of the other brand's. */
  otherAccount: number;
  /** The short id of a live session of the other brand. */
  otherSession: string;
  /** A live session of this brand, made fresh, which the call may end. */
  ownSession(): Promise<string>;
  /** An enquiry of this brand, made fresh, and one of the other brand's. */
  ownEnquiry(): Promise<number>;
  otherEnquiry: number;
  /** A person (an application) of this brand. */
  ownPerson: number;
  /** One of the other brand's. */
  otherPerson: number;
  /** A person of this brand, made fresh, for a call that changes them; and one at a stage: interviewed and paid. */
  freshPerson(stages?: 'interviewed-paid' | 'lodged' | 'decided'): Promise<number>;
  /** A foreign card of adg (a brand that runs inductions), and one of bne's. */
  ownForeignCard: number;
  otherForeignCard: number;
}

export interface StaffRow {
  /** The brand of the members a row is tried with, when not 'default' (foreign cards are adg's, a brand with inductions). */
  company?: string;
  method: 'GET' | 'POST';
  url: string;
  guard: StaffPermission | 'session' | 'open';
  /** Why an open row needs no session. */
  rule?: string;
  /** The status a member the guard lets through gets. */
  status: number;
  call(w: StaffWorld): Promise<StaffCall> | StaffCall;
  /** The same call aimed at the other brand's subject: 404. */
  otherBrand?(w: StaffWorld): StaffCall;
}

export const staffAccessTable: StaffRow[] = [
  { method: 'GET', url: '/api/staff/csrf', guard: 'open', rule: 'the token every change sends; it opens nothing', status: 200, call: () => ({ url: '/api/staff/csrf' }) },
  { method: 'POST', url: '/api/staff/sign-in', guard: 'open', rule: 'the password step: a wrong one is 401 and counted', status: 401,
    call: () => ({ url: '/api/staff/sign-in', payload: { email: uniqueEmail('nobody'), password: goodPassword } }) },
  { method: 'POST', url: '/api/staff/sign-in/totp', guard: 'open', rule: 'needs the password step\'s session: 401 without', status: 401,
    call: () => ({ url: '/api/staff/sign-in/totp', payload: { code: '123456' } }) },
  { method: 'POST', url: '/api/staff/sign-in/passkey/options', guard: 'open', rule: 'needs the password step\'s session: 401 without', status: 401,
    call: () => ({ url: '/api/staff/sign-in/passkey/options' }) },
  { method: 'POST', url: '/api/staff/sign-in/passkey', guard: 'open', rule: 'needs the password step\'s session: 401 without', status: 401,
    call: () => ({ url: '/api/staff/sign-in/passkey', payload: { response: { id: 'x' } } }) },
  { method: 'POST', url: '/api/staff/sign-out', guard: 'open', rule: 'ends the session the cookie names, if any: 204 either way', status: 204,
    call: () => ({ url: '/api/staff/sign-out' }) },
  { method: 'GET', url: '/api/staff/set-password/:token', guard: 'open', rule: 'the one-time link is the credential: a made-up one is 410', status: 410,
    call: () => ({ url: `/api/staff/set-password/${'A'.repeat(43)}` }) },
  { method: 'POST', url: '/api/staff/set-password', guard: 'open', rule: 'the one-time link is the credential: a made-up one is 410', status: 410,
    call: () => ({ url: '/api/staff/set-password', payload: { token: 'A'.repeat(43), password: goodPassword } }) },

  { method: 'GET', url: '/api/staff/me', guard: 'session', status: 200, call: () => ({ url: '/api/staff/me' }) },
  { method: 'POST', url: '/api/staff/keep-alive', guard: 'session', status: 200, call: () => ({ url: '/api/staff/keep-alive' }) },
  // Signed in, the member adds another second factor.
  { method: 'POST', url: '/api/staff/second-factor/totp', guard: 'session', status: 200, call: () => ({ url: '/api/staff/second-factor/totp' }) },
  { method: 'POST', url: '/api/staff/second-factor/totp/confirm', guard: 'session', status: 409,
    call: () => ({ url: '/api/staff/second-factor/totp/confirm', payload: { code: '123456' } }) },
  { method: 'POST', url: '/api/staff/second-factor/passkey/options', guard: 'session', status: 200, call: () => ({ url: '/api/staff/second-factor/passkey/options' }) },
  { method: 'POST', url: '/api/staff/second-factor/passkey', guard: 'session', status: 409,
    call: () => ({ url: '/api/staff/second-factor/passkey', payload: { response: { id: 'x' } } }) },

  { method: 'GET', url: '/api/staff/second-factor/passkeys', guard: 'session', status: 200, call: () => ({ url: '/api/staff/second-factor/passkeys' }) },
  // A fresh member has no passkey of that number (staff-sign-in.test.ts removes real ones).
  { method: 'POST', url: '/api/staff/second-factor/passkeys/:id/remove', guard: 'session', status: 404, call: () => ({ url: '/api/staff/second-factor/passkeys/1/remove' }) },
  { method: 'POST', url: '/api/staff/second-factor/recovery-codes', guard: 'session', status: 200, call: () => ({ url: '/api/staff/second-factor/recovery-codes' }) },

  { method: 'GET', url: '/api/staff/accounts', guard: 'staff.manage', status: 200, call: () => ({ url: '/api/staff/accounts' }) },
  { method: 'POST', url: '/api/staff/accounts', guard: 'staff.manage', status: 201,
    call: () => ({ url: '/api/staff/accounts', payload: { email: uniqueEmail('matrix'), name: 'Matrix Member', roles: ['officer'] } }) },
  { method: 'POST', url: '/api/staff/accounts/:id', guard: 'staff.manage', status: 200,
    call: async (w) => ({ url: `/api/staff/accounts/${await w.ownAccount()}`, payload: { roles: ['assessor'] } }),
    otherBrand: (w) => ({ url: `/api/staff/accounts/${w.otherAccount}`, payload: { roles: ['assessor'] } }) },
  { method: 'POST', url: '/api/staff/accounts/:id/password-link', guard: 'staff.manage', status: 204,
    call: async (w) => ({ url: `/api/staff/accounts/${await w.ownAccount()}/password-link` }),
    otherBrand: (w) => ({ url: `/api/staff/accounts/${w.otherAccount}/password-link` }) },
  { method: 'GET', url: '/api/staff/sessions', guard: 'staff.manage', status: 200, call: () => ({ url: '/api/staff/sessions' }) },
  { method: 'POST', url: '/api/staff/sessions/:sessionId/end', guard: 'staff.manage', status: 204,
    call: async (w) => ({ url: `/api/staff/sessions/${await w.ownSession()}/end` }),
    otherBrand: (w) => ({ url: `/api/staff/sessions/${w.otherSession}/end` }) },

  { method: 'GET', url: '/api/staff/enquiries', guard: 'enquiries.read', status: 200, call: () => ({ url: '/api/staff/enquiries?status=open' }) },
  { method: 'GET', url: '/api/staff/enquiries/:id', guard: 'enquiries.read', status: 200,
    call: async (w) => ({ url: `/api/staff/enquiries/${await w.ownEnquiry()}` }),
    otherBrand: (w) => ({ url: `/api/staff/enquiries/${w.otherEnquiry}` }) },
  { method: 'POST', url: '/api/staff/enquiries/:id/assign', guard: 'enquiries.answer', status: 200,
    call: async (w) => ({ url: `/api/staff/enquiries/${await w.ownEnquiry()}/assign`, payload: { staffId: null } }),
    otherBrand: (w) => ({ url: `/api/staff/enquiries/${w.otherEnquiry}/assign`, payload: { staffId: null } }) },
  { method: 'POST', url: '/api/staff/enquiries/:id/reply', guard: 'enquiries.answer', status: 200,
    call: async (w) => ({ url: `/api/staff/enquiries/${await w.ownEnquiry()}/reply`, payload: { message: 'Thank you for asking.' } }),
    otherBrand: (w) => ({ url: `/api/staff/enquiries/${w.otherEnquiry}/reply`, payload: { message: 'Thank you for asking.' } }) },
  { method: 'POST', url: '/api/staff/enquiries/:id/close', guard: 'enquiries.answer', status: 200,
    call: async (w) => ({ url: `/api/staff/enquiries/${await w.ownEnquiry()}/close`, payload: { closed: true } }),
    otherBrand: (w) => ({ url: `/api/staff/enquiries/${w.otherEnquiry}/close`, payload: { closed: true } }) },
  // A report is of the member's own brand: there is no other brand's subject to name.
  { method: 'GET', url: '/api/staff/reports', guard: 'reports.read', status: 200, call: () => ({ url: '/api/staff/reports' }) },
  { method: 'GET', url: '/api/staff/reports.csv', guard: 'reports.read', status: 200, call: () => ({ url: '/api/staff/reports.csv' }) },
  { method: 'GET', url: '/api/staff/people/:peopleId/data-access.json', guard: 'person.data-access', status: 200,
    call: (w) => ({ url: `/api/staff/people/${w.ownPerson}/data-access.json` }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/data-access.json` }) },
  { method: 'GET', url: '/api/staff/people/:peopleId/data-access.pdf', guard: 'person.data-access', status: 200,
    call: (w) => ({ url: `/api/staff/people/${w.ownPerson}/data-access.pdf` }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/data-access.pdf` }) },
  { method: 'GET', url: '/api/staff/queue', guard: 'queue.read', status: 200, call: () => ({ url: '/api/staff/queue?stage=interview-due&sort=days' }) },
  { method: 'GET', url: '/api/staff/people/:peopleId', guard: 'person.read', status: 200,
    call: (w) => ({ url: `/api/staff/people/${w.ownPerson}` }), otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}` }) },
  { method: 'GET', url: '/api/staff/people/:peopleId/documents/:kind', guard: 'person.read', status: 200,
    call: (w) => ({ url: `/api/staff/people/${w.ownPerson}/documents/invoice` }), otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/documents/invoice` }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/interview', guard: 'person.interview', status: 200,
    call: async (w) => ({ url: `/api/staff/people/${await w.freshPerson()}/interview`, payload: { version: 0, documents: goodDocuments } }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/interview`, payload: { version: 0, documents: goodDocuments } }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/payment', guard: 'person.payment', status: 200,
    call: async (w) => ({ url: `/api/staff/people/${await w.freshPerson()}/payment`, payload: counterPayment }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/payment`, payload: counterPayment }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/lodge', guard: 'person.lodge', status: 200,
    call: async (w) => ({ url: `/api/staff/people/${await w.freshPerson('interviewed-paid')}/lodge`, payload: { version: 0 } }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/lodge`, payload: { version: 0 } }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/decision', guard: 'person.decision', status: 200,
    call: async (w) => ({ url: `/api/staff/people/${await w.freshPerson('lodged')}/decision`, payload: { version: 0, decision: 'Y' } }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/decision`, payload: { version: 0, decision: 'Y' } }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/dispatch', guard: 'person.dispatch', status: 200,
    call: async (w) => ({ url: `/api/staff/people/${await w.freshPerson('decided')}/dispatch`, payload: { version: 0, serial: '4210', method: 'post' } }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/dispatch`, payload: { version: 0, serial: '4210', method: 'post' } }) },
  // A made person has no statement: past the guard, the stage rules refuse (casework-routes.test.ts approves one).
  { method: 'POST', url: '/api/staff/people/:peopleId/approve-need', guard: 'person.approve-need', status: 409,
    call: async (w) => ({ url: `/api/staff/people/${await w.freshPerson()}/approve-need`, payload: { version: 0 } }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/approve-need`, payload: { version: 0 } }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/redact', guard: 'person.redact', status: 200,
    call: async (w) => {
      const id = await w.freshPerson();
      return { url: `/api/staff/people/${id}/redact`, payload: { version: 0, confirm: trackingNumber(id, 'asic') } };
    },
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/redact`, payload: { version: 0, confirm: trackingNumber(w.otherPerson, 'asic') } }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/note', guard: 'person.note', status: 200,
    call: async (w) => ({ url: `/api/staff/people/${await w.freshPerson()}/note`, payload: { version: 0, text: 'Rang to book the interview.' } }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/note`, payload: { version: 0, text: 'Rang to book the interview.' } }) },
  // A made person has no statement to send again, nor a failed email: past the guard, 409 and 404.
  { method: 'POST', url: '/api/staff/people/:peopleId/resend-need', guard: 'person.contact', status: 409,
    call: (w) => ({ url: `/api/staff/people/${w.ownPerson}/resend-need`, payload: { version: 0 } }),
    otherBrand: (w) => ({ url: `/api/staff/people/${w.otherPerson}/resend-need`, payload: { version: 0 } }) },
  { company: 'adg', method: 'GET', url: '/api/staff/foreign-cards', guard: 'person.foreign-card', status: 200, call: () => ({ url: '/api/staff/foreign-cards?q=kowalska' }) },
  { company: 'adg', method: 'GET', url: '/api/staff/foreign-cards/:id', guard: 'person.foreign-card', status: 200,
    call: (w) => ({ url: `/api/staff/foreign-cards/${w.ownForeignCard}` }), otherBrand: (w) => ({ url: `/api/staff/foreign-cards/${w.otherForeignCard}` }) },
  { company: 'adg', method: 'POST', url: '/api/staff/foreign-cards', guard: 'person.foreign-card', status: 201,
    call: () => ({ url: '/api/staff/foreign-cards', payload: enrolment() }) },
  { method: 'POST', url: '/api/staff/people/:peopleId/retry-mail', guard: 'person.contact', status: 404,
    call: (w) => ({ url: `/api/staff/people/${w.ownPerson}/retry-mail`, payload: { version: 0, mailId: 1 } }) },
];
