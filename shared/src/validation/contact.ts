// The contact form (SPEC §3 'Contact enquiry', §4 'Contact forms', §5 'Contact') and the card holder's report (ours,
// for the card holder's duties hub), as class-validator classes, so the page and the api check them alike.
// Each type asks only its own fields: the checks look at those alone, and the payload functions drop the others.
import {
  addYears, compareIsoDates, isoDateOf, parseIsoDate, type AustralianStateCode, type FieldErrors,
} from '@cards/shared/domain';
import {
  AustralianAddressFields, CONTEXT, IsBirthdate, IsEmailAddress, IsIsoDate, IsName, IsPhone, IsPoliceReport, IsPrintable,
  MaxText, MinLength, NotInFuture, OneOf, Required, Text, contextOf, formatRule, rule, type RuleContext,
} from './decorators.ts';
import * as f from './formats.ts';
import { validate } from './step-errors.ts';

/** SPEC §9 enquiry types. */
export const EnquiryTypes = ['Company Enquiries', 'General Enquiries'] as const;
export type EnquiryType = (typeof EnquiryTypes)[number];

/** What a card holder may report (ours). */
export const ReportTypes = ['lost', 'stolen', 'damaged', 'name-change', 'address-change', 'return'] as const;
export type ReportType = (typeof ReportTypes)[number];

export const ReportCardTypes = ['asic', 'msic'] as const;
export const ReturnMethods = ['post', 'in-person'] as const;

/** Limits of the two forms (ours: SPEC §3 leaves the other contact fields open). */
export const CONTACT_LIMITS = {
  name: 100,
  company: 100,
  messageMin: 10,
  messageMax: 2000,
  cardsMin: 1,
  cardsMax: 5000,
  policeReport: 30,
  details: 1000,
  /** Room for an ALTCHA payload or a reCAPTCHA token. */
  captcha: 10_000,
} as const;

export interface ContactEnquiry {
  EnquiryType: EnquiryType;
  Name: string;
  Email: string;
  Phone?: string;
  Message: string;
  /** General enquiries only: the card held, an ASIC or MSIC number. */
  CardNum?: string;
  /** Company enquiries only: how many cards, 1 to 5000. */
  CardsRequired?: number;
  /** Company enquiries only. */
  Company?: string;
  /** The captcha's answer, whichever captcha the api names (GET /api/captcha). */
  recaptcha: string;
}

export interface CardHolderReport {
  ReportType: ReportType;
  CardType: (typeof ReportCardTypes)[number];
  FullName: string;
  /** YYYY-MM-DD. */
  Birthdate: string;
  Email: string;
  Phone?: string;
  /** The card's number: an ASIC or an MSIC number, by CardType. */
  CardNumber: string;
  /** lost, stolen, damaged: when it happened (YYYY-MM-DD), within the last year. */
  EventDate?: string;
  /** stolen: the police report's reference, when there is one. */
  PoliceReport?: string;
  /** name-change. */
  PreviousName?: string;
  NewName?: string;
  /** address-change: the new address, in Australia. */
  Address?: string;
  Suburb?: string;
  State?: AustralianStateCode;
  Postcode?: string;
  /** return. */
  ReturnMethod?: (typeof ReturnMethods)[number];
  Details?: string;
  recaptcha: string;
}

/** What the page or a request holds before it is checked: any value in any field. */
export type Unchecked<T> = { [K in keyof T]?: unknown };

const COMMON_ENQUIRY_FIELDS = ['EnquiryType', 'Name', 'Email', 'Phone', 'Message', 'recaptcha'] as const;

/** SPEC §5 'Contact': the fields each enquiry type sends (company drops the card number; general drops the rest). */
export const ENQUIRY_TYPE_FIELDS: Readonly<Record<EnquiryType, readonly (keyof ContactEnquiry)[]>> = {
  'Company Enquiries': [...COMMON_ENQUIRY_FIELDS, 'CardsRequired', 'Company'],
  'General Enquiries': [...COMMON_ENQUIRY_FIELDS, 'CardNum'],
};

const COMMON_REPORT_FIELDS = ['ReportType', 'CardType', 'FullName', 'Birthdate', 'Email', 'Phone', 'CardNumber', 'Details', 'recaptcha'] as const;

/** The fields each report type sends. */
export const REPORT_TYPE_FIELDS: Readonly<Record<ReportType, readonly (keyof CardHolderReport)[]>> = {
  lost: [...COMMON_REPORT_FIELDS, 'EventDate'],
  stolen: [...COMMON_REPORT_FIELDS, 'EventDate', 'PoliceReport'],
  damaged: [...COMMON_REPORT_FIELDS, 'EventDate'],
  'name-change': [...COMMON_REPORT_FIELDS, 'PreviousName', 'NewName'],
  'address-change': [...COMMON_REPORT_FIELDS, 'Address', 'Suburb', 'State', 'Postcode'],
  return: [...COMMON_REPORT_FIELDS, 'ReturnMethod'],
};

// --- rules of these forms

const isCompany = (o: Record<string, unknown>) => o.EnquiryType === 'Company Enquiries';

/** A whole number from 1 to 5000, typed (a digit string, from an input) or as a number; otherwise undefined. */
export function cardsRequiredOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= CONTACT_LIMITS.cardsMin && n <= CONTACT_LIMITS.cardsMax ? n : undefined;
}

const IsCardsRequired = () => rule('wholenumber', (value) => value === undefined || value === null || value === '' || cardsRequiredOf(value) !== undefined);

const isAsicCard = (text: string) => f.isAsicNumber(text) || f.isVeritasAsicNumber(text);
const isMsicCard = (text: string) => f.isMsicNumber(text) || f.isVeritasMsicNumber(text);

/** The captcha's answer is there (captcha); whether it is right is the api's check. */
const HasCaptcha = () => rule('captcha', (value) => typeof value === 'string' && value.trim() !== '');

/** Not more than a year before today (withinyear). */
const WithinLastYear = () => formatRule('withinyear', (text, object) => {
  const today = contextOf(object)?.today;
  return !today || !parseIsoDate(text) || compareIsoDates(text, addYears(isoDateOf(today), -1)) >= 0;
});

const needs = (...types: ReportType[]) => (o: Record<string, unknown>) => (types as unknown[]).includes(o.ReportType);

/** An address change's new address, in Australia: asked for by that report alone. */
const newAddress = AustralianAddressFields(needs('address-change'));

export class ContactEnquiryForm {
  @Required()
  @OneOf(EnquiryTypes)
  EnquiryType?: unknown;

  @Required()
  @MaxText(CONTACT_LIMITS.name)
  @IsName()
  Name?: unknown;

  @Required()
  @Text('Email')
  @IsEmailAddress()
  Email?: unknown;

  @MaxText(CONTACT_LIMITS.name)
  @IsPhone()
  Phone?: unknown;

  @Required()
  @MaxText(CONTACT_LIMITS.messageMax)
  @MinLength(CONTACT_LIMITS.messageMin)
  @IsPrintable()
  Message?: unknown;

  /** SPEC §3: general enquiries only; an ASIC or an MSIC number (asicnumber). */
  @MaxText(20)
  @formatRule('asicnumber', (text) => isAsicCard(text.trim()) || isMsicCard(text.trim()))
  CardNum?: unknown;

  /** SPEC §3: company enquiries only. */
  @Required(isCompany)
  @IsCardsRequired()
  CardsRequired?: unknown;

  @Required(isCompany)
  @MaxText(CONTACT_LIMITS.company)
  @IsPrintable()
  Company?: unknown;

  @HasCaptcha()
  @MaxText(CONTACT_LIMITS.captcha)
  recaptcha?: unknown;
}

export class CardHolderReportForm {
  @Required()
  @OneOf(ReportTypes)
  ReportType?: unknown;

  @Required()
  @OneOf(ReportCardTypes)
  CardType?: unknown;

  @Required()
  @MaxText(CONTACT_LIMITS.name)
  @IsName()
  FullName?: unknown;

  @Required()
  @IsIsoDate()
  @IsBirthdate()
  Birthdate?: unknown;

  @Required()
  @Text('Email')
  @IsEmailAddress()
  Email?: unknown;

  @MaxText(CONTACT_LIMITS.name)
  @IsPhone()
  Phone?: unknown;

  /** The number's format follows the card type; with no card type yet, only its presence is checked. */
  @Required()
  @MaxText(20)
  @formatRule('asicnumber', (text, o) => o.CardType !== 'asic' || isAsicCard(text.trim()))
  @formatRule('msicnum', (text, o) => o.CardType !== 'msic' || isMsicCard(text.trim()))
  CardNumber?: unknown;

  @Required(needs('lost', 'stolen', 'damaged'))
  @IsIsoDate()
  @NotInFuture()
  @WithinLastYear()
  EventDate?: unknown;

  @MaxText(CONTACT_LIMITS.policeReport)
  @IsPoliceReport()
  PoliceReport?: unknown;

  @Required(needs('name-change'))
  @MaxText(CONTACT_LIMITS.name)
  @IsName()
  PreviousName?: unknown;

  @Required(needs('name-change'))
  @MaxText(CONTACT_LIMITS.name)
  @IsName()
  NewName?: unknown;

  @newAddress.Street
  Address?: unknown;

  @newAddress.Suburb
  Suburb?: unknown;

  @newAddress.State
  State?: unknown;

  @newAddress.Postcode
  Postcode?: unknown;

  @Required(needs('return'))
  @OneOf(ReturnMethods)
  ReturnMethod?: unknown;

  @MaxText(CONTACT_LIMITS.details)
  @IsPrintable()
  Details?: unknown;

  @HasCaptcha()
  @MaxText(CONTACT_LIMITS.captcha)
  recaptcha?: unknown;
}

// --- picking a type's fields

function pick(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((name) => Object.hasOwn(body, name)).map((name) => [name, body[name]]));
}

/** The fields, trimmed, without blank ones: what is sent and stored. */
function tidy(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept !== undefined && kept !== null && kept !== '') out[name] = kept;
  }
  return out;
}

function enquiryFields(body: Unchecked<ContactEnquiry>): readonly string[] {
  const type = body.EnquiryType as EnquiryType;
  return (EnquiryTypes as readonly unknown[]).includes(type) ? ENQUIRY_TYPE_FIELDS[type] : COMMON_ENQUIRY_FIELDS;
}

function reportFields(body: Unchecked<CardHolderReport>): readonly string[] {
  const type = body.ReportType as ReportType;
  return (ReportTypes as readonly unknown[]).includes(type) ? REPORT_TYPE_FIELDS[type] : COMMON_REPORT_FIELDS;
}

/** SPEC §5 'Contact': what is wrong with an enquiry, looking only at its type's fields; {} when it can be sent. */
export function contactEnquiryErrors(body: Unchecked<ContactEnquiry>): FieldErrors {
  return validate(Object.assign(new ContactEnquiryForm(), pick(body, enquiryFields(body))));
}

/**
 * SPEC §5 'Contact': the enquiry as sent and stored, with only its type's fields (company drops CardNum; general
 * drops CardsRequired and Company), trimmed, blanks left out, and CardsRequired as a number. For a body that
 * contactEnquiryErrors passes.
 */
export function contactEnquiryPayload(body: Unchecked<ContactEnquiry>): ContactEnquiry {
  const values = tidy(pick(body, enquiryFields(body)));
  if ('CardsRequired' in values) values.CardsRequired = cardsRequiredOf(values.CardsRequired);
  return values as unknown as ContactEnquiry;
}

/** What is wrong with a card holder's report, looking only at its type's fields; {} when it can be sent. */
export function cardHolderReportErrors(body: Unchecked<CardHolderReport>, today: Date = new Date()): FieldErrors {
  const form = Object.assign(new CardHolderReportForm(), pick(body, reportFields(body)));
  Object.defineProperty(form, CONTEXT, { value: { today } satisfies RuleContext });
  return validate(form);
}

/** The report as sent and stored: only its type's fields, trimmed, blanks left out. For a body that passes. */
export function cardHolderReportPayload(body: Unchecked<CardHolderReport>): CardHolderReport {
  return tidy(pick(body, reportFields(body))) as unknown as CardHolderReport;
}
