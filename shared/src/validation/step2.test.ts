import { describe, expect, it } from 'vitest';
import type { Address, Draft } from '@cards/shared/domain';
import { stepErrors } from './form-steps.ts';

const today = new Date(2026, 10, 22); // the history reaches back to 2016-11-22

const current: Address = { Country: 'AU', Line1: '1 Main St', Localityname: 'Hobart', State: 'TAS', Postcode: '7000', FromDate: '2020-03-01', ToDate: '2026-11-22' };
const previous: Address = { Country: 'NZ', Line1: '5 Queen St', Localityname: 'Auckland', State: '', Postcode: '', FromDate: '2005-01-01', ToDate: '2020-03-01' };
const valid: Draft = { Birthdate: '1990-05-17', _address: [current, previous], _postalAddress: { _postalSame: true } };

const errors = (changes: Draft) => stepErrors(2, { ...valid, ...changes }, { today });
const withCurrent = (changes: Address) => ({ _address: [{ ...current, ...changes }, previous] });
const withPrevious = (changes: Address) => ({ _address: [current, { ...previous, ...changes }] });

describe('SPEC §5, §2 step 2: a complete step passes', () => {
  it('has no errors', () => {
    expect(stepErrors(2, valid, { today })).toEqual({});
  });

  it('names each field of the current address when none is given, as the page asks for one', () => {
    const empty = {
      '_address.0.Line1': 'required',
      '_address.0.Localityname': 'required',
      '_address.0.State': 'required',
      '_address.0.Postcode': 'required',
      '_address.0.FromDate': 'required',
    };
    expect(errors({ _address: [] })).toEqual(empty);
    expect(errors({ _address: undefined })).toEqual(empty);
    expect(errors({ _address: 'not a list' as never })).toEqual(empty);
  });

  it('reports the fields of an empty address', () => {
    expect(errors({ _address: [{}] })).toEqual({
      '_address.0.Country': 'required',
      '_address.0.Line1': 'required',
      '_address.0.Localityname': 'required',
      '_address.0.FromDate': 'required',
    });
  });
});

describe('SPEC §5 step 2: each address (Country, Line1, Localityname, State, Postcode, FromDate, ToDate)', () => {
  it.each([
    [withCurrent({ Country: 'Australia' }), { '_address.0.Country': 'invalid' }],
    [withCurrent({ Line1: '1 Main St!' }), { '_address.0.Line1': 'address' }],
    [withCurrent({ Line1: 'x'.repeat(101) }), { '_address.0.Line1': 'maxlength' }],
    [withCurrent({ Localityname: 'Hobart 7000' }), { '_address.0.Localityname': 'suburb' }],
    [withPrevious({ Localityname: 'St. Heliers' }), {}], // the suburb format is for Australian places
    [withCurrent({ State: '' }), { '_address.0.State': 'required' }],
    [withCurrent({ State: 'Tasmania' }), { '_address.0.State': 'invalid' }],
    [withPrevious({ State: 'Auckland Region' }), {}],
    [withCurrent({ Postcode: '' }), { '_address.0.Postcode': 'required' }],
    [withCurrent({ Postcode: '70' }), { '_address.0.Postcode': 'postcode' }],
    [withCurrent({ Postcode: '800' }), {}],
    [withPrevious({ Postcode: 'AB1 2CD' }), {}],
    [withPrevious({ Postcode: '12345678901' }), { '_address.1.Postcode': 'maxlength' }],
    [withCurrent({ FromDate: '' }), { '_address.0.FromDate': 'required' }],
    [withCurrent({ FromDate: '2020-02-30' }), { '_address.0.FromDate': 'date' }],
    [withCurrent({ ToDate: undefined }), {}], // the current address runs to today
    [withPrevious({ ToDate: '' }), { '_address.1.ToDate': 'required' }],
    [withPrevious({ ToDate: '2020-13-01' }), { '_address.1.ToDate': 'date' }],
  ] as [Draft, object][])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });
});

describe('SPEC §5 Dates and addresses, §9: 10 years of history, at most 2, no date before birth', () => {
  it.each([
    ['one address of 10 years', { _address: [{ ...current, FromDate: '2016-11-22' }] }, {}],
    ['one address of 10 years and an unneeded second, which is not checked',
      { _address: [{ ...current, FromDate: '2010-01-01' }, {}] }, {}],
    // The page then asks for the previous address, so its fields are named one by one.
    ['one address under 10 years', { _address: [current] }, {
      '_address.1.Line1': 'required', '_address.1.Localityname': 'required', '_address.1.State': 'required',
      '_address.1.Postcode': 'required', '_address.1.FromDate': 'required' }],
    ['two addresses under 10 years', withPrevious({ FromDate: '2018-01-01' }), { '_address.1.FromDate': 'tenyears' }],
    ['a gap', withPrevious({ ToDate: '2019-01-01' }), { '_address.1.ToDate': 'addresshistory' }],
    ['three addresses', { _address: [current, previous, previous] }, { _address: 'addresshistory' }],
    ['a start date in the future', { _address: [{ ...current, FromDate: '2027-01-01' }] },
      { '_address.0.FromDate': 'future', ...{
      '_address.1.Line1': 'required', '_address.1.Localityname': 'required', '_address.1.State': 'required',
      '_address.1.Postcode': 'required', '_address.1.FromDate': 'required' } }],
    ['a start date before birth', withPrevious({ FromDate: '1980-01-01' }), { '_address.1.FromDate': 'beforebirth' }],
    ['an end before the start', withPrevious({ FromDate: '2021-01-01' }), { '_address.1.ToDate': 'daterange', '_address.1.FromDate': 'tenyears' }],
  ] as [string, Draft, object][])('%s', (_, changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });

  it('judges dates against birth only once the birthdate is known', () => {
    expect(errors({ Birthdate: undefined, ...withPrevious({ FromDate: '1900-01-01' }) })).toEqual({});
  });
});

describe('SPEC §3 step 2: postal address, unless it is the current address', () => {
  const postal = { Country: 'AU', Line1: 'PO Box 12', Localityname: 'Hobart', State: 'TAS', Postcode: '7001' };
  it.each([
    [{ _postalAddress: undefined }, {}],
    [{ _postalAddress: { _postalSame: true, Line1: '!!' } }, {}],
    [{ _postalAddress: { ...postal, _postalSame: false } }, {}],
    [{ _postalAddress: { _postalSame: false } },
      { '_postalAddress.Country': 'required', '_postalAddress.Line1': 'required', '_postalAddress.Localityname': 'required' }],
    [{ _postalAddress: { ...postal, Postcode: '7', State: 'Tas', _postalSame: false } },
      { '_postalAddress.Postcode': 'postcode', '_postalAddress.State': 'invalid' }],
    [{ _postalAddress: { Country: 'AU', _postalSame: false } },
      { '_postalAddress.Line1': 'required', '_postalAddress.Localityname': 'required', '_postalAddress.State': 'required', '_postalAddress.Postcode': 'required' }],
    [{ _postalAddress: { Country: 'GB', Line1: '10 Downing St', Localityname: 'London', _postalSame: false } }, {}],
  ] as [Draft, object][])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected);
  });
});
