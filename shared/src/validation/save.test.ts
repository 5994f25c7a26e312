import { describe, expect, it } from 'vitest';
import { saveErrors } from './save.ts';

describe('ARCHITECTURE Persistence: saveErrors checks the shape of an autosave, not formats', () => {
  it.each([
    ['an empty draft', {}],
    ['half-typed values', { Email: 'ann@', Mobilephonenumber: '04', Birthdate: '1990-0', Surname: undefined, _address: [{ Postcode: '7' }] }],
    ['a full step 1', {
      Firstname: 'Ann', Surname: 'Lee', Email: 'a@example.com', EmailConfirm: 'a@example.com', Prefcontact: 'M', Gender: 'F',
      _singlename: false, _hasPreviousNames: true, _previousNames: [{ Firstname: 'Ann', Surname: 'Smith', Type: 'Maiden' }],
      _idDocument: { Id: 4, Details: { State: 'NSW', RegistrationNumber: '1234567', RegistrationYear: '1990' } },
    }],
    ['lists and nested objects', {
      _address: [{ Country: 'AU', Line1: '1 Main St', FromDate: '2020-01-01' }, {}],
      _postalAddress: { _postalSame: true },
      ExtraData: { Provisional: false, _numAirports: 2 },
      airports: [{ Id: 3, Airport: 'Darwin (DRW)', CanAsa: true, AsaTypeId: 2 }],
    }],
    ['nulls where the draft allows them', { _peopleId: null, OperationalNeedId: null, Issuingbodyid: null, _companyId: null, _idDocument: { Id: null } }],
    ['a choice not made yet', { Prefcontact: '', Gender: '', Appsubtype: '', _previousNames: [{ Type: '' }] }],
    ['text right at its limit', { Firstname: 'x'.repeat(50), _address: [{ Line1: 'x'.repeat(100) }] }],
    ['internal numbers and flags', { _id: 7, _stepCompleted: 1, _version: 3, _renew: true, Site: 5 }],
  ])('accepts %s', (_, body) => {
    expect(saveErrors(body)).toEqual({});
  });

  it.each([
    [null, { '': 'type' }],
    [[], { '': 'type' }],
    ['draft', { '': 'type' }],
    [42, { '': 'type' }],
    [undefined, { '': 'type' }],
  ])('rejects a body that is not an object: %j', (body, expected) => {
    expect(saveErrors(body)).toEqual(expected);
  });

  it.each([
    [{ Nickname: 'Annie' }, { Nickname: 'unknown' }],
    [{ __proto__x: 1, constructor: 'x' }, { __proto__x: 'unknown', constructor: 'unknown' }],
    [{ _address: [{ Line2: 'x' }] }, { '_address.0.Line2': 'unknown' }],
    [{ _idDocument: { Id: 4, Details: { Colour: 'red' } } }, { '_idDocument.Details.Colour': 'unknown' }],
    [{ Firstname: 5 }, { Firstname: 'type' }],
    [{ Firstname: null }, { Firstname: 'type' }],
    [{ _singlename: 'yes' }, { _singlename: 'type' }],
    [{ _id: '7' }, { _id: 'type' }],
    [{ _id: 1.5 }, { _id: 'type' }],
    [{ _id: null }, { _id: 'type' }],
    [{ _address: {} }, { _address: 'type' }],
    [{ _address: ['1 Main St'] }, { '_address.0': 'type' }],
    [{ _address: [null] }, { '_address.0': 'type' }],
    [{ _postalAddress: [] }, { _postalAddress: 'type' }],
    [{ _postalAddress: { _postalSame: 'true' } }, { '_postalAddress._postalSame': 'type' }],
    [{ ExtraData: { _numAirports: '2' } }, { 'ExtraData._numAirports': 'type' }],
    [{ airports: [{ Id: 'SYD' }] }, { 'airports.0.Id': 'type' }],
    [{ Prefcontact: 'Q' }, { Prefcontact: 'invalid' }],
    [{ Gender: 1 }, { Gender: 'type' }],
    [{ Site: 3 }, { Site: 'invalid' }],
    [{ _idDocument: { Id: 12 } }, { '_idDocument.Id': 'invalid' }],
    [{ _previousNames: [{ Type: 'Nickname' }] }, { '_previousNames.0.Type': 'invalid' }],
  ])('rejects %j', (body, expected) => {
    expect(saveErrors(body)).toEqual(expected);
  });

  it.each([
    [{ Firstname: 'x'.repeat(51) }, { Firstname: 'maxlength' }],
    [{ Email: `${'a'.repeat(250)}@x.au` }, { Email: 'maxlength' }],
    [{ Mobilephonenumber: '0'.repeat(16) }, { Mobilephonenumber: 'maxlength' }],
    [{ _address: [{}, { Postcode: '12345678901' }] }, { '_address.1.Postcode': 'maxlength' }],
    [{ _address: [{}, {}, {}] }, { _address: 'maxlength' }],
    [{ _previousNames: Array.from({ length: 11 }, () => ({})) }, { _previousNames: 'maxlength' }],
    [{ ExtraData: { OpNeedOccupation: 'x'.repeat(1001) } }, { 'ExtraData.OpNeedOccupation': 'maxlength' }],
    // SPEC §5 document limits follow the document type the body names
    [{ _idDocument: { Id: 7, Details: { Name: 'x'.repeat(50) } } }, { '_idDocument.Details.Name': 'maxlength' }],
    [{ _idDocument: { Id: 5, Details: { Name: 'x'.repeat(100) } } }, {}],
    [{ _idDocument: { Details: { Name: 'x'.repeat(100) } } }, {}],
    [{ _idDocument: { Details: { Name: 'x'.repeat(101) } } }, { '_idDocument.Details.Name': 'maxlength' }],
    [{ _idDocument: { Id: 4, Details: { GivenNames: 'x'.repeat(61), FamilyName: 'x'.repeat(51) } } },
      { '_idDocument.Details.GivenNames': 'maxlength', '_idDocument.Details.FamilyName': 'maxlength' }],
  ])('holds text and lists to their limits: %j', (body, expected) => {
    expect(saveErrors(body)).toEqual(expected);
  });

  it('reports every problem at once', () => {
    expect(saveErrors({ Firstname: 1, Foo: 2, _address: [{ Line1: 'x'.repeat(101) }] })).toEqual({
      Firstname: 'type',
      Foo: 'unknown',
      '_address.0.Line1': 'maxlength',
    });
  });

  it('handles a JSON body with a __proto__ key without harm', () => {
    const body = JSON.parse('{"__proto__": {"Firstname": 1}, "Surname": "Lee"}');
    const errors = saveErrors(body);
    expect(Object.entries(errors)).toEqual([['__proto__', 'unknown']]);
    expect(JSON.parse(JSON.stringify(errors))).toHaveProperty('__proto__', 'unknown');
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});

describe('saveErrors keeps what it works out of the schema between bodies, without carrying a body over', () => {
  it('a document limit follows each body\'s own document type, whatever came before', () => {
    const name = (Id?: number) => ({ _idDocument: { ...(Id === undefined ? {} : { Id }), Details: { Name: 'x'.repeat(50) } } });
    expect(saveErrors(name(7))).toEqual({ '_idDocument.Details.Name': 'maxlength' });
    expect(saveErrors(name(5))).toEqual({});
    expect(saveErrors(name())).toEqual({});
    expect(saveErrors(name(7))).toEqual({ '_idDocument.Details.Name': 'maxlength' });
  });

  it('answers the same for the same body every time, and an unknown name stays unknown', () => {
    const body = { Firstname: 'x'.repeat(51), Foo: 1, _address: [{ Line1: 'x', Colour: 'red' }, { Postcode: 5 }] };
    const expected = {
      Firstname: 'maxlength', Foo: 'unknown', '_address.0.Colour': 'unknown', '_address.1.Postcode': 'type',
    };
    for (let i = 0; i < 3; i += 1) expect(saveErrors(body)).toEqual(expected);
  });
});
