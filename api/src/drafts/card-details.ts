import type { FastifyInstance } from 'fastify';
import type { Brand } from '@cards/shared/brand';
import {
  draftAirport,
  withAdgCardAccess,
  withAirports,
  withApplicationCodes,
  type Draft,
  type FieldErrors,
} from '@cards/shared/domain';
import type { Step3Reference } from '@cards/shared/validation';
import { invalid, type DraftData } from './payload.ts';

// Step 3 and 4 as the server stores them (issue 10): the codes the rules set (Apptype, Appsubtype, Site,
// Provisional, adg card access) and the airports' ASA facts are worked out here from the server's own lists, never
// taken from the body; the payment option of a brand with only one is that one.

/** The lists step 3's checks choose from, from the server's reference data. */
export async function step3Reference(app: FastifyInstance): Promise<Step3Reference> {
  const [operationalNeeds, accessFrequencies, issuingBodies] = await Promise.all([
    app.referenceData.operationalNeeds(),
    app.referenceData.accessFrequencies(),
    app.referenceData.issuingBodies(),
  ]);
  return { operationalNeeds, accessFrequencies, issuingBodies };
}

/**
 * The chosen airports as the brand's list has them (name, CanAsa, AsaTypeId), with the count and the bad-airport
 * flag set again; an id the brand's list does not have is refused.
 */
async function settledAirports(app: FastifyInstance, draft: Draft, brand: Brand): Promise<Draft> {
  const chosen = Array.isArray(draft.airports) ? draft.airports : [];
  if (chosen.length === 0) return withAirports(draft, []);
  const list = await app.referenceData.airports(brand.code);
  const fields: FieldErrors = {};
  const airports = chosen.map((a, index) => {
    const known = list.find((row) => row.Id === a.Id);
    if (!known) fields[`airports.${index}.Id`] = 'invalid';
    return known ? draftAirport(known) : a;
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return withAirports(draft, airports);
}

/**
 * The typed part of a draft whose step 3 (or later) is being completed, with everything the server decides set by
 * the rules. `draft` carries the server's members (brand, card type); the answer is what is stored.
 */
export async function settleCardDetails(app: FastifyInstance, typed: DraftData, draft: Draft, brand: Brand, today: Date): Promise<DraftData> {
  let settled = await settledAirports(app, draft, brand);
  const needs = await app.referenceData.operationalNeeds();
  const need = needs.find((n) => n.Id === settled.OperationalNeedId);
  settled = withApplicationCodes(settled, { today, need, brand });
  settled = withAdgCardAccess(settled, brand.code);
  if (brand.paymentOptions.length === 1) {
    settled = { ...settled, ExtraData: { ...settled.ExtraData, lodgementOption: brand.paymentOptions[0] } };
  }
  const changed: DraftData = { ...typed };
  for (const key of ['airports', 'ExtraData', 'Apptype', 'Appsubtype', 'Site', '_adgCardAccess'] as const) {
    changed[key] = settled[key];
  }
  return changed;
}
