import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import type { DraftMeta, DraftRow } from './repository.ts';
import { isFormLink, presentedKeyHash } from './keys.ts';

// Who may touch a draft (SPEC §6: whoever holds its key) and in which state (SPEC §4 'Form loading errors').
// Status codes (ARCHITECTURE 'API conventions'): no key, or a key that is no draft's, 401; a key of another draft
// 403, and so is such a key for a draft id that does not exist, so the sequential ids tell nobody how many
// applications there are (a key that is no draft's gets its 401 whatever the id); an expired
// link 401 with reason link_expired and the randomId the link-expired page needs; a disabled link 404 with reason
// link_disabled; a converted draft 409 with reason converted.

export const messages = {
  keyRequired: 'Please open your application from the link in your email.',
  wrongKey: 'This application belongs to another link. Please open it from the link in your email.',
  unknownKey: 'This link does not open an application. Please open your application from the link in your email.',
  notFound: 'We could not find that application.',
  linkExpired: 'The link to this application has expired. We can email you a new one.',
  linkDisabled: 'This application link is no longer available.',
  converted: 'This application has already been submitted.',
};

/** The X-Form-Key header, or a 401 when there is none. */
export function presentedKey(request: FastifyRequest, randomId?: string): string {
  const key = request.headers['x-form-key'];
  if (typeof key !== 'string' || key === '') {
    throw new ApiError(401, messages.keyRequired, undefined, {
      reason: 'key_required',
      ...(randomId ? { randomId } : {}),
    });
  }
  return key;
}

/** A key that opens nothing, held for another draft, or for a draft that does not exist (the same answer). */
export function wrongKey(): ApiError {
  return new ApiError(403, messages.wrongKey);
}

/** The refusal of a key that does not open the draft asked for: 403 when it is another draft's, else 401. */
export async function refusedKey(app: FastifyInstance, keyHash: string): Promise<ApiError> {
  if (await app.drafts.byKeyHash(keyHash)) return wrongKey();
  return new ApiError(401, messages.unknownKey, undefined, { reason: 'key_required' });
}

/** Refuses a key that is not one of the draft's. */
export async function checkKey(app: FastifyInstance, key: string, draftId: number): Promise<void> {
  const keyHash = presentedKeyHash(key);
  if (!(await app.drafts.hasKey(draftId, keyHash))) throw await refusedKey(app, keyHash);
}

export interface UsableOptions {
  /** Allow a link that has expired (an error report, a form already saved as expired). */
  expired?: boolean;
  /** Allow a converted draft (reading it, reporting an error about it). */
  converted?: boolean;
}

type DraftState = Pick<DraftMeta, 'disabled' | 'converted' | 'expired_at' | 'form_link'>;

interface StateRule {
  /** The option that lets a request act on a draft that breaks the rule; none for a rule that always holds. */
  relaxedBy?: keyof UsableOptions;
  holds(draft: DraftState): boolean;
  /** The same rule as a condition on the drafts table, for a statement that checks it as it writes. */
  sql: string;
  refusal(draft: DraftState): ApiError;
}

/** The states a request may act on, in the order their refusals are given: the code and the SQL read this one list. */
const STATE_RULES: readonly StateRule[] = [
  {
    holds: (draft) => !draft.disabled,
    sql: 'disabled = 0',
    refusal: () => new ApiError(404, messages.linkDisabled, undefined, { reason: 'link_disabled' }),
  },
  {
    relaxedBy: 'converted',
    holds: (draft) => !draft.converted,
    sql: 'converted = 0',
    refusal: () => new ApiError(409, messages.converted, undefined, { reason: 'converted' }),
  },
  {
    relaxedBy: 'expired',
    holds: (draft) => draft.expired_at === null,
    sql: 'expired_at is null',
    refusal: (draft) => new ApiError(401, messages.linkExpired, undefined, { reason: 'link_expired', randomId: draft.form_link }),
  },
];

const rulesFor = (options: UsableOptions) => STATE_RULES.filter((rule) => !(rule.relaxedBy && options[rule.relaxedBy]));

/** Refuses a draft in a state the request may not act on. */
export function checkUsable(draft: DraftState, options: UsableOptions = {}): void {
  const broken = rulesFor(options).find((rule) => !rule.holds(draft));
  if (broken) throw broken.refusal(draft);
}

/** checkUsable's rules as SQL conditions on the drafts table (`… and …`), for a write that checks as it goes. */
export function usableSql(options: UsableOptions = {}): string {
  return rulesFor(options).map((rule) => rule.sql).join(' and ');
}

/**
 * The bookkeeping of draft `id` for the holder of one of its keys (one prepared statement: the autosave path). The
 * key is asked for before the database is, so a caller without one learns nothing; a missing draft and a wrong
 * key get the same answer.
 */
export async function metaForKey(app: FastifyInstance, request: FastifyRequest, id: number, options?: UsableOptions): Promise<DraftMeta> {
  const keyHash = presentedKeyHash(presentedKey(request));
  const draft = await app.drafts.metaForKey(id, keyHash);
  if (!draft?.keyMatches) throw await refusedKey(app, keyHash);
  checkUsable(draft, options);
  return draft;
}

/** The whole row of draft `id` for the holder of one of its keys. */
export async function draftForKey(app: FastifyInstance, request: FastifyRequest, id: number, options?: UsableOptions): Promise<DraftRow> {
  await metaForKey(app, request, id, options);
  const draft = await app.drafts.byId(id);
  if (!draft) throw wrongKey();
  return draft;
}

/** The draft of an emailed link's reference (SPEC §2 form route), before any key is asked for: 404 when unknown or disabled. */
export async function draftByLink(app: FastifyInstance, ref: string): Promise<DraftRow> {
  const draft = isFormLink(ref) ? await app.drafts.byFormLink(ref) : undefined;
  if (!draft) throw new ApiError(404, messages.notFound);
  if (draft.disabled) throw new ApiError(404, messages.linkDisabled, undefined, { reason: 'link_disabled' });
  return draft;
}
