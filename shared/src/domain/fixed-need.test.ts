import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { Draft } from './draft.ts';
import { hasFixedNeed, withFixedNeed } from './fixed-need.ts';

// SPEC §9: the postal brand's applicants all have need 9; a brand's fixed need is its data (brand.fixedNeed), the
// page shows it without a choice (step3Questions.needFixed) and the api stores it on every save.

const postal = brands.postal;

describe('a brand\'s fixed operational need (SPEC §9)', () => {
  it('is the postal brand\'s need 9, and no other brand fixes one', () => {
    expect(postal.fixedNeed).toMatchObject({ OperationalNeedId: 9, ExtraData: { OpNeedType: 'employer', OpNeedAccessFreq: 'Every day' } });
    expect(postal.fixedNeed!.ExtraData.OpNeedOccupation.split(/\s+/).length).toBeGreaterThanOrEqual(10);
    expect(Object.values(brands).filter(hasFixedNeed).map((b) => b.code)).toEqual(['postal']);
  });

  it('replaces a chosen need and its answers, keeps the rest of ExtraData, and undoes job ready', () => {
    const chosen: Draft = {
      Firstname: 'Jo', OperationalNeedId: 3, OpNeed: 'Airside', _jobReady: true, Appsubtype: '2',
      ExtraData: { OpNeedType: 'self employed', OpNeedOccupation: 'mine', OpNeedAccessFreq: 'Once a month', lodgementOption: 'postal' },
    };
    expect(withFixedNeed(chosen, postal)).toEqual({
      Firstname: 'Jo', OperationalNeedId: 9, OpNeed: postal.fixedNeed!.OpNeed, _jobReady: false, Appsubtype: '',
      ExtraData: { ...postal.fixedNeed!.ExtraData, lodgementOption: 'postal' },
    });
    expect(withFixedNeed({}, postal)).toMatchObject({ OperationalNeedId: 9, ExtraData: postal.fixedNeed!.ExtraData });
  });

  it('leaves the draft of a brand with no fixed need as it is', () => {
    const chosen: Draft = { OperationalNeedId: 3, _jobReady: true, Appsubtype: '2' };
    for (const brand of Object.values(brands).filter((b) => !hasFixedNeed(b))) expect(withFixedNeed(chosen, brand)).toBe(chosen);
  });
});
