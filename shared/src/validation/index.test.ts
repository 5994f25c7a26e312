// @vitest-environment node
// The api runs these checks too, so they must load and work without a DOM.
import { describe, expect, it } from 'vitest';
import { fieldLimits, fieldMessage, saveErrors, stepErrors, summaryMessages } from '@cards/shared/validation';

describe('ARCHITECTURE: @cards/shared/validation is isomorphic', () => {
  it('loads and runs in Node without a DOM', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const errors = stepErrors(1, { Firstname: 'Ann' }, { today: new Date(2026, 10, 22) });
    expect(errors.Surname).toBe('required');
    expect(saveErrors({ Firstname: 'Ann' })).toEqual({});
    expect(summaryMessages(errors)[0]).toEqual({
      section: 'name', message: 'Please ensure your name is entered correctly', field: 'Surname', fields: ['Surname'],
    });
    expect(fieldMessage('required', 'family name')).toBe('Enter family name');
    expect(fieldLimits.Firstname).toBe(50);
  });
});
