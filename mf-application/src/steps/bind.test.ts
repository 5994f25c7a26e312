import { describe, expect, it } from 'vitest';
import { readPath, writePath } from './bind.ts';

describe('draft paths', () => {
  it('reads and writes nested fields without changing the original', () => {
    const draft = { _address: [{ Line1: 'a' }], _idDocument: { Id: 4 as const, Details: { State: 'NSW' } } };
    const next = writePath(draft, '_address.0.Postcode', '2150');
    expect(readPath(next, '_address.0.Postcode')).toBe('2150');
    expect(readPath(next, '_address.0.Line1')).toBe('a');
    expect(Array.isArray(next._address)).toBe(true);
    expect(draft._address[0]).toEqual({ Line1: 'a' });
    const doc = writePath(draft, '_idDocument.Details.RegistrationNumber', '123');
    expect(doc._idDocument?.Details).toEqual({ State: 'NSW', RegistrationNumber: '123' });
    expect(readPath({}, '_address.3.Line1')).toBeUndefined();
  });
});
