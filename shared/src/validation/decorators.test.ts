import { describe, expect, it } from 'vitest';
import { validateSync } from 'class-validator';
import * as d from './decorators.ts';
import { flattenErrors } from './step-errors.ts';

// One property per decorator; each case sets a single value and expects the key it reports (or none).
class Sample {
  @d.Required() required?: unknown;
  @d.Required((o) => o.flag === true) requiredIf?: unknown;
  @d.Text('Firstname') text?: unknown;
  @d.MinLength(4) min?: unknown;
  @d.OneOf(['M', 'F', 'X']) choice?: unknown;
  @d.IsCountryCode() country?: unknown;
  @d.IsAustralianState() state?: unknown;
  @d.IsName() name?: unknown;
  @d.IsEmailAddress() email?: unknown;
  @d.IsPhone() phone?: unknown;
  @d.IsAddress() address?: unknown;
  @d.IsSuburb() suburb?: unknown;
  @d.IsPostcode('postcodeCountry') postcode?: unknown;
  @d.IsDocumentName() dvsname?: unknown;
  @d.IsBirthCertificateNumber('certState') certNumber?: unknown;
  @d.IsRegistrationYear() year?: unknown;
  @d.IsImmicardNumber() immicard?: unknown;
  @d.IsPrintable() printable?: unknown;
  @d.IsAlphanumeric() alnum?: unknown;
  @d.IsMsicNumber() msic?: unknown;
  @d.IsVeritasMsicNumber() vmsic?: unknown;
  @d.IsAsicNumber() asic?: unknown;
  @d.IsVeritasAsicNumber() vasic?: unknown;
  @d.IsChecked() checked?: unknown;
  @d.MinWords() words?: unknown;
  @d.IsCardNumber() card?: unknown;
  @d.IsCvcNumber() cvc?: unknown;
  @d.IsAbn() abn?: unknown;
  @d.IsCardSerial() serial?: unknown;
  @d.IsIsoDate() date?: unknown;
  @d.NotInFuture() past?: unknown;
  @d.NotBeforeBirth() afterBirth?: unknown;
  @d.NotBefore('from') to?: unknown;
  @d.IsBirthdate() birthdate?: unknown;
  @d.Matches('email') confirm?: unknown;
  @d.RequiredInAustralia('postcodeCountry') auOnly?: unknown;
  flag?: boolean;
  postcodeCountry?: string;
  certState?: string;
  from?: string;
}

const context = { today: new Date(2026, 10, 22), birthdate: '1990-05-17' };
const base = { required: 'x', checked: true };

function errorsOf(values: Record<string, unknown>) {
  const sample = Object.assign(new Sample(), base, values);
  Object.defineProperty(sample, d.CONTEXT, { value: context });
  return flattenErrors(validateSync(sample));
}

describe('SPEC §5 rules as class-validator decorators: each reports its error key', () => {
  it('passes a sample with nothing wrong', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    [{ required: '  ' }, { required: 'required' }],
    [{ required: undefined }, { required: 'required' }],
    [{ flag: true }, { requiredIf: 'required' }],
    [{ text: 5 }, { text: 'type' }],
    [{ text: 'x'.repeat(51) }, { text: 'maxlength' }],
    [{ text: 'x'.repeat(50) }, {}],
    [{ min: 'abc' }, { min: 'minlength' }],
    [{ choice: 'Q' }, { choice: 'invalid' }],
    [{ choice: '' }, {}],
    [{ country: 'Australia' }, { country: 'invalid' }],
    [{ state: 'XYZ' }, { state: 'invalid' }],
    [{ name: 'R2D2' }, { name: 'name' }],
    [{ email: 'nope' }, { email: 'email' }],
    [{ phone: '12' }, { phone: 'phone' }],
    [{ address: '1 Main St!' }, { address: 'address' }],
    [{ suburb: '2000' }, { suburb: 'suburb' }],
    [{ postcode: '20', postcodeCountry: 'AU', auOnly: 'x' }, { postcode: 'postcode' }],
    [{ postcode: '20', postcodeCountry: 'NZ' }, {}],
    [{ dvsname: 'José' }, { dvsname: 'dvsname' }],
    [{ certNumber: '12345678', certState: 'NSW' }, { certNumber: 'birthcertnumber' }],
    [{ certNumber: '12345678', certState: 'VIC' }, {}],
    [{ year: '1929' }, { year: 'dvsyear' }],
    [{ year: '1989' }, { year: 'dvsyear' }], // before the 1990 birth
    [{ immicard: 'ABC123456' }, { immicard: 'immicard' }],
    [{ printable: 'café' }, { printable: 'printablechar' }],
    [{ alnum: 'a-b' }, { alnum: 'alphanumeric' }],
    [{ msic: 'AB1' }, { msic: 'msicnum' }],
    [{ vmsic: 'VEP1' }, { vmsic: 'veritasmsicnum' }],
    [{ asic: 'ABC' }, { asic: 'asicnumber' }],
    [{ vasic: 'VEA1' }, { vasic: 'asicnumber' }],
    [{ checked: false }, { checked: 'checked' }],
    [{ checked: undefined }, { checked: 'checked' }],
    [{ words: 'too few words' }, { words: 'minwords' }],
    [{ card: '1234' }, { card: 'cardnumber' }],
    [{ cvc: '12' }, { cvc: 'cvcnumber' }],
    [{ abn: '123' }, { abn: 'abn' }],
    [{ serial: '000' }, { serial: 'cardserial' }],
    [{ date: '2026-02-30' }, { date: 'date' }],
    [{ past: '2026-11-23' }, { past: 'future' }],
    [{ past: '2026-11-22' }, {}],
    [{ afterBirth: '1990-05-16' }, { afterBirth: 'beforebirth' }],
    [{ afterBirth: '1990-05-17' }, {}],
    [{ from: '2020-01-02', to: '2020-01-01' }, { to: 'daterange' }],
    [{ from: '2020-01-01', to: '2020-01-01' }, {}],
    [{ birthdate: '2026-12-01' }, { birthdate: 'future' }],
    [{ birthdate: '2014-01-01' }, { birthdate: 'minage' }],
    [{ birthdate: '1900-01-01' }, { birthdate: 'maxage' }],
    [{ birthdate: '1990-01-01' }, {}],
    [{ email: 'a@example.com', confirm: 'b@example.com' }, { confirm: 'match' }],
    [{ email: 'A@Example.com', confirm: ' a@example.com ' }, {}],
    [{ postcodeCountry: 'AU' }, { auOnly: 'required' }],
  ])('%j gives %j', (values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });

  it('format rules leave empty values to Required', () => {
    expect(errorsOf({ name: '', email: '', phone: undefined, date: null, words: '' })).toEqual({});
  });

  it('Text refuses a path with no limit, so every checked text has one', () => {
    expect(() => d.Text('NoSuchField')).toThrow(/No limit/);
  });
});

// The address fields of the induction enrolment (always asked) and of a card holder's address change (when asked).
const always = d.AustralianAddressFields();
const whenMoving = d.AustralianAddressFields((o) => o.moving === true);

class Addresses {
  @always.Street street?: unknown;
  @always.Suburb suburb?: unknown;
  @always.State state?: unknown;
  @always.Postcode postcode?: unknown;
  @whenMoving.Street newStreet?: unknown;
  @whenMoving.Suburb newSuburb?: unknown;
  @whenMoving.State newState?: unknown;
  @whenMoving.Postcode newPostcode?: unknown;
  moving?: boolean;
}

const home = { street: '12 Smith Street', suburb: 'Darwin City', state: 'NT', postcode: '0800' };
const addressErrors = (values: Record<string, unknown>) => flattenErrors(validateSync(Object.assign(new Addresses(), home, values)));

describe('AustralianAddressFields: one set of decorators for an Australian address, by any field names', () => {
  it.each([
    [{}, {}],
    [{ street: '', suburb: ' ', state: undefined, postcode: null }, { street: 'required', suburb: 'required', state: 'required', postcode: 'required' }],
    [{ street: '1 Main St!' }, { street: 'address' }],
    [{ street: 'x'.repeat(200) }, { street: 'maxlength' }],
    [{ street: 12 }, { street: 'type' }],
    [{ suburb: '2000' }, { suburb: 'suburb' }],
    [{ state: 'Northern' }, { state: 'invalid' }],
    [{ postcode: '08000A' }, { postcode: 'postcode' }],
    [{ postcode: ' 0800 ' }, {}],
    [{ moving: true }, { newStreet: 'required', newSuburb: 'required', newState: 'required', newPostcode: 'required' }],
    [{ newState: 'XX', newPostcode: '8' }, { newState: 'invalid', newPostcode: 'postcode' }],
    [{ moving: true, newStreet: '3 High Street', newSuburb: 'Alice Springs', newState: 'NT', newPostcode: '0870' }, {}],
  ])('%j gives %j', (values, expected) => {
    expect(addressErrors(values)).toEqual(expected);
  });
});
