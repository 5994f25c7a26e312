// Step 2, address history (SPEC §2, §3, §5), as class-validator classes. The rules across addresses (10 years,
// dates against birth and each other) are the domain's `addressHistoryProblems`, which stepErrors adds.
import { ValidateNested } from 'class-validator';
import { addressesNeeded, addressesToAsk, isAustralia, type Address, type Draft } from '@cards/shared/domain';
import {
  CONTEXT,
  IsAddress,
  IsAustralianState,
  IsCountryCode,
  IsIsoDate,
  IsPostcode,
  IsSuburb,
  Required,
  RequiredInAustralia,
  Text,
  type RuleContext,
} from './decorators.ts';

const inAustralia = (o: Record<string, unknown>) => isAustralia(o.Country as string);

/** The place fields of residential and postal addresses, with the limits of the list at `prefix`. */
function placeForm(prefix: '_address' | '_postalAddress') {
  abstract class PlaceForm {
    @Required()
    @Text(`${prefix}.Country`)
    @IsCountryCode()
    Country?: string;

    @Required()
    @Text(`${prefix}.Line1`)
    @IsAddress()
    Line1?: string;

    /** SPEC §5 suburb: Australian suburbs come from the locality list; elsewhere towns are written many ways. */
    @Required()
    @Text(`${prefix}.Localityname`)
    @IsSuburb(inAustralia)
    Localityname?: string;

    @RequiredInAustralia()
    @Text(`${prefix}.State`)
    @IsAustralianState(inAustralia)
    State?: string;

    @RequiredInAustralia()
    @Text(`${prefix}.Postcode`)
    @IsPostcode('Country')
    Postcode?: string;
  }
  return PlaceForm;
}

/** A residential address. The current one (first) runs to today, so only earlier ones need a ToDate. */
export class AddressForm extends placeForm('_address') {
  @Required()
  @Text('_address.FromDate')
  @IsIsoDate()
  FromDate?: string;

  @Required((o) => o._current !== true)
  @Text('_address.ToDate')
  @IsIsoDate()
  ToDate?: string;
}

export class PostalAddressForm extends placeForm('_postalAddress') {}

export class Step2Form {
  @Required()
  @ValidateNested({ each: true })
  _address?: AddressForm[];

  /** Absent when the postal address is the current address (_postalSame not false). */
  @ValidateNested()
  _postalAddress?: PostalAddressForm;
}

function instance<T extends object>(Class: new () => T, plain: unknown, context: RuleContext, extra: object = {}): T {
  const source = plain && typeof plain === 'object' && !Array.isArray(plain) ? plain : {};
  const target = Object.assign(new Class(), source);
  for (const [key, value] of Object.entries(extra)) Object.defineProperty(target, key, { value });
  Object.defineProperty(target, CONTEXT, { value: context });
  return target;
}

/**
 * The addresses step 2 is checked against: those the page asks for (addressesToAsk), so a missing address is
 * named field by field; and only those the history needs, as a second address behind a current one of 10 years
 * is dropped by normaliseAddressHistory and cannot hold the step up.
 */
export function askedAddresses(draft: Draft, today: Date): Address[] {
  const list = Array.isArray(draft._address) ? draft._address : undefined;
  const asked = addressesToAsk(list, today);
  return asked.slice(0, addressesNeeded(asked, today));
}

/** The step 2 classes filled from a draft. */
export function step2Form(draft: Draft, context: { today: Date }): Step2Form {
  const ruleContext: RuleContext = { today: context.today, birthdate: draft.Birthdate };
  const form = new Step2Form();
  form._address = askedAddresses(draft, context.today)
    .map((address, index) => instance(AddressForm, address, ruleContext, { _current: index === 0 }));
  const postal = draft._postalAddress;
  form._postalAddress = postal && postal._postalSame === false ? instance(PostalAddressForm, postal, ruleContext) : undefined;
  return form;
}
