import { describe, expect, it } from 'vitest';
import { matchLocalities } from './localities.ts';

const nsw = ['PARRAMATTA', 'NORTH PARRAMATTA', 'PARKES', 'PARK', 'PARKLEA', 'PARKVILLE', 'PARRAWE'].map((name, i) => ({
  name,
  code: String(2150 + i),
  state: 'NSW',
}));

describe('SPEC §9 suburb autocomplete', () => {
  it('starts at 2 characters', () => {
    expect(matchLocalities(nsw, 'P')).toEqual([]);
    expect(matchLocalities(nsw, 'pa').length).toBeGreaterThan(0);
  });

  it('shows 5 results, names that start with the text first', () => {
    const found = matchLocalities(nsw, 'par');
    expect(found).toHaveLength(5);
    expect(found.every((l) => l.name.startsWith('PAR'))).toBe(true);
    expect(matchLocalities(nsw, 'parramatta').map((l) => l.name)).toEqual(['PARRAMATTA', 'NORTH PARRAMATTA']);
  });
});
