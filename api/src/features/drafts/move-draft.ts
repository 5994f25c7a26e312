import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBrand, getBrand } from '@cards/shared/brand';
import { airportBrandFor, movedToAirportBrand, type Draft } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { draftForKey } from './access.ts';
import { typedPart, withServerMembers } from './payload.ts';

// The only way a saved draft's brand changes: with its key, from the default brand to the airport office its
// airports belong to, with its airports mapped to that brand's ids. Each move is recorded (draft_moves).

const notTheirs = 'These airports are not the ones that airport issues cards for, so the application stays with us.';
const changed = 'This application was changed in another window. Load the latest copy to carry on.';

/** Moves draft `id`, at `version`, to airport office `to`, for the holder of one of its keys (X-Form-Key of `request`). */
export async function moveDraft(
  app: FastifyInstance, request: FastifyRequest, id: number, to: string, version: number,
): Promise<{ id: number; version: number; company: string }> {
  if (!findBrand(to)?.airportOffice) throw new ApiError(400, 'Name the airport office the application moves to.', { company: 'invalid' });
  const draft = await draftForKey(app, request, id);
  if (draft.version !== version) throw new ApiError(409, changed, undefined, { reason: 'stale_version', version: draft.version });
  const data = withServerMembers(app.drafts.dataOf(draft), draft) as Draft;
  const from = draft.company;
  if (draft.card_type !== 'asic' || airportBrandFor(data, from) !== to) {
    throw new ApiError(409, notTheirs, { airports: 'invalid' });
  }
  const moved = typedPart(movedToAirportBrand(data, to));
  const target = getBrand(to);
  const now = clockNow().toISOString();
  const done = await app.drafts.transaction(async (drafts, trx) => {
    const ok = await drafts.update(id, {
      company: to, company_id: target.companyId ?? null, data: { ...moved, Site: target.site }, version: version + 1, updated_at: now,
    }, { version, company: from, converted: 0 });
    if (ok) await trx.insertInto('draft_moves').values({ draft_id: id, from_company: from, to_company: to, created_at: now }).execute();
    return ok;
  });
  if (!done) throw new ApiError(409, changed, undefined, { reason: 'stale_version', version: (await app.drafts.meta(id))?.version });
  request.log.info({ draftId: id, from, to }, 'draft moved to an airport brand');
  return { id, version: version + 1, company: to };
}
