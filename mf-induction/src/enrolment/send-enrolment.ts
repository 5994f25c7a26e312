import { errorStatus, readApiError, type InductionApi, type InductionListItem } from '@cards/shared/api';
import type { FieldErrors } from '@cards/shared/domain';
import type { InductionEnrolment } from '@cards/shared/validation';

/** What sending an enrolment came to (SPEC §3 'Induction-only registration payload' answer, §8). */
export type EnrolOutcome =
  | { kind: 'enrolled'; inductions: InductionListItem[] }
  | { kind: 'foreign'; id: number; randomId: string }
  /** SPEC §8: the card number was refused; the words for its field. */
  | { kind: 'card-refused'; message: string }
  /** The api's field errors (400). */
  | { kind: 'invalid'; fields: FieldErrors; message: string }
  /** Not enrolled, for a reason that is no field's: the words to show. */
  | { kind: 'problem'; message: string };

const NOT_FINISHED = 'We could not finish your enrolment just now. Everything you typed is still here: please try again in a few minutes.';

/** SPEC §8 'Induction-only failure', with the brand's name for its card. */
export function cardRefusedText(product: string): string {
  return `The ${product} Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ${product} application.`;
}

/** The `err` of a refusal's body (SPEC §3 response), when the server gave one. */
function errOf(body: unknown): string | null {
  const err = typeof body === 'object' && body !== null ? (body as { err?: unknown }).err : undefined;
  return typeof err === 'string' && err.trim() ? err.trim() : null;
}

function bodyOf(failure: unknown): unknown {
  return typeof failure === 'object' && failure !== null ? (failure as { response?: { data?: unknown } }).response?.data : undefined;
}

/** SPEC §7 POST /api/register/induction-only, and what its answer means for the page. Never rejects. */
export async function sendEnrolment(api: InductionApi, body: InductionEnrolment, product: string): Promise<EnrolOutcome> {
  try {
    const answer = await api.enrol(body);
    if (!answer.result) return { kind: 'card-refused', message: errOf(answer) ?? cardRefusedText(product) };
    if (answer.foreign && answer.data?.RandomId) return { kind: 'foreign', id: answer.data.Id, randomId: answer.data.RandomId };
    if (!answer.foreign && answer.data) return { kind: 'enrolled', inductions: answer.data.Inductions ?? [] };
    return { kind: 'problem', message: NOT_FINISHED };
  } catch (failure) {
    const status = errorStatus(failure);
    const error = readApiError(failure);
    if (status === 422) return { kind: 'card-refused', message: errOf(bodyOf(failure)) ?? cardRefusedText(product) };
    if (status === 400 && error?.fields) return { kind: 'invalid', fields: error.fields, message: error.message };
    if (status === 429) return { kind: 'problem', message: error?.message || 'Too many requests, please try again in a minute.' };
    if (status === undefined) {
      return { kind: 'problem', message: 'Your enrolment was not sent: we could not reach our server. Everything you typed is still here. Check your connection and try again.' };
    }
    return { kind: 'problem', message: NOT_FINISHED };
  }
}
