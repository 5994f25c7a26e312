import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_TARGET_DAYS, caseworkConfig } from '../../src/features/casework/settings.ts';

describe('caseworkConfig', () => {
  it('reads each stage\'s target days, 0 for none, and keeps the defaults otherwise', () => {
    const { casework } = caseworkConfig({ CASEWORK_TARGET_DAYS_WITH_AUSCHECK: '21', CASEWORK_TARGET_DAYS_SUBMITTED: '0', CASEWORK_TARGET_DAYS_ACTIVATED: '' });
    expect(casework.stageTargetDays).toEqual({ ...DEFAULT_STAGE_TARGET_DAYS, 'with-auscheck': 21, submitted: null, activated: null });
  });

  it('refuses a target that is not a whole number', () => {
    expect(() => caseworkConfig({ CASEWORK_TARGET_DAYS_DECIDED: 'soon' })).toThrow(/CASEWORK_TARGET_DAYS_DECIDED must be a whole number/);
  });
});
