import { describe, expect, it } from 'vitest';
import {
  REPORT_TYPE_FIELDS, ReportTypes, cardHolderReportErrors, cardHolderReportPayload, contactEnquiryErrors, contactEnquiryPayload,
  type CardHolderReport, type ContactEnquiry, type ReportType, type Unchecked,
} from './contact.ts';

// SPEC §3 'Contact enquiry', §5 'Contact' (company drops the card number; general drops cards-required and company),
// and the card holder's report (ours).
const today = new Date(2026, 10, 22);

const general: Unchecked<ContactEnquiry> = {
  EnquiryType: 'General Enquiries', Name: 'Jane Citizen', Email: 'jane@example.com.au', Phone: '0400 000 000',
  Message: 'When will my card arrive, please?', CardNum: 'ABC1234', recaptcha: 'answer',
};
const company: Unchecked<ContactEnquiry> = {
  EnquiryType: 'Company Enquiries', Name: 'Sam Lee', Email: 'sam@example.com', Message: 'We need cards for our ground staff.',
  CardsRequired: 25, Company: 'Top End Ground Handling', recaptcha: 'answer',
};

describe('the contact enquiry', () => {
  it('passes a good general and a good company enquiry', () => {
    expect(contactEnquiryErrors(general)).toEqual({});
    expect(contactEnquiryErrors(company)).toEqual({});
  });

  it.each([
    [general, { Name: '' }, 'Name', 'required'],
    [general, { Name: 'J4ne' }, 'Name', 'name'],
    [general, { Name: 'a'.repeat(101) }, 'Name', 'maxlength'],
    [general, { Name: 7 }, 'Name', 'type'],
    [general, { Email: '' }, 'Email', 'required'],
    [general, { Email: 'jane@' }, 'Email', 'email'],
    [general, { Phone: '12' }, 'Phone', 'phone'],
    [general, { Phone: '' }, 'Phone', undefined],
    [general, { Message: '' }, 'Message', 'required'],
    [general, { Message: 'Too short' }, 'Message', 'minlength'],
    [general, { Message: 'x'.repeat(2001) }, 'Message', 'maxlength'],
    [general, { Message: 'Naïve question about my card' }, 'Message', 'printablechar'],
    [general, { Message: 'Line one\nline two of my message' }, 'Message', undefined],
    [general, { CardNum: 'VEP1234567' }, 'CardNum', undefined],
    [general, { CardNum: 'VEA1234567' }, 'CardNum', undefined],
    [general, { CardNum: 'MSC 12345' }, 'CardNum', undefined],
    [general, { CardNum: 'AB12' }, 'CardNum', 'asicnumber'],
    [general, { CardNum: '' }, 'CardNum', undefined],
    [general, { EnquiryType: 'Other' }, 'EnquiryType', 'invalid'],
    [general, { EnquiryType: '' }, 'EnquiryType', 'required'],
    [general, { recaptcha: '' }, 'recaptcha', 'captcha'],
    [general, { recaptcha: undefined }, 'recaptcha', 'captcha'],
    [company, { CardsRequired: undefined }, 'CardsRequired', 'required'],
    [company, { CardsRequired: '' }, 'CardsRequired', 'required'],
    [company, { CardsRequired: '12' }, 'CardsRequired', undefined],
    [company, { CardsRequired: 0 }, 'CardsRequired', 'wholenumber'],
    [company, { CardsRequired: 5001 }, 'CardsRequired', 'wholenumber'],
    [company, { CardsRequired: 2.5 }, 'CardsRequired', 'wholenumber'],
    [company, { CardsRequired: 'ten' }, 'CardsRequired', 'wholenumber'],
    [company, { Company: '' }, 'Company', 'required'],
    [company, { Company: 'x'.repeat(101) }, 'Company', 'maxlength'],
  ] as const)('%#: %j → %s %s', (base, change, field, key) => {
    expect(contactEnquiryErrors({ ...base, ...change })[field]).toBe(key);
  });

  it('checks only the fields of its type: company ignores the card number, general the company fields', () => {
    expect(contactEnquiryErrors({ ...company, CardNum: 'not a card' })).toEqual({});
    expect(contactEnquiryErrors({ ...general, CardsRequired: -4, Company: '' })).toEqual({});
  });

  it('drops the fields the type does not use, trims, leaves out blanks and counts cards as a number', () => {
    expect(contactEnquiryPayload({ ...company, CardNum: 'ABC1234', CardsRequired: ' 25 ', Phone: '' })).toEqual({
      EnquiryType: 'Company Enquiries', Name: 'Sam Lee', Email: 'sam@example.com', Message: 'We need cards for our ground staff.',
      CardsRequired: 25, Company: 'Top End Ground Handling', recaptcha: 'answer',
    });
    const payload = contactEnquiryPayload({ ...general, Name: ' Jane Citizen ', CardsRequired: 3, Company: 'Acme' });
    expect(payload).toEqual({ ...general, Name: 'Jane Citizen' });
    expect(payload).not.toHaveProperty('CardsRequired');
    expect(payload).not.toHaveProperty('Company');
  });
});

const common: Unchecked<CardHolderReport> = {
  CardType: 'asic', FullName: 'Jane Citizen', Birthdate: '1990-05-14', Email: 'jane@example.com.au', CardNumber: 'ABC1234',
  recaptcha: 'answer',
};
const own: Record<ReportType, Unchecked<CardHolderReport>> = {
  lost: { EventDate: '2026-11-01' },
  stolen: { EventDate: '2026-10-30', PoliceReport: 'E12345678' },
  damaged: { EventDate: '2026-06-01' },
  'name-change': { PreviousName: 'Jane Smith', NewName: 'Jane Citizen' },
  'address-change': { Address: '12 Smith Street', Suburb: 'Darwin', State: 'NT', Postcode: '0800' },
  return: { ReturnMethod: 'post' },
};
const report = (type: ReportType, change: Unchecked<CardHolderReport> = {}) => ({ ...common, ReportType: type, ...own[type], ...change });

describe("the card holder's report", () => {
  it.each(ReportTypes)('a good %s report passes', (type) => {
    expect(cardHolderReportErrors(report(type), today)).toEqual({});
  });

  // Every field each type asks for, left empty: the required ones are reported, the optional ones not.
  const optional = new Set(['Phone', 'Details', 'PoliceReport']);
  it.each(ReportTypes.flatMap((type) => REPORT_TYPE_FIELDS[type].filter((f) => f !== 'ReportType').map((field) => [type, field] as const)))(
    '%s without %s', (type, field) => {
      const key = field === 'recaptcha' ? 'captcha' : optional.has(field) ? undefined : 'required';
      expect(cardHolderReportErrors(report(type, { [field]: '' }), today)[field]).toBe(key);
    },
  );

  it.each([
    ['lost', { EventDate: '2026-11-23' }, 'EventDate', 'future'],
    ['lost', { EventDate: '2025-11-21' }, 'EventDate', 'withinyear'],
    ['lost', { EventDate: '2025-11-22' }, 'EventDate', undefined],
    ['damaged', { EventDate: '2026-02-30' }, 'EventDate', 'date'],
    // Police forces write their numbers with hyphens and slashes.
    ['stolen', { PoliceReport: 'WAPOL-2026-118822' }, 'PoliceReport', undefined],
    ['stolen', { PoliceReport: 'E12345678/26' }, 'PoliceReport', undefined],
    ['stolen', { PoliceReport: 'QP 2600123456' }, 'PoliceReport', undefined],
    ['stolen', { PoliceReport: 'E-123!' }, 'PoliceReport', 'policereport'],
    ['stolen', { PoliceReport: '--/--' }, 'PoliceReport', 'policereport'],
    ['stolen', { PoliceReport: 'A'.repeat(31) }, 'PoliceReport', 'maxlength'],
    ['name-change', { NewName: 'Jane 2' }, 'NewName', 'name'],
    ['address-change', { State: 'XX' }, 'State', 'invalid'],
    ['address-change', { Postcode: '08' }, 'Postcode', 'postcode'],
    ['address-change', { Suburb: '9 Mile' }, 'Suburb', 'suburb'],
    ['address-change', { Address: '12 Smith St <b>' }, 'Address', 'address'],
    ['return', { ReturnMethod: 'courier' }, 'ReturnMethod', 'invalid'],
    ['lost', { CardNumber: 'VEA1234567' }, 'CardNumber', undefined],
    ['lost', { CardNumber: 'AB-12' }, 'CardNumber', 'asicnumber'],
    ['lost', { CardType: 'msic', CardNumber: 'ABC1234' }, 'CardNumber', 'msicnum'],
    ['lost', { CardType: 'msic', CardNumber: 'VEP 1234567' }, 'CardNumber', undefined],
    ['lost', { CardType: 'boat' }, 'CardType', 'invalid'],
    ['lost', { Birthdate: '2030-01-01' }, 'Birthdate', 'future'],
    ['lost', { Birthdate: '14/05/1990' }, 'Birthdate', 'date'],
    ['lost', { Details: 'Ça va' }, 'Details', 'printablechar'],
    ['lost', { Details: 'x'.repeat(1001) }, 'Details', 'maxlength'],
    ['lost', { ReportType: 'found' }, 'ReportType', 'invalid'],
  ] as const)('%s %j → %s %s', (type, change, field, key) => {
    expect(cardHolderReportErrors(report(type, change), today)[field]).toBe(key);
  });

  it('checks and keeps only the fields of its type', () => {
    const mixed = report('return', { EventDate: 'soon', NewName: '123', Address: '<>' });
    expect(cardHolderReportErrors(mixed, today)).toEqual({});
    expect(cardHolderReportPayload({ ...mixed, Phone: ' ', FullName: ' Jane Citizen ' })).toEqual({
      ReportType: 'return', CardType: 'asic', FullName: 'Jane Citizen', Birthdate: '1990-05-14', Email: 'jane@example.com.au',
      CardNumber: 'ABC1234', ReturnMethod: 'post', recaptcha: 'answer',
    });
  });
});
