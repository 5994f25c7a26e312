import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isValidAbn, normaliseAbn, type AbnDetails } from '@cards/shared/domain';
import { AbnLookupError, type AbnLookup } from './register.ts';
import { ApiError, errorBody } from '../../platform/errors.ts';

// What the wizard's ABN lookup and the operational-need form's share: the answer's shape, the check of an ABN and
// the asking of the app's register, so both answer alike.

export const abnMessages = {
  invalid: 'Enter a valid ABN: 11 digits, as on the Australian Business Register.',
  notFound: 'We could not find that ABN on the Australian Business Register.',
  failed: 'We could not check the ABN just now. You can carry on with your application.',
};

/** SPEC §7: EntityName and AbnStatus, with the ABN looked up and the entity's business names when it has some. */
export const abnAnswer = Type.Object({
  Abn: Type.String(),
  EntityName: Type.String(),
  AbnStatus: Type.Union([Type.Literal('Active'), Type.Literal('Cancelled')]),
  BusinessNames: Type.Optional(Type.Array(Type.String())),
});

/** The ABN of a path as 11 digits, or a 400 with the `abn` key the page shows; checked before any register is asked. */
export function checkedAbn(text: string): string {
  const abn = normaliseAbn(text);
  if (abn === null || !isValidAbn(abn)) throw new ApiError(400, abnMessages.invalid, { abn: 'abn' });
  return abn;
}

/**
 * Asks the app's register about a checked ABN: its details, a 404 `abn_not_found`, or 'failed' when the register
 * could not answer (logged as a warning with `about`, never the GUID), which the caller answers with lookupFailed.
 * The wizard's lookup and the operational-need form's share it, so both answer alike.
 */
export async function askRegister(app: FastifyInstance, request: FastifyRequest, abn: string, about: object): Promise<AbnDetails | 'failed'> {
  let lookup: AbnLookup;
  try {
    lookup = await app.abnRegister.lookup(abn);
  } catch (err) {
    // The page says so and lets the applicant carry on (SPEC §5: a lookup error sets no validity error).
    const failure = err instanceof AbnLookupError ? err.failure : 'unexpected';
    const detail = err instanceof Error ? err.message : String(err);
    request.log.warn({ abnLookup: { ...about, register: app.abnRegister.name, failure, detail } }, 'ABN lookup failed');
    return 'failed';
  }
  if (!lookup.found) throw new ApiError(404, abnMessages.notFound, undefined, { reason: 'abn_not_found' });
  return lookup.details;
}

/**
 * The 502 of a failed lookup. Sent rather than thrown: the error handler keeps a 5xx to the usual four members, and
 * the page needs the reason. The register being down is logged as a warning, not as a failure of ours.
 */
export function lookupFailed(reply: FastifyReply) {
  return reply.status(502).send(errorBody(502, abnMessages.failed, undefined, { reason: 'abn_lookup_failed' }));
}
