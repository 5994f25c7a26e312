import { describe, expect, it } from 'vitest';
import { DocumentType, type Draft } from './draft.ts';
import { idExemption, isDocumentTypeId, setBirthCountry, setDocumentType, setSkippedId, withIdExemption } from './identity.ts';
import { isAustralianBirthCountry, isAustralianState, isCountryCode } from './places.ts';

describe('SPEC §4: born in Australia or an Australian territory', () => {
  it.each([
    ['AU', true],
    ['NF', true], // Norfolk Island
    ['CX', true], // Christmas Island
    ['CC', true], // Cocos (Keeling) Islands
    ['HM', true], // Heard Island and McDonald Islands
    ['AQ', false], // all of Antarctica
    ['NZ', false],
    ['au', false],
    ['', false],
    [undefined, false],
  ])('%j counts as Australia: %s', (country, expected) => {
    expect(isAustralianBirthCountry(country)).toBe(expected);
  });

  it.each([['NSW', true], ['TAS', true], ['ACT', true], ['nsw', false], ['JBT', false], ['', false], [4, false]])(
    'state %j is Australian: %s',
    (state, expected) => expect(isAustralianState(state)).toBe(expected),
  );

  it.each([['AU', true], ['GB', true], ['au', false], ['AUS', false], ['', false], [null, false]])(
    'country code %j: %s',
    (code, expected) => expect(isCountryCode(code)).toBe(expected),
  );
});

describe('SPEC §4: born in Australia sets citizenship when empty and picks the birth certificate', () => {
  it.each([
    ['AU', {}, { Birthcountry: 'AU', Birthstate: '', Citizenship: 'AU', _idDocument: { Id: 4, Details: {} } }],
    ['NF', { Citizenship: '' }, { Birthcountry: 'NF', Birthstate: '', Citizenship: 'AU', _idDocument: { Id: 4, Details: {} } }],
    ['AU', { Citizenship: 'NZ' }, { Birthcountry: 'AU', Birthstate: '', Citizenship: 'NZ', _idDocument: { Id: 4, Details: {} } }],
    [
      'AU',
      { _idDocument: { Id: 8, Details: { PassportNumber: 'X1' } } },
      { Birthcountry: 'AU', Birthstate: '', Citizenship: 'AU', _idDocument: { Id: 8, Details: { PassportNumber: 'X1' } } },
    ],
    ['AU', { _idDocument: { Id: null } }, { Birthcountry: 'AU', Birthstate: '', Citizenship: 'AU', _idDocument: { Id: 4, Details: {} } }],
    ['NZ', {}, { Birthcountry: 'NZ', Birthstate: '' }],
    ['NZ', { Birthcountry: 'AU', Birthstate: 'VIC', Citizenship: 'AU' }, { Birthcountry: 'NZ', Birthstate: '', Citizenship: 'AU' }],
  ] as [string, Draft, Draft][])('choosing %s on %j', (country, draft, expected) => {
    expect(setBirthCountry(draft, country)).toEqual(expected);
  });

  it('choosing the same country changes nothing', () => {
    const draft: Draft = { Birthcountry: 'AU', Birthstate: 'VIC' };
    expect(setBirthCountry(draft, 'AU')).toBe(draft);
  });
});

describe('SPEC §4: skipping the ID resets the details; a new type starts empty', () => {
  it('skipping clears the details and keeps the type', () => {
    expect(setSkippedId({ _idDocument: { Id: 4, Details: { State: 'NSW' } } }, true)).toEqual({
      _skippedId: true,
      _idDocument: { Id: 4, Details: {} },
    });
    expect(setSkippedId({}, true)).toEqual({ _skippedId: true, _idDocument: { Id: null, Details: {} } });
  });

  it('unskipping keeps whatever is there', () => {
    expect(setSkippedId({ _skippedId: true, _idDocument: { Id: 5, Details: {} } }, false)).toEqual({
      _skippedId: false,
      _idDocument: { Id: 5, Details: {} },
    });
  });

  it.each([
    [{ _idDocument: { Id: 4, Details: { State: 'NSW' } } }, 5, { Id: 5, Details: {} }],
    [{}, 8, { Id: 8, Details: { Exemption: 'OffshoreVisa' } }],
    [{ _idDocument: { Id: 8, Details: { Exemption: 'OffshoreVisa' } } }, 4, { Id: 4, Details: {} }],
    [{}, null, { Id: null, Details: {} }],
  ] as [Draft, 4 | 5 | 8 | null, unknown][])('from %j, choosing %s', (draft, id, expected) => {
    expect(setDocumentType(draft, id)._idDocument).toEqual(expected);
  });

  it('choosing the same type keeps the details', () => {
    const draft: Draft = { _idDocument: { Id: 4, Details: { State: 'NSW' } } };
    expect(setDocumentType(draft, 4)).toBe(draft);
  });

  it.each([[4, true], [9, true], [3, false], ['4', false], [null, false]])('document type id %j: %s', (id, expected) => {
    expect(isDocumentTypeId(id)).toBe(expected);
  });
});

describe('SPEC §9: exemption codes Tas1970 and OffshoreVisa', () => {
  it.each([
    [{ Id: DocumentType.BirthCertificate, Details: { State: 'TAS', RegistrationYear: '1969' } }, 'Tas1970'],
    [{ Id: DocumentType.BirthCertificate, Details: { State: 'TAS', RegistrationYear: '1970' } }, undefined],
    [{ Id: DocumentType.BirthCertificate, Details: { State: 'TAS', RegistrationDate: '1955-03-01' } }, 'Tas1970'],
    [{ Id: DocumentType.BirthCertificate, Details: { State: 'TAS' } }, undefined],
    [{ Id: DocumentType.BirthCertificate, Details: { State: 'TAS', RegistrationYear: '19' } }, undefined],
    [{ Id: DocumentType.BirthCertificate, Details: { State: 'VIC', RegistrationYear: '1950' } }, undefined],
    [{ Id: DocumentType.Visa, Details: {} }, 'OffshoreVisa'],
    [{ Id: DocumentType.Visa }, 'OffshoreVisa'],
    [{ Id: DocumentType.ProtectionVisa, Details: {} }, undefined],
    [{ Id: DocumentType.ImmiCard, Details: {} }, undefined],
    [undefined, undefined],
  ])('%j: %s', (document, expected) => {
    expect(idExemption(document as never)).toBe(expected);
  });

  it('keeps Details.Exemption in step', () => {
    const tas: Draft = { _idDocument: { Id: 4, Details: { State: 'TAS', RegistrationYear: '1960' } } };
    expect(withIdExemption(tas)._idDocument?.Details?.Exemption).toBe('Tas1970');
    const later: Draft = { _idDocument: { Id: 4, Details: { State: 'TAS', RegistrationYear: '1980', Exemption: 'Tas1970' } } };
    expect(withIdExemption(later)._idDocument?.Details).toEqual({ State: 'TAS', RegistrationYear: '1980' });
    const unchanged: Draft = { _idDocument: { Id: 8, Details: { Exemption: 'OffshoreVisa' } } };
    expect(withIdExemption(unchanged)).toBe(unchanged);
    expect(withIdExemption({})).toEqual({});
  });
});
