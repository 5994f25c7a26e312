import { describe, expect, it } from 'vitest';
import { ErrorKey, type FieldErrors } from '@cards/shared/domain';
import { KEY_PRIORITY } from './keys.ts';
import { fieldMessage, PERSONAL_SECTIONS, summaryMessages, SUMMARY_SECTIONS } from './messages.ts';
import { stepErrors } from './form-steps.ts';

const SPEC_SUMMARY = [
  'Please ensure your name is entered correctly',
  'Please ensure your previous names are entered correctly',
  'Please ensure your date of birth is entered correctly',
  'Please ensure your gender is entered correctly',
  'Please ensure your email is entered correctly',
  'Please ensure your contact numbers are entered correctly (preferred number missing)',
  'Please ensure your citizenship is entered correctly',
  'Please ensure your place of birth is entered correctly',
  'Please ensure your proof of identity is entered correctly',
  'Please ensure your addresses are entered correctly',
  'Please ensure your postal address is entered correctly',
];

describe('SPEC §5 Summary messages: one per section, in page order, linking the first failing field', () => {
  it('uses the spec wording for every section', () => {
    const texts = SUMMARY_SECTIONS.map((s) => s.message);
    for (const message of SPEC_SUMMARY) {
      const plain = message.replace(' (preferred number missing)', '');
      expect(texts).toContain(plain);
    }
    // And ours for steps 3 and 4, in the same words.
    expect(texts.slice(SPEC_SUMMARY.length)).toEqual([
      'Please ensure your card details are entered correctly',
      'Please ensure your operational need is entered correctly',
      'Please ensure your airports are entered correctly',
      'Please ensure your employer details are entered correctly',
      'Please ensure your payment option is entered correctly',
      'Please sign the statement of your operational need',
      'Please ensure you have agreed to the terms and the declaration',
    ]);
  });

  it('lists every section of an empty step 1 in page order, each with its failing fields in page order', () => {
    const errors = stepErrors(1, {}, { today: new Date(2026, 10, 22) });
    const line = (section: string, message: string, fields: string[]) => ({ section, message, field: fields[0], fields });
    expect(summaryMessages(errors)).toEqual([
      line('name', SPEC_SUMMARY[0], ['Firstname', 'Surname']),
      line('birthdate', SPEC_SUMMARY[2], ['Birthdate']),
      line('gender', SPEC_SUMMARY[3], ['Gender']),
      line('birthplace', SPEC_SUMMARY[7], ['Birthcountry', 'Birthplace']),
      line('citizenship', SPEC_SUMMARY[6], ['Citizenship']),
      line('email', SPEC_SUMMARY[4], ['Email', 'EmailConfirm']),
      line('phones', SPEC_SUMMARY[5], ['_phones', 'Prefcontact']),
      line('identity', SPEC_SUMMARY[8], ['_idDocument.Id']),
    ]);
  });

  it('orders the fields of a list item by item, then by their place in it', () => {
    const errors: FieldErrors = {
      '_address.1.FromDate': 'required', '_address.0.Postcode': 'postcode', '_address.1.Line1': 'required', '_address.0.Line1': 'address',
    };
    expect(summaryMessages(errors)[0]!.fields).toEqual(['_address.0.Line1', '_address.0.Postcode', '_address.1.Line1', '_address.1.FromDate']);
  });

  it.each([
    [{ Surname: 'name', Firstname: 'required' }, 'name', 'Firstname'],
    [{ '_previousNames.1.Type': 'required', '_previousNames.0.Surname': 'name' }, 'previousNames', '_previousNames.0.Surname'],
    [{ '_previousNames.0.Surname': 'name', _previousNames: 'required' }, 'previousNames', '_previousNames'],
    [{ '_previousNames.0.Surname': 'name', '_previousNames.0.Firstname': 'name' }, 'previousNames', '_previousNames.0.Firstname'],
    [{ EmailConfirm: 'match' }, 'email', 'EmailConfirm'],
    [{ '_idDocument.Details.GivenNames': 'dvsname', '_idDocument.Details.State': 'required' }, 'identity', '_idDocument.Details.State'],
    [{ '_idDocument.Details.Unexpected': 'unknown' }, 'identity', '_idDocument.Details.Unexpected'],
    [{ '_address.1.Line1': 'address', '_address.0.ToDate': 'date' }, 'addresses', '_address.0.ToDate'],
    [{ '_address.0.Postcode': 'postcode', _address: 'addresshistory' }, 'addresses', '_address'],
    [{ '_address.0': 'type' }, 'addresses', '_address.0'],
    [{ '_postalAddress.Postcode': 'postcode', '_postalAddress.Line1': 'required' }, 'postalAddress', '_postalAddress.Line1'],
  ] as Array<[FieldErrors, string, string]>)('%j: section %s links %s', (errors, section, field) => {
    expect(summaryMessages(errors)).toEqual([expect.objectContaining({ section, field })]);
  });

  it.each([
    [{ Homephonenumber: 'phone' }, 'Please ensure your contact numbers are entered correctly'],
    [{ _phones: 'onephone' }, SPEC_SUMMARY[5]],
    [{ Prefcontact: 'prefcontact' }, SPEC_SUMMARY[5]],
    [{ Prefcontact: 'required', Workphonenumber: 'phone' }, SPEC_SUMMARY[5]],
  ] as Array<[FieldErrors, string]>)('contact numbers %j: %s', (errors, message) => {
    const field = Object.keys(errors).includes('Workphonenumber') ? 'Workphonenumber' : Object.keys(errors)[0];
    expect(summaryMessages(errors)).toEqual([expect.objectContaining({ section: 'phones', message, field })]);
  });

  it('orders sections by the page, not by the errors', () => {
    const sections = summaryMessages({ _postalAddress: 'type', '_address.0.Line1': 'required', Gender: 'invalid', Firstname: 'name' }).map((s) => s.section);
    expect(sections).toEqual(['name', 'gender', 'addresses', 'postalAddress']);
  });

  it('has no line for fields of other steps\' sections, or for the body as a whole', () => {
    expect(summaryMessages({ Employername: 'required', '': 'type', airports: 'required' }, PERSONAL_SECTIONS)).toEqual([]);
    expect(summaryMessages({ '': 'type' })).toEqual([]);
    expect(summaryMessages({})).toEqual([]);
  });
});

describe('fieldMessage: plain words at the field for each error key', () => {
  it('names the box that is not ticked', () => {
    expect(fieldMessage('checked', 'that you agree to the terms and conditions')).toBe('Tick the box to confirm that you agree to the terms and conditions');
    expect(fieldMessage('checked', 'the declaration')).toBe('Tick the box to confirm the declaration');
    expect(fieldMessage('checked', 'this answer')).toBe('Tick this box to continue');
  });

  it.each([
    ['required', 'first name', 'Enter first name'],
    ['required', 'Date of birth', 'Enter date of birth'],
    ['required', 'ImmiCard number', 'Enter ImmiCard number'],
    ['required', 'Australian postcode', 'Enter Australian postcode'],
    ['required', 'whether you have had another name', 'Tell us whether you have had another name'],
    ['invalid', 'gender', 'Choose gender from the options given'],
    ['maxlength', 'first name', 'First name is too long'],
    ['name', 'family name', 'Family name can only include letters, spaces, hyphens, apostrophes, commas and full stops'],
    ['email', 'email address', 'Enter a valid email address'],
    ['match', 'email address again', 'The email addresses do not match'],
    ['date', 'date of birth', 'Date of birth must be a real date, as day, month and year'],
    ['minage', 'date of birth', 'You must be at least 13 years old to apply'],
    ['future', 'date of birth', 'Date of birth must be today or in the past'],
    ['beforebirth', 'date you moved in', 'Date you moved in cannot be before your date of birth'],
    ['postcode', 'postcode of your current address', 'Postcode of your current address must be an Australian postcode of 3 to 5 digits'],
    ['tenyears', 'date you moved into your previous address',
      'Date you moved into your previous address must be 10 or more years ago, so that your addresses cover the last 10 years'],
    ['onephone', 'mobile number', 'Enter at least one phone number'],
    ['addresshistory', 'address history', 'Give your addresses for the last 10 years, with no gaps'],
  ] as Array<[ErrorKey, string, string]>)('%s for %j: %s', (key, label, message) => {
    expect(fieldMessage(key, label)).toBe(message);
  });

  it('asks to choose a missing choice, and to tell whether', () => {
    expect(fieldMessage('required', 'your gender', { choice: true })).toBe('Choose your gender');
    expect(fieldMessage('required', 'whether you have had another name', { choice: true })).toBe('Tell us whether you have had another name');
    expect(fieldMessage('invalid', 'your gender', { choice: true })).toBe('Choose your gender from the options given');
  });

  it('has a message of its own for every key, and an unknown key is a type error', () => {
    for (const key of Object.values(ErrorKey)) {
      expect(fieldMessage(key, 'the answer'), key).toMatch(/\S/);
    }
    expect(new Set(KEY_PRIORITY)).toEqual(new Set(Object.values(ErrorKey)));
    // @ts-expect-error: not an error key
    expect(() => fieldMessage('no-such-key', 'first name')).toThrow();
  });
});
