// A brand whose applicants all have the one operational need (SPEC §9: the postal brand's need 9): the applicant
// does not choose it, the page shows it, and the api stores it on every save whatever a body sent.
import type { Draft } from './draft.ts';
import { Appsubtype, type OpNeedType } from './card-rules.ts';

/** The need a brand fixes, as the draft holds it (SPEC §3 OperationalNeedId, OpNeed and ExtraData). */
export interface FixedOperationalNeed {
  OperationalNeedId: number;
  /** The need's short reason. */
  OpNeed: string;
  ExtraData: { OpNeedType: OpNeedType; OpNeedOccupation: string; OpNeedAccessFreq: string };
}

/** What of a brand this rule reads. */
export interface FixedNeedBrand {
  fixedNeed?: FixedOperationalNeed;
}

/** Whether the brand fixes the need, so nobody chooses it. */
export function hasFixedNeed(brand: FixedNeedBrand): boolean {
  return brand.fixedNeed !== undefined;
}

/**
 * The draft with its brand's fixed need, or as it was for a brand that fixes none. A fixed need is not job ready
 * (job ready has no need, SPEC §4), so that choice is undone with it.
 */
export function withFixedNeed<T extends Draft | Record<string, unknown>>(draft: T, brand: FixedNeedBrand): T {
  const need = brand.fixedNeed;
  if (!need) return draft;
  const before = draft as Draft;
  const extra = typeof before.ExtraData === 'object' && before.ExtraData !== null ? before.ExtraData : {};
  const next: Draft = {
    ...before,
    OperationalNeedId: need.OperationalNeedId,
    OpNeed: need.OpNeed,
    ExtraData: { ...extra, ...need.ExtraData },
  };
  if (before._jobReady === true) {
    next._jobReady = false;
    if (next.Appsubtype === Appsubtype.JobReady) next.Appsubtype = '';
  }
  return next as T;
}
