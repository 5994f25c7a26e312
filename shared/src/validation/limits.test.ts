import { describe, expect, it } from 'vitest';
import { DocumentType, DraftSchema } from '@cards/shared/domain';
import { fieldLimits, idDocumentLimits, limitKey, listLimits, maxLengthOf, type JsonSchema } from './limits.ts';

describe('SPEC §5 Maximum lengths: identity documents', () => {
  it.each([
    ['_idDocument.Details.FamilyName', DocumentType.BirthCertificate, 50],
    ['_idDocument.Details.GivenNames', DocumentType.BirthCertificate, 60],
    ['_idDocument.Details.Name', DocumentType.Citizenship, 100],
    ['_idDocument.Details.StockNumber', DocumentType.Citizenship, 11],
    ['_idDocument.Details.Name', DocumentType.Descent, 100],
    ['_idDocument.Details.ClientId', DocumentType.Descent, 11],
    ['_idDocument.Details.RegisterNumber', DocumentType.Descent, 4],
    ['_idDocument.Details.EntryNumber', DocumentType.Descent, 5],
    ['_idDocument.Details.Name', DocumentType.ImmiCard, 49],
    ['_idDocument.Details.Name', DocumentType.Visa, 49],
    ['_idDocument.Details.PassportNumber', DocumentType.Visa, 14],
    ['_idDocument.Details.Name', DocumentType.ProtectionVisa, 49],
    ['_idDocument.Details.Name', null, 100], // no type yet: the largest
    ['_idDocument.Details.FamilyName', DocumentType.Visa, 50], // not the visa's field: the general limit
  ])('%s of document %s: %i', (path, type, limit) => {
    expect(maxLengthOf(path, type)).toBe(limit);
  });

  it('per-type limits never exceed the general one, which saves are held to without a type', () => {
    for (const limits of Object.values(idDocumentLimits)) {
      for (const [field, limit] of Object.entries(limits)) {
        expect(limit).toBeLessThanOrEqual(fieldLimits[`_idDocument.Details.${field}`]);
      }
    }
  });
});

describe('Maximum lengths of the other draft fields (ours)', () => {
  it.each([
    ['Firstname', 50], ['Middlenames', 50], ['Surname', 50], ['Email', 254], ['EmailConfirm', 254],
    ['Mobilephonenumber', 15], ['Homephonenumber', 15], ['Workphonenumber', 15], ['Birthplace', 50],
    ['_address.0.Line1', 100], ['_address.1.Localityname', 50], ['_address.0.Postcode', 10], ['_postalAddress.Line1', 100],
    ['_previousNames.3.Surname', 50], ['Employeremail', 254], ['ExtraData.OpNeedOccupation', 1000],
  ])('%s: %i', (path, limit) => {
    expect(maxLengthOf(path)).toBe(limit);
  });

  it('has a limit for every text field of the draft schema', () => {
    const missing: string[] = [];
    const walk = (schema: JsonSchema, path: string) => {
      if (schema.type === 'string' && fieldLimits[path] === undefined) missing.push(path);
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, path ? `${path}.${name}` : name);
      if (schema.items) walk(schema.items, path);
    };
    walk(DraftSchema as JsonSchema, '');
    expect(missing).toEqual([]);
    expect(Object.keys(fieldLimits).length).toBeGreaterThan(70);
  });

  it('has no limit for a path that is not a field', () => {
    expect(maxLengthOf('Nope')).toBeUndefined();
  });

  it.each([['_address.0.Line1', '_address.Line1'], ['Firstname', 'Firstname'], ['airports.12.Airport', 'airports.Airport']])(
    'limitKey(%s) is %s',
    (path, key) => expect(limitKey(path)).toBe(key),
  );

  it('holds at most 2 addresses (SPEC §9)', () => {
    expect(listLimits._address).toBe(2);
  });
});
