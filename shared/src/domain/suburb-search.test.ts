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

  it('then names that contain the text, each group in the order of the list', () => {
    expect(matchLocalities(nsw, 'arra').map((l) => l.name)).toEqual(['PARRAMATTA', 'NORTH PARRAMATTA', 'PARRAWE']);
    expect(matchLocalities(nsw, 'park').map((l) => l.name)).toEqual(['PARKES', 'PARK', 'PARKLEA', 'PARKVILLE']);
    expect(matchLocalities(nsw, 'ark', 2).map((l) => l.name)).toEqual(['PARKES', 'PARK']);
    expect(matchLocalities(nsw, '  parra ').map((l) => l.name)).toEqual(['PARRAMATTA', 'PARRAWE', 'NORTH PARRAMATTA']);
  });

  it('ignores case in the data too, and answers each list from its own names', () => {
    const wa = [{ name: 'Perth', code: '6000', state: 'WA' }, { name: 'North Perth', code: '6006', state: 'WA' }];
    expect(matchLocalities(wa, 'PER')).toEqual([wa[0], wa[1]]);
    expect(matchLocalities(nsw, 'per')).toEqual([]);
    const reloaded = [wa[1]];
    expect(matchLocalities(reloaded, 'per')).toEqual([wa[1]]);
    expect(matchLocalities(wa, 'zz')).toEqual([]);
  });
});
