import type { FastifyInstance } from 'fastify';
import { getBrand, isBrandCode, type Brand } from '@cards/shared/brand';
import {
  draftAirport,
  needsOffered,
  withAdgCardAccess,
  withAirports,
  withCardRules,
  type Airport,
  type Draft,
  type OperationalNeed,
  type FieldErrors,
} from '@cards/shared/domain';
import type { Step3Reference } from '@cards/shared/validation';
import { invalid, type DraftData } from './payload.ts';

// The card rules as the server stores them: on every save, the rules of SPEC §4 clear what each
// choice clears and set the codes (Apptype, Appsubtype, Site, Provisional, adg card access) with the same shared
// function the page's choices use (withCardRules); the airports' facts come from the server's own lists, never
// from the body; the payment option of a brand with only one is that one.

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

/** The members the card rules may change: what is stored in their place. */
export const cardRuleMembers = ['airports', 'ExtraData', 'Apptype', 'Appsubtype', 'Site', '_adgCardAccess', '_jobReady', 'OperationalNeedId',
  'OpNeed', 'Sponsored'] as const;

export interface SettleOptions {
  /** The save completes step 3 or later: its checks name a need not offered along with every other failing field. */
  completing?: boolean;
  /** The draft is at the card step or later: a brand with one payment option has it chosen. */
  atCardStep?: boolean;
}

/**
 * The typed part of a draft being saved, with everything the card rules decide. `draft` carries the server's members
 * (brand, card type, company id); the answer is what is stored. A need the page does not offer (another card's, or
 * a coloured one in the white MSIC flow) is refused (400).
 */
export async function settleCardDetails(
  app: FastifyInstance, typed: DraftData, draft: Draft, brand: Brand, today: Date, options: SettleOptions = {},
): Promise<DraftData> {
  const needs = await app.referenceData.operationalNeeds();
  const need = needs.find((n) => n.Id === draft.OperationalNeedId);
  let settled = withCardRules(draft, { today, need, brand });
  const chosen = settled.OperationalNeedId;
  const offered = chosen === undefined || chosen === null || needsOffered(needs, draft).some((n) => n.Id === chosen);
  if (!offered && !options.completing) {
    throw invalid({ OperationalNeedId: 'invalid' });
  }
  settled = await settledAirports(app, settled, brand);
  settled = withAdgCardAccess(settled, brand.code);
  if (options.atCardStep && brand.paymentOptions.length === 1) {
    settled = { ...settled, ExtraData: { ...settled.ExtraData, lodgementOption: brand.paymentOptions[0] } };
  }
  const changed: DraftData = { ...typed };
  for (const key of cardRuleMembers) {
    if (settled[key] !== undefined || key in typed) changed[key] = settled[key];
  }
  return changed;
}

/** The server's lists the quick path checks a body against, when already read (reference-data.ts). */
export interface ReadLists {
  operationalNeedsRead(): OperationalNeed[] | undefined;
  airportsRead(brand: string | undefined): Airport[] | undefined;
}

/**
 * Whether a save may take the quick path (features/drafts/save-draft.ts) as the body stands: it names its brand and card type
 * (the quick save's where clause holds the row to them) and the card rules, with the server's lists, would change
 * none of its members: what settleCardDetails would store is the body itself. Lists not read yet, a need not
 * offered, an airport not in the brand's list or a brand whose company locks airports take the longer path, which
 * answers them.
 */
export function keepsCardRules(body: DraftData, today: Date, lists: ReadLists): { company: string; cardType: string } | undefined {
  const { _company: company, _cardType: cardType } = body;
  if (typeof company !== 'string' || !isBrandCode(company) || (cardType !== 'asic' && cardType !== 'msic')) return undefined;
  const brand = getBrand(company);
  if ((brand.organisation?.airports ?? []).length > 0) return undefined;
  const draft = body as Draft;
  let need: OperationalNeed | undefined;
  if (draft.OperationalNeedId !== undefined && draft.OperationalNeedId !== null) {
    const needs = lists.operationalNeedsRead();
    need = needs?.find((n) => n.Id === draft.OperationalNeedId);
    if (!needs || !need || !needsOffered(needs, draft).some((n) => n.Id === need?.Id)) return undefined;
  }
  let settled = withCardRules(draft, { today, need, brand });
  const chosen = Array.isArray(settled.airports) ? settled.airports : [];
  if (chosen.length > 0) {
    const list = lists.airportsRead(brand.code);
    const known = chosen.map((a) => list?.find((row) => row.Id === a.Id));
    if (known.some((row) => row === undefined)) return undefined;
    settled = withAirports(settled, known.map((row) => draftAirport(row as Airport)));
  }
  settled = withAdgCardAccess(settled, brand.code);
  const same = cardRuleMembers.every((key) => JSON.stringify(settled[key]) === JSON.stringify(draft[key]));
  return same ? { company, cardType } : undefined;
}
