import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { cardChangeClears, cardChangeRefusal, mayChangeCard, withCardType } from './card-choice.ts';
import type { Draft } from './draft.ts';

// The card of a young draft may be changed, at the start of step 1, with what it clears said; the api
// changes it with the same function (routes/form.ts), so a hand-made save clears what the page would.

const asicAtStep3: Draft = {
  _cardType: 'asic', _stepCompleted: 2, OperationalNeedId: 3, OpNeed: 'Ground crew',
  airports: [{ Id: 1 }], ExtraData: { OpNeedType: 'recreational', _numAirports: 1, _badAirport: true, OpNeedAccessFreq: 'Every day' },
  Asicnum: 'VEA0001523', Issuingbodyid: 1, Firstname: 'Jane',
};

describe('when the card may change', () => {
  it.each([
    ['a new draft', {}, 'msic', brands.default, undefined],
    ['a draft with steps 1 and 2 done', { _stepCompleted: 2 }, 'msic', brands.default, undefined],
    ['a draft whose card step is done', { _stepCompleted: 3 }, 'msic', brands.default, 'too_late'],
    ['a card the brand does not issue', {}, 'msic', brands.adg, 'not_issued'],
    ['the same card, however late', { _stepCompleted: 4, _cardType: 'msic' }, 'msic', brands.default, undefined],
  ] as const)('%s', (_what, draft, to, brand, refusal) => {
    expect(cardChangeRefusal({ _cardType: 'asic', ...draft }, to, brand)).toBe(refusal);
  });

  it('the page offers the choice only where the api would take it', () => {
    expect(mayChangeCard({ _stepCompleted: 2 }, brands.default)).toBe(true);
    expect(mayChangeCard({ _stepCompleted: 3 }, brands.default)).toBe(false);
    expect(mayChangeCard({}, brands.bne)).toBe(false);
  });
});

describe('what a change clears', () => {
  it('ASIC to MSIC: the need, an aviation confirmer, the airports and the held card; the rest is kept', () => {
    expect(cardChangeClears(asicAtStep3, 'msic')).toEqual(['need', 'confirmer', 'airports', 'cardNumber']);
    const msic = withCardType(asicAtStep3, 'msic');
    expect(msic).toMatchObject({
      _cardType: 'msic', OperationalNeedId: null, OpNeed: '', airports: [], Asicnum: '', Issuingbodyid: null, Firstname: 'Jane',
    });
    expect(msic.ExtraData).toEqual({ _numAirports: 0, OpNeedAccessFreq: 'Every day' });
  });

  it('keeps a confirmer both cards have', () => {
    const employer = { ...asicAtStep3, ExtraData: { OpNeedType: 'employer' } };
    expect(cardChangeClears(employer, 'msic')).not.toContain('confirmer');
    expect(withCardType(employer, 'msic').ExtraData?.OpNeedType).toBe('employer');
  });

  it('MSIC to ASIC: a maritime confirmer, the four-year and white MSIC choices', () => {
    const msic: Draft = { _cardType: 'msic', _fourYear: true, _whiteMsic: true, Appsubtype: 'W', ExtraData: { OpNeedType: 'port facility' }, Msicnum: 'VEP 0001523' };
    expect(cardChangeClears(msic, 'asic')).toEqual(['confirmer', 'cardNumber', 'fourYear', 'whiteMsic']);
    expect(withCardType(msic, 'asic')).toMatchObject({ _cardType: 'asic', _fourYear: false, _whiteMsic: false, Appsubtype: '', Msicnum: '' });
    expect(withCardType(msic, 'asic').ExtraData).not.toHaveProperty('OpNeedType');
  });

  it('a private pilot\'s prefilled employer goes with the confirmer', () => {
    const pilot: Draft = {
      _cardType: 'asic', Firstname: 'Jane', Surname: 'Citizen', ExtraData: { OpNeedType: 'private pilot' },
      Employername: 'Jane Citizen', Employerposition: 'Private pilot',
    };
    expect(withCardType(pilot, 'msic').Employerposition ?? '').toBe('');
  });

  it('nothing for a new draft, and no change is no change', () => {
    expect(cardChangeClears({ _cardType: 'asic' }, 'msic')).toEqual([]);
    expect(cardChangeClears(asicAtStep3, 'asic')).toEqual([]);
    expect(withCardType(asicAtStep3, 'asic')).toEqual(asicAtStep3);
  });
});
