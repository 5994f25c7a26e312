import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import type { Draft } from '@cards/shared/domain';
import { STEP_SETS, completionErrors, stepsFor } from '@cards/shared/validation';
import {
  NOT_GIVEN,
  addressLines,
  answerFor,
  answerGroups,
  countryName,
  formatDate,
  groupsBefore,
  stateName,
  stepAsking,
  text,
  yesNo,
  type AnswerLists,
} from '@cards/shared/validation';
import { completeDraft, listAnswers } from './fixtures.ts';

const today = new Date(2026, 10, 22);
const lists: AnswerLists = {
  countries: listAnswers['/api/country/list'] as AnswerLists['countries'],
  states: listAnswers['/api/state/list'] as AnswerLists['states'],
  idDocuments: listAnswers['/api/id-documents/auscheck-list'] as AnswerLists['idDocuments'],
  airports: listAnswers['/api/airport/list'] as AnswerLists['airports'],
  operationalNeeds: listAnswers['/api/operational-need/list'] as AnswerLists['operationalNeeds'],
  issuingBodies: [{ Id: 13, Code: 'SYD', Name: 'Sydney Airport', Cardtype: 'ASIC' }],
  accessFrequencies: listAnswers['/api/operational-need-access-frequency/options'] as AnswerLists['accessFrequencies'],
};

/** Every row as 'question: line | line', in page order. */
function rows(draft: Draft, brand = brands.default) {
  return Object.fromEntries(answerGroups(draft, lists, brand, today).map((g) => [g.id, g.answers.map((a) => `${a.question}: ${a.lines.join(' | ')}`)]));
}

describe('one answer in words', () => {
  it.each([
    ['1990-05-17', '17 May 1990'],
    ['2000-01-01', '1 January 2000'],
    ['2024-02-29', '29 February 2024'],
    ['2023-02-29', '2023-02-29'], // no such day: shown as typed
    ['', NOT_GIVEN],
    [undefined, NOT_GIVEN],
  ])('the date %s reads %s', (iso, words) => {
    expect(formatDate(iso)).toBe(words);
  });

  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [undefined, NOT_GIVEN],
    [null, NOT_GIVEN],
  ])('yes or no: %s reads %s', (value, words) => {
    expect(yesNo(value)).toBe(words);
  });

  it.each([
    ['  Ann ', 'Ann'],
    ['', NOT_GIVEN],
    ['   ', NOT_GIVEN],
    [undefined, NOT_GIVEN],
    [42, '42'],
  ])('text %j reads %j', (value, words) => {
    expect(text(value)).toBe(words);
  });

  it.each([
    ['AU', 'Australia'],
    ['NZ', 'New Zealand'],
    ['FJ', 'FJ'], // not in the list (yet): the code
    ['', NOT_GIVEN],
  ])('the country %s reads %s', (code, words) => {
    expect(countryName(code, lists.countries)).toBe(words);
  });

  it.each([
    ['NSW', 'New South Wales'],
    ['VIC', 'VIC'],
    [undefined, NOT_GIVEN],
  ])('the state %s reads %s', (code, words) => {
    expect(stateName(code, lists.states)).toBe(words);
  });

  it.each([
    [{ Country: 'AU', Line1: '1 Main St', State: 'NSW', Localityname: 'SYDNEY', Postcode: '2000' }, ['1 Main St', 'SYDNEY NSW 2000', 'Australia']],
    [{ Country: 'NZ', Line1: '5 Queen St', Localityname: 'Auckland', Postcode: '1010' }, ['5 Queen St', 'Auckland 1010', 'New Zealand']],
    [{ Country: 'AU', Line1: '1 Main St' }, ['1 Main St', NOT_GIVEN, 'Australia']],
    [{ Country: 'AU' }, [NOT_GIVEN]],
    [undefined, [NOT_GIVEN]],
  ])('the address %j reads as lines', (address, lines) => {
    expect(addressLines(address, lists.countries)).toEqual(lines);
  });
});

describe('every answer under its question', () => {
  it('the fixture is a draft whose first three steps are complete', () => {
    expect(completionErrors(0, 3, completeDraft, { today }, stepsFor(brands.default))).toEqual({});
  });

  it('a complete default-brand ASIC draft', () => {
    expect(rows(completeDraft)).toEqual({
      personal: [
        'Name: Ann Maree Citizen',
        'Known by another name: No',
        'Date of birth: 17 May 1990',
        'Gender: Female',
        'Country of birth: Australia',
        'Town or city of birth: Sydney',
        'State or territory of birth: New South Wales',
        'Citizenship: Australia',
        'Email address: ann@example.com',
        'Phone numbers: Mobile: 0400 000 000',
        'Number to call first: Mobile',
        'Proof of identity: Australian birth certificate',
        'State or territory where your birth was registered: New South Wales',
        'Registration number: 1234567',
        'Registration year: 1990',
        `Certificate number: ${NOT_GIVEN}`,
        'Family name on the certificate: Citizen',
        'Given names on the certificate: Ann Maree',
      ],
      address: [
        'Current address: 1 Main St | SYDNEY NSW 2000 | Australia',
        'Date you moved in: 1 January 2010',
        'Postal address: The same as your current address',
      ],
      card: [
        'Card: ASIC',
        'Applying as job ready: No',
        'Why you need the card: Airline staff',
        'Who can confirm why you need the card: My employer',
        'What you do in your job: I load and unload baggage on the apron for an airline at Sydney airport every shift',
        'How often you go into secure areas: Every day',
        'Sponsored by an organisation: No',
        'Airports: Sydney (SYD)',
        'Employer or organisation: Sky Airlines',
        `ABN: ${NOT_GIVEN}`,
        'Address of your employer: 2 Airport Dr | MASCOT NSW 2020 | Australia',
        'Contact person: Bob Boss | bob@example.com | 02 9999 0000',
        'Your job title: Baggage handler',
      ],
    });
  });

  it.each<[string, Draft, 'personal' | 'address' | 'card', string[]]>([
    ['a single name', { ...completeDraft, _singlename: true, Firstname: '', Surname: 'Madonna' }, 'personal', ['Name: Madonna']],
    ['other names', {
      ...completeDraft, _hasPreviousNames: true,
      _previousNames: [{ Type: 'Maiden', Firstname: 'Ann', Surname: 'Smith' }, { Type: 'Also known as', Firstname: 'Annie' }],
    }, 'personal', ['Known by another name: Yes', 'Other name 1: Ann Smith | Maiden name', 'Other name 2: Annie | Also known as']],
    ['born overseas: no state asked', { ...completeDraft, Birthcountry: 'NZ', Birthstate: '' }, 'personal', ['Country of birth: New Zealand']],
    ['documents brought to the interview', { ...completeDraft, _skippedId: true }, 'personal',
      ['Proof of identity: I will bring my documents to my interview']],
    ['a passport', { ...completeDraft, _idDocument: { Id: 8, Details: { Name: 'Ann Citizen', PassportNumber: 'N1234567', PassportCountry: 'NZ' } } },
      'personal', ['Proof of identity: Document 8', 'Name on the passport: Ann Citizen', 'Passport number: N1234567',
        'Country that issued the passport: New Zealand']],
    ['every phone', { ...completeDraft, Homephonenumber: '02 1111 2222', Workphonenumber: '02 3333 4444', Prefcontact: 'W' }, 'personal',
      ['Phone numbers: Mobile: 0400 000 000 | Home: 02 1111 2222 | Work: 02 3333 4444', 'Number to call first: Work']],
    ['a previous address', {
      ...completeDraft,
      _address: [
        { Country: 'AU', Line1: '1 Main St', State: 'NSW', Localityname: 'SYDNEY', Postcode: '2000', FromDate: '2020-03-01' },
        { Country: 'NZ', Line1: '5 Queen St', Localityname: 'Auckland', FromDate: '2012-01-01', ToDate: '2020-02-29' },
      ],
    }, 'address', ['Previous address: 5 Queen St | Auckland | New Zealand', 'Dates you lived there: 1 January 2012 to 29 February 2020']],
    ['a postal address of its own', {
      ...completeDraft, _postalAddress: { _postalSame: false, Country: 'AU', Line1: 'PO Box 12', State: 'NSW', Localityname: 'SYDNEY', Postcode: '2001' },
    }, 'address', ['Postal address: PO Box 12 | SYDNEY NSW 2001 | Australia']],
    ['a renewal', { ...completeDraft, _renew: true, Issuingbodyid: 13, Asicnum: 'ABC1234', Asicexpirydate: '2027-03-31' }, 'card',
      ['Who issued your current card: Sydney Airport', 'Your current ASIC number: ABC1234', 'When your current card expires: 31 March 2027']],
    ['job ready: no need, no airports', { ...completeDraft, _jobReady: true, Appsubtype: '2', OperationalNeedId: null, airports: [] }, 'card',
      ['Applying as job ready: Yes']],
    ['a four-year MSIC', { ...completeDraft, _cardType: 'msic', _fourYear: true }, 'card', ['Card: MSIC', 'How long: 4 years']],
    ['a white card', { ...completeDraft, Appsubtype: 'W' }, 'card', ['Card: White ASIC']],
    ['an ABN with its registered name', { ...completeDraft, Employerabn: '51 824 753 556', Employerbusinessname: 'Sky Airlines Pty Ltd' }, 'card',
      ['ABN: 51 824 753 556 | Registered to Sky Airlines Pty Ltd']],
    ['self-employed', { ...completeDraft, ExtraData: { ...completeDraft.ExtraData, OpNeedType: 'self employed' } }, 'card',
      ['Who can confirm why you need the card: I am self-employed', 'Your business: Sky Airlines']],
  ])('%s', (_, draft, group, expected) => {
    expect(rows(draft)[group]).toEqual(expect.arrayContaining(expected));
  });

  it('leaves out what the step does not ask: airports of an MSIC, the state of an overseas birth', () => {
    const msic = rows({ ...completeDraft, _cardType: 'msic', Birthcountry: 'NZ' });
    expect(msic.card!.some((r) => r.startsWith('Airports'))).toBe(false);
    expect(msic.personal!.some((r) => r.startsWith('State or territory of birth'))).toBe(false);
    // Its step 3 asks about maritime security zones, and its answer (on this page and the form PDF) says so.
    expect(msic.card).toContain('How often you go into maritime security zones: Every day');
    // The job-ready question only where the brand offers it.
    expect(rows(completeDraft, brands.bne).card!.some((r) => r.startsWith('Applying as job ready'))).toBe(false);
  });
});

describe('which answer and which step a field belongs to', () => {
  const groups = answerGroups(completeDraft, lists, brands.default, today);
  const steps = stepsFor(brands.default);

  it.each([
    ['Birthdate', 'Birthdate'],
    ['EmailConfirm', 'Email'],
    ['_phones', '_phones'],
    ['Homephonenumber', '_phones'],
    ['_address.0.Postcode', '_address.0.Line1'],
    ['_address', '_address.0.Line1'],
    ['_idDocument.Details.Exemption', '_idDocument.Id'],
    ['Employersurname', 'Employerfirstname'],
    ['nothing.we.know', undefined],
  ])('%s is shown by the answer that changes %s', (field, path) => {
    expect(answerFor(groups, field)?.path).toBe(path);
  });

  it.each([
    ['Birthdate', 'step1'],
    ['_previousNames.1.Surname', 'step1'],
    ['_address.0.Line1', 'step2'],
    ['_postalAddress._postalSame', 'step2'],
    ['airports', 'step3'],
    ['ExtraData.OpNeedType', 'step3'],
    ['_termsAccepted', 'step4'],
  ])('%s is asked on %s', (path, slug) => {
    expect(stepAsking(path, steps)?.slug).toBe(slug);
  });

  it('the summary step checks every earlier group; the asset brands\' last step, which asks the card, only steps 1 and 2', () => {
    expect(groupsBefore(groups, steps, 4).map((g) => g.id)).toEqual(['personal', 'address', 'card']);
    const asset = stepsFor(brands.chcheli, STEP_SETS);
    expect(asset).toHaveLength(3);
    expect(groupsBefore(groups, asset, 3).map((g) => g.id)).toEqual(['personal', 'address']);
  });
});
