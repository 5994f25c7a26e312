import { getBrand } from '@cards/shared/brand';
import { draftPrice, type ApplicationPrice, type Draft } from '@cards/shared/domain';
import type { PersonRow } from './repository.ts';

// A sent application as the rules read it. The stored answers are what was typed; the brand and the card type are
// the row's own columns, so they are put back before any rule (price, which fields apply) reads the answers: without
// them an MSIC was priced and described as an ASIC.

/** The answers a person sent, with the brand and card type of their row. */
export function applicationOf(row: Pick<PersonRow, 'data' | 'company' | 'card_type'>): Draft {
  let data: Draft = {};
  try {
    const parsed: unknown = JSON.parse(row.data);
    if (parsed && typeof parsed === 'object') data = parsed as Draft;
  } catch {
    // A redacted or damaged row has no answers: the rules see an empty application.
  }
  return { ...data, _company: row.company, _cardType: row.card_type === 'msic' ? 'msic' : 'asic' };
}

/**
 * SPEC §9: what a sent application costs, by the same rule as step 4's summary (`draftPrice`); the day it was sent
 * decides an applicant under 18. The payment page, the online charge and the invoice all take it from here.
 */
export function personPrice(row: Pick<PersonRow, 'data' | 'company' | 'card_type' | 'created_at'>): ApplicationPrice {
  return draftPrice(applicationOf(row), getBrand(row.company), new Date(row.created_at));
}
