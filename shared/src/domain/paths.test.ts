import { describe, expect, it } from 'vitest';
import { readPath, writePath, type PathOf, type TextPathOf } from './paths.ts';
import type { Draft } from './draft.ts';

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

describe('typed draft paths', () => {
  it('names every field, list item and member, and nothing else', () => {
    const paths: Array<PathOf<Draft>> = ['Firstname', '_address', '_address.1', '_address.0.Line1', '_idDocument.Details.Name', 'ExtraData.Provisional'];
    const texts: Array<TextPathOf<Draft>> = ['Firstname', '_address.0.Postcode', 'Prefcontact', '_previousNames.2.Type'];
    // @ts-expect-error: not a field of the draft
    const unknown: PathOf<Draft> = 'Firstnam';
    // @ts-expect-error: a list is not text
    const list: TextPathOf<Draft> = '_address';
    // @ts-expect-error: a flag is not text
    const flag: TextPathOf<Draft> = '_singlename';
    expect([...paths, ...texts, unknown, list, flag]).toHaveLength(13);
  });
});
