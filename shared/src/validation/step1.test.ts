import { describe, expect, it } from 'vitest';
import type { Draft } from '@cards/shared/domain';
import { stepErrors } from './form-steps.ts';

const today = new Date(2026, 10, 22);

/** A complete step 1: born in Sydney, birth certificate as proof. */
const valid: Draft = {
  Firstname: 'Ann',
  Middlenames: 'Maree',
  Surname: "O'Brien",
  Birthdate: '1990-05-17',
  Gender: 'F',
  Email: 'ann@example.com',
  EmailConfirm: 'ann@example.com',
  Mobilephonenumber: '0412 345 678',
  Prefcontact: 'M',
  Birthcountry: 'AU',
  Birthplace: 'Sydney',
  Birthstate: 'NSW',
  Citizenship: 'AU',
  _idDocument: {
    Id: 4,
    Details: { State: 'NSW', RegistrationNumber: '1234567', RegistrationYear: '1990', FamilyName: "O'Brien", GivenNames: 'Ann Maree' },
  },
};

const errors = (changes: Draft) => stepErrors(1, { ...valid, ...changes }, { today });
const details = (Details: Record<string, string>, Id = 4) => ({ _idDocument: { Id, Details } }) as Draft;

describe('SPEC §5, §2 step 1: a complete step passes', () => {
  it('has no errors', () => {
    expect(stepErrors(1, valid, { today })).toEqual({});
  });

  it('reports every required field of an empty draft', () => {
    expect(stepErrors(1, {}, { today })).toEqual({
      Firstname: 'required',
      Surname: 'required',
      Birthdate: 'required',
      Gender: 'required',
      Email: 'required',
      EmailConfirm: 'required',
      _phones: 'onephone',
      Prefcontact: 'required',
      Birthcountry: 'required',
      Birthplace: 'required',
      Citizenship: 'required',
      '_idDocument.Id': 'required',
    });
  });
});

describe('SPEC §3, §5 step 1: names, single name and previous names', () => {
  it.each([
    [{ Firstname: 'Ann3' }, { Firstname: 'name' }],
    [{ Middlenames: 'M@ree' }, { Middlenames: 'name' }],
    [{ Surname: '' }, { Surname: 'required' }],
    [{ Firstname: 'A'.repeat(51) }, { Firstname: 'maxlength' }],
    [{ Firstname: '', _singlename: true }, {}],
    [{ Firstname: '', Surname: '', _singlename: true }, { Surname: 'required' }],
    [{ _hasPreviousNames: true }, { _previousNames: 'required' }],
    [{ _hasPreviousNames: true, _previousNames: [] }, { _previousNames: 'required' }],
    [{ _hasPreviousNames: true, _previousNames: [{ Type: 'Maiden', Firstname: 'Ann', Surname: 'Smith' }] }, {}],
    [{ _hasPreviousNames: true, _previousNames: [{ Type: 'Also known as', Firstname: 'Annie', Surname: 'Smith' }] }, {}],
    [{ _hasPreviousNames: true, _previousNames: [{}] },
      { '_previousNames.0.Type': 'required', '_previousNames.0.Firstname': 'required', '_previousNames.0.Surname': 'required' }],
    [{ _hasPreviousNames: true, _previousNames: [{ Type: 'Nickname', Firstname: 'A', Surname: 'B' }] }, { '_previousNames.0.Type': 'invalid' }],
    [{ _hasPreviousNames: true, _previousNames: [{ Type: 'Previous', Firstname: 'A', Surname: 'B' }, { Type: 'Previous', Firstname: 'A', Surname: 'B2' }] },
      { '_previousNames.1.Surname': 'name' }],
    [{ _hasPreviousNames: true, _singlename: true, Firstname: '', _previousNames: [{ Type: 'Previous', Surname: 'Smith' }] }, {}],
    [{ _hasPreviousNames: false, _previousNames: [{}] }, {}], // not asked: the list is not checked
  ] as [Draft, object][])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });
});

describe('SPEC §5 Dates, §9 step 1: date of birth (real date, at least 13, not future, within 120 years)', () => {
  it.each([
    ['2013-11-22', {}],
    ['2013-11-23', { Birthdate: 'minage' }],
    ['2027-01-01', { Birthdate: 'future', '_idDocument.Details.RegistrationYear': 'dvsyear' }],
    ['1906-11-22', {}],
    ['1906-11-21', { Birthdate: 'maxage' }],
    ['1990-02-30', { Birthdate: 'date' }],
    ['17/05/1990', { Birthdate: 'date' }],
  ])('%s gives %j', (Birthdate, expected) => {
    // The birth certificate's year has to stay after the birth year, so it follows the birthdate here.
    const year = Birthdate.slice(0, 4);
    const RegistrationYear = /^\d{4}$/.test(year) && Number(year) > 1929 && Number(year) <= 2026 ? year : '1990';
    expect(errors({ Birthdate, _idDocument: { Id: 4, Details: { ...valid._idDocument!.Details, RegistrationYear } } })).toEqual(expected);
  });
});

describe('SPEC §5 step 1: gender, email and confirmation', () => {
  it.each([
    [{ Gender: 'Q' as never }, { Gender: 'invalid' }],
    [{ Gender: 'X' as const }, {}],
    [{ Email: 'ann@', EmailConfirm: 'ann@' }, { Email: 'email' }],
    [{ EmailConfirm: 'anne@example.com' }, { EmailConfirm: 'match' }],
    [{ EmailConfirm: 'ANN@example.com' }, {}],
    [{ EmailConfirm: '' }, { EmailConfirm: 'required' }],
    [{ Email: `${'a'.repeat(250)}@example.com`, EmailConfirm: `${'a'.repeat(250)}@example.com` }, { Email: 'maxlength', EmailConfirm: 'maxlength' }],
  ] as [Draft, object][])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });
});

describe('SPEC §5 step 1: at least one phone, and the preferred contact names a number given', () => {
  it.each([
    [{ Mobilephonenumber: '', Homephonenumber: '02 9999 9999', Prefcontact: 'H' }, {}],
    [{ Workphonenumber: '(03) 9999 9999' }, {}],
    [{ Mobilephonenumber: '' }, { _phones: 'onephone', Prefcontact: 'prefcontact' }],
    [{ Mobilephonenumber: '  ', Prefcontact: undefined }, { _phones: 'onephone', Prefcontact: 'required' }],
    [{ Prefcontact: 'W' }, { Prefcontact: 'prefcontact' }],
    [{ Prefcontact: 'Z' as never }, { Prefcontact: 'invalid' }],
    [{ Mobilephonenumber: '04-1234-5678' }, { Mobilephonenumber: 'phone' }],
    [{ Homephonenumber: '12345' }, { Homephonenumber: 'phone' }],
    [{ Workphonenumber: '1'.repeat(16) }, { Workphonenumber: 'maxlength' }],
  ] as [Draft, object][])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });
});

describe('SPEC §2, §4 step 1: place of birth and citizenship', () => {
  it.each([
    [{ Birthstate: '' }, { Birthstate: 'required' }],
    [{ Birthstate: 'New South Wales' }, { Birthstate: 'invalid' }],
    [{ Birthcountry: 'NZ', Birthstate: '' }, {}],
    [{ Birthcountry: 'NZ', Birthstate: 'Canterbury' }, {}],
    [{ Birthcountry: 'NF', Birthstate: '' }, {}], // a territory has no state
    [{ Birthcountry: 'Australia' }, { Birthcountry: 'invalid' }],
    [{ Birthplace: 'Sydney 2000' }, { Birthplace: 'name' }],
    [{ Birthplace: "St. Mary's, Penrith" }, {}],
    [{ Citizenship: '' }, { Citizenship: 'required' }],
    [{ Citizenship: 'aus' }, { Citizenship: 'invalid' }],
  ] as [Draft, object][])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });
});

describe('SPEC §5 step 1: proof of identity by document type, unless skipped', () => {
  const p = (field: string) => `_idDocument.Details.${field}`;
  it.each([
    [{ _skippedId: true, _idDocument: { Id: null, Details: {} } }, {}],
    [{ _skippedId: true, _idDocument: undefined }, {}],
    [{ _idDocument: undefined }, { '_idDocument.Id': 'required' }],
    [{ _idDocument: { Id: 3 as never } }, { '_idDocument.Id': 'invalid' }],
    // birth certificate (4)
    [details({}), { [p('State')]: 'required', [p('RegistrationNumber')]: 'required', [p('RegistrationYear')]: 'required', [p('FamilyName')]: 'required', [p('GivenNames')]: 'required' }],
    [details({ State: 'WA', RegistrationNumber: '123456', RegistrationYear: '1990', FamilyName: 'Smith', GivenNames: 'Ann' }), { [p('RegistrationNumber')]: 'birthcertnumber' }],
    [details({ State: 'WA', RegistrationNumber: '1234567', RegistrationYear: '1929', FamilyName: 'Smith', GivenNames: 'Ann' }), { [p('RegistrationYear')]: 'dvsyear' }],
    [details({ State: 'WA', RegistrationNumber: '1234567', RegistrationYear: '1989', FamilyName: 'Smith', GivenNames: 'Ann' }), { [p('RegistrationYear')]: 'dvsyear' }],
    [details({ State: 'WA', RegistrationNumber: '1234567', RegistrationYear: '1990', RegistrationDate: '1990-05-01', FamilyName: 'Smith', GivenNames: 'Ann' }), { [p('RegistrationDate')]: 'beforebirth' }],
    [details({ State: 'WA', RegistrationNumber: '1234567', RegistrationYear: '1990', CertificateNumber: 'AB-1', FamilyName: 'Smith', GivenNames: 'Ann' }), { [p('CertificateNumber')]: 'alphanumeric' }],
    [details({ State: 'Perth', RegistrationNumber: '1234567', RegistrationYear: '1990', FamilyName: 'Smith', GivenNames: 'Ann' }), { [p('State')]: 'invalid' }],
    [details({ State: 'NSW', RegistrationNumber: '1', RegistrationYear: '1990', FamilyName: 'Sm1th', GivenNames: 'A'.repeat(61) }), { [p('FamilyName')]: 'dvsname', [p('GivenNames')]: 'maxlength' }],
    [details({ State: 'TAS', RegistrationNumber: 'T1', RegistrationYear: '1990', FamilyName: 'Smith', GivenNames: 'Ann', Exemption: 'Other' }), { [p('Exemption')]: 'invalid' }],
    // citizenship certificate (5)
    [details({ Name: 'Ann Smith', StockNumber: 'ACC1234', AcquisitionDate: '2001-01-26' }, 5), {}],
    [details({}, 5), { [p('Name')]: 'required', [p('StockNumber')]: 'required', [p('AcquisitionDate')]: 'required' }],
    [details({ Name: 'A'.repeat(101), StockNumber: 'AC1', AcquisitionDate: '2030-01-01' }, 5), { [p('Name')]: 'maxlength', [p('StockNumber')]: 'minlength', [p('AcquisitionDate')]: 'future' }],
    [details({ Name: 'Ann', StockNumber: 'ACC12345678', AcquisitionDate: '1980-01-01' }, 5), { [p('AcquisitionDate')]: 'beforebirth' }],
    [details({ Name: 'Ann', StockNumber: 'ACC123456789', AcquisitionDate: '2001-01-01' }, 5), { [p('StockNumber')]: 'maxlength' }],
    // descent (6)
    [details({ Name: 'Ann Smith', ClientId: '12345678901', RegisterNumber: '1234', EntryNumber: '12345' }, 6), {}],
    [details({ Name: 'Ann Smith', ClientId: '123456789012', RegisterNumber: '12345', EntryNumber: '123456' }, 6),
      { [p('ClientId')]: 'maxlength', [p('RegisterNumber')]: 'maxlength', [p('EntryNumber')]: 'maxlength' }],
    [details({}, 6), { [p('Name')]: 'required', [p('ClientId')]: 'required', [p('RegisterNumber')]: 'required', [p('EntryNumber')]: 'required' }],
    // ImmiCard (7)
    [details({ Name: 'Ann Smith', ImmicardNumber: 'EIS123456' }, 7), {}],
    [details({ Name: 'A'.repeat(50), ImmicardNumber: 'EIS12345' }, 7), { [p('Name')]: 'maxlength', [p('ImmicardNumber')]: 'immicard' }],
    // visa (8) and protection visa (9)
    [details({ Name: 'Ann Smith', PassportNumber: 'N1234567', PassportCountry: 'NZ', Exemption: 'OffshoreVisa' }, 8), {}],
    [details({ Name: 'Ann Smith', PassportNumber: 'N1234567', PassportCountry: 'NZ' }, 9), {}],
    [details({ Name: 'A'.repeat(50), PassportNumber: 'N'.repeat(15), PassportCountry: 'New Zealand' }, 8),
      { [p('Name')]: 'maxlength', [p('PassportNumber')]: 'maxlength', [p('PassportCountry')]: 'invalid' }],
    [details({}, 9), { [p('Name')]: 'required', [p('PassportNumber')]: 'required', [p('PassportCountry')]: 'required' }],
  ] as [Draft, object][])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });

  it('asks no given names on a birth certificate of someone with a single name', () => {
    const single: Draft = { _singlename: true, Firstname: '', Middlenames: '' };
    expect(errors({ ...single, ...details({ State: 'NSW', RegistrationNumber: '1', RegistrationYear: '1990', FamilyName: 'Teller' }) })).toEqual({});
  });
});

describe('stepErrors copes with values of the wrong kind', () => {
  it.each([
    [{ Firstname: 42 }, { Firstname: 'type' }],
    [{ _previousNames: 'x', _hasPreviousNames: true }, { _previousNames: 'required' }],
    [{ _idDocument: 'x' }, { '_idDocument.Id': 'required' }],
    [{ _idDocument: { Id: 4, Details: 'x' } },
      { '_idDocument.Details.State': 'required', '_idDocument.Details.RegistrationNumber': 'required', '_idDocument.Details.RegistrationYear': 'required',
        '_idDocument.Details.FamilyName': 'required', '_idDocument.Details.GivenNames': 'required' }],
  ])('%j gives %j', (changes, expected) => {
    expect(errors(changes as never)).toEqual(expected);
  });
});
