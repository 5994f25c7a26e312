import type { FastifyInstance } from 'fastify';
import { longDate } from '@cards/shared/domain';
import { now as clockNow } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { maskEmail } from '../../platform/mail/links.ts';
import { presentedKeyHash } from '../drafts/keys.ts';
import { referenceMatches } from './forms.ts';
import type { OpNeedFormRow } from './repository.ts';
import type { PersonRow } from '../people/repository.ts';

// The statement a signer's link (its form id and reference) or X-Operational-Need-Form header opens, and the
// refusals of the statement's calls.

export const notFound = 'We could not find that statement. Please check the address in your email.';
export const signedAlready = 'This statement has already been signed, so it cannot be changed.';
/** An old link after "Email the link again" says what happened, not a bare "Page not found". */
const replaced = (sentTo: string, when: string, signed: boolean) => (signed
  ? `This link was replaced by a newer one on ${when}, and the statement has since been signed. Nothing more is needed.`
  : `This link was replaced by a newer one on ${when}: we emailed the new link${sentTo ? ` to ${sentTo}` : ''}. Open the statement from the newest email.`);

/** `{id}/{refId}` of the X-Operational-Need-Form header. */
const FORM_HEADER = /^(\d{1,9})\/([A-Za-z0-9_-]{1,200})$/;

export interface OpenForm {
  form: OpNeedFormRow;
  person: PersonRow;
}

export const cardTypeOf = (person: PersonRow): 'asic' | 'msic' => (person.card_type === 'msic' ? 'msic' : 'asic');

/** The form of `id` when `ref` is its reference; a wrong id and a wrong reference are the same 404. */
export async function openForm(app: FastifyInstance, id: number, ref: string): Promise<OpenForm> {
  const form = await app.opNeedForms.byId(id);
  if (!referenceMatches(form, ref)) {
    // A reference this form once had: its link was replaced by a newer one, which went by email.
    const replacedAt = form ? await app.opNeedForms.replacedAt(form.id, presentedKeyHash(ref)) : null;
    if (form && replacedAt) {
      const sentTo = form.signer_email ? maskEmail(form.signer_email) : '';
      throw new ApiError(410, replaced(sentTo, longDate(replacedAt, app.config.timeZone), form.status === 'signed'), undefined, { reason: 'link_replaced' });
    }
    throw new ApiError(404, notFound);
  }
  const person = await app.people.byId(form!.people_id);
  if (!person || person.redacted_at) throw new ApiError(404, notFound);
  return { form: form!, person };
}

/** The form named by an X-Operational-Need-Form header, or a 401: the ABN lookup is for signers of a real form only. */
export async function formOfHeader(app: FastifyInstance, header: unknown): Promise<OpenForm> {
  const match = typeof header === 'string' ? FORM_HEADER.exec(header.trim()) : null;
  const refused = new ApiError(401, 'Open the statement from the link in your email to look up an ABN.');
  if (!match) throw refused;
  return openForm(app, Number(match[1]), match[2]!).catch((err: unknown) => {
    throw err instanceof ApiError && (err.statusCode === 404 || err.statusCode === 410) ? refused : err;
  });
}

/** The form as its signer's page reads it: the fields as stored, its state, and the applicant's card and brand. */
export type FormView = Record<string, unknown> & {
  id: number;
  status: OpNeedFormRow['status'];
  signedAt: string | null;
  cardType: 'asic' | 'msic';
  brand: string;
};

/** The signer's view of the form a link opens; the first open of an unsigned form's link is noted for staff. */
export async function formView(app: FastifyInstance, id: number, ref: string): Promise<FormView> {
  const { form, person } = await openForm(app, id, ref);
  if (form.status === 'awaited' && form.opened_at === null) await app.opNeedForms.markOpened(form.id, clockNow());
  return {
    ...app.opNeedForms.fieldsOf(form),
    id: form.id, status: form.status, signedAt: form.signed_at, cardType: cardTypeOf(person), brand: person.company,
  };
}
