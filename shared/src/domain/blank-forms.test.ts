import { describe, expect, it } from 'vitest';
import { blankFormOf, blankFormPath, blankForms, isBlankFormSlug } from './blank-forms.ts';

// The paper forms of the /forms page.

describe('blank forms', () => {
  it('has the five forms, each slug once, each with a title, a description and a card', () => {
    expect(blankForms.map((f) => f.slug)).toEqual([
      'operational-need-statement', 'lost-stolen-damaged-card', 'change-of-name', 'card-return', 'parent-guardian-consent',
    ]);
    expect(new Set(blankForms.map((f) => f.slug)).size).toBe(blankForms.length);
    for (const form of blankForms) {
      expect(form.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(form.title.trim()).not.toBe('');
      expect(form.description).toMatch(/^[A-Z].*\.$/);
      expect(form.cardTypes.length).toBeGreaterThan(0);
      expect(form.cardTypes.every((c) => c === 'asic' || c === 'msic')).toBe(true);
    }
    expect(new Set(blankForms.map((f) => f.title)).size).toBe(blankForms.length);
  });

  it('serves each form at /api/forms/{slug}.pdf', () => {
    expect(blankFormPath('change-of-name')).toBe('/api/forms/change-of-name.pdf');
    expect(blankForms.map((f) => blankFormPath(f.slug))).toEqual(blankForms.map((f) => `/api/forms/${f.slug}.pdf`));
  });

  it.each([
    ['card-return', true],
    ['card-return.pdf', false],
    ['Card-Return', false],
    ['constructor', false],
    [undefined, false],
  ] as const)('isBlankFormSlug(%s) → %s', (value, expected) => {
    expect(isBlankFormSlug(value)).toBe(expected);
  });

  it('finds a form by its slug', () => {
    expect(blankFormOf('parent-guardian-consent').title).toBe('Parent or guardian consent');
  });
});
