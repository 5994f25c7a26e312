import { describe, expect, it } from 'vitest';
import { localityErrors, statesToCheck } from './localities.ts';

const known = new Set(['PARRAMATTA|NSW|2150', 'FITZROY|VIC|3065']);
const lookup = (name: string, state: string, postcode: string) => known.has(`${name}|${state}|${postcode}`);

describe('SPEC §5 the chosen suburb must match the locality data', () => {
  it.each([
    [{ Country: 'AU', Localityname: 'Parramatta', State: 'NSW', Postcode: '2150' }, {}],
    [{ Country: 'AU', Localityname: 'PARRAMATTA', State: 'NSW', Postcode: '2000' }, { '_address.0.Localityname': 'locality' }],
    [{ Country: 'AU', Localityname: 'Xyzzy', State: 'NSW', Postcode: '2150' }, { '_address.0.Localityname': 'locality' }],
    [{ Country: 'AU', Localityname: 'Fitzroy', State: 'NSW', Postcode: '3065' }, { '_address.0.Localityname': 'locality' }],
    [{ Country: 'NZ', Localityname: 'Ponsonby', State: '', Postcode: '1011' }, {}],
    [{ Country: 'AU', Localityname: '', State: 'NSW', Postcode: '2150' }, {}],
  ])('%j → %j', (address, expected) => {
    expect(localityErrors({ _address: [address] }, lookup)).toEqual(expected);
  });

  it('checks a separate postal address, not one that is the same as home', () => {
    const postal = { _postalSame: false, Country: 'AU', Localityname: 'Nowhere', State: 'VIC', Postcode: '3000' };
    expect(localityErrors({ _postalAddress: postal }, lookup)).toEqual({ '_postalAddress.Localityname': 'locality' });
    expect(localityErrors({ _postalAddress: { ...postal, _postalSame: true } }, lookup)).toEqual({});
    expect(statesToCheck({ _address: [{ State: 'NSW' }, { State: 'NSW' }], _postalAddress: postal })).toEqual(['NSW', 'VIC']);
  });
});
