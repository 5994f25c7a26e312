// Step 3, card and employer details (SPEC §2, §3, §4 'Card type and application rules', §5), as class-validator
// classes. Which questions the step asks depends on the draft (renewal, job ready, white card, card type, brand):
// `step3Form` works that out once with the domain's rules and hands each class what it needs, so the page and the
// api ask and check the same things.
import { ValidateNested } from 'class-validator';
import { getBrand } from '@cards/shared/brand';
import {
  Appsubtype,
  isWhiteMsicFlow,
  addYears,
  cardTypeOf,
  compareIsoDates,
  isAustralia,
  hasFixedNeed,
  isoDateOf,
  needsAirports,
  needsOffered,
  needsOperationalNeed,
  opNeedTypesFor,
  parseIsoDate,
  STUDENT_OR_STAFF,
  type AccessFrequencyOption,
  type Draft,
  type IssuingBody,
  type OperationalNeed,
  type OpNeedType,
} from '@cards/shared/domain';
import {
  CONTEXT,
  contextOf,
  IsAbn,
  IsAddress,
  IsAustralianState,
  IsCountryCode,
  IsEmailAddress,
  IsIsoDate,
  IsName,
  IsPhone,
  IsPostcode,
  IsPrintable,
  IsSuburb,
  MinWords,
  OneOf,
  Required,
  RequiredInAustralia,
  Text,
  formatRule,
  rule,
  type RuleContext,
} from './decorators.ts';
import * as f from './formats.ts';

/** SPEC §9 sfc student and staff flow (the domain's list, kept here for callers built before it moved). */
export { STUDENT_OR_STAFF } from '@cards/shared/domain';

/** SPEC §9: card expiry pickers end 4 years ahead. */
export const CARD_EXPIRY_YEARS_AHEAD = 4;

/** Our own issuing body (api seed id 1): its card numbers are VEA or VEP and 7 digits (SPEC §5). */
export const OWN_ISSUING_BODY_ID = 1;


/** The lists step 3 chooses from, when they are at hand (the page's loaded lists; the api's own). */
export interface Step3Reference {
  operationalNeeds?: readonly OperationalNeed[];
  accessFrequencies?: readonly AccessFrequencyOption[];
  issuingBodies?: readonly IssuingBody[];
}

/** What step 3 asks, worked out from the draft and its brand. */
export interface Step3Questions {
  renewal: boolean;
  cardType: 'asic' | 'msic';
  /** Our own card is being renewed: its number has our form (VEA/VEP and 7 digits). */
  ownCard: boolean;
  operationalNeed: boolean;
  accessFrequency: boolean;
  airports: boolean;
  employer: boolean;
  /** sfc: student or staff member, and a student's enrolment date (SPEC §9 need 7). */
  studentAndStaff: boolean;
  /** The brand fixes the need (SPEC §9: the postal brand's need 9): the applicant does not choose it. */
  needFixed: boolean;
  /** Who may confirm the need (ExtraData.OpNeedType) on this brand: no self-sponsor where the organisation confirms. */
  opNeedTypes: readonly OpNeedType[];
  /** The white MSIC flow: white needs only (SPEC §4). */
  whiteMsic: boolean;
}

export function step3Questions(draft: Draft): Step3Questions {
  const brand = getBrand(draft._company);
  const cardType = cardTypeOf(draft);
  const askNeed = needsOperationalNeed(draft);
  return {
    renewal: draft._renew === true,
    cardType,
    ownCard: draft.Issuingbodyid === OWN_ISSUING_BODY_ID,
    operationalNeed: askNeed,
    accessFrequency: askNeed && draft.Appsubtype !== Appsubtype.White,
    airports: needsAirports(draft),
    employer: draft._jobReady !== true,
    studentAndStaff: brand.flags.studentAndStaff && askNeed,
    needFixed: hasFixedNeed(brand),
    opNeedTypes: opNeedTypesFor(brand, cardType),
    whiteMsic: isWhiteMsicFlow(draft),
  };
}

interface Step3RuleContext extends RuleContext {
  questions: Step3Questions;
  reference: Step3Reference;
}

const ask = (which: keyof Step3Questions) => (object: Record<string, unknown>) =>
  contextOf<Step3RuleContext>(object)?.questions[which] === true;
const askCard = (type: 'asic' | 'msic') => (object: Record<string, unknown>) => {
  const q = contextOf<Step3RuleContext>(object)?.questions;
  return q?.renewal === true && q.cardType === type;
};

/** One of the values of a list in the reference, when the list is at hand (invalid). */
const InList = (values: (reference: Step3Reference, questions: Step3Questions) => readonly unknown[] | undefined) =>
  rule('invalid', (value, object) => {
    const context = contextOf<Step3RuleContext>(object);
    const list = context ? values(context.reference, context.questions) : undefined;
    return value === undefined || value === null || value === '' || !list || list.includes(value);
  });

/** SPEC §9: a card expiry no more than 4 years ahead (cardexpiry). */
const WithinCardYears = () =>
  formatRule('cardexpiry', (text, object) => {
    const context = contextOf(object);
    if (!context || !parseIsoDate(text)) return true;
    return compareIsoDates(text, addYears(isoDateOf(context.today), CARD_EXPIRY_YEARS_AHEAD)) <= 0;
  });

const ownCard = (object: Record<string, unknown>) => contextOf<Step3RuleContext>(object)?.questions.ownCard === true;

/** SPEC §5: an ASIC number as its issuer writes it: ours VEA and 7 digits, others 7 letters or digits (asicnumber). */
const IsAsicNumberOfIssuer = () =>
  formatRule('asicnumber', (text, object) => (ownCard(object) ? f.isVeritasAsicNumber(text) : f.isAsicNumber(text)));

/** SPEC §5: an MSIC number as its issuer writes it: ours VEP and 7 digits (veritasmsicnum), others msicnum. */
function IsMsicNumberOfIssuer(): PropertyDecorator {
  const ours = formatRule('veritasmsicnum', (text, object) => !ownCard(object) || f.isVeritasMsicNumber(text));
  const theirs = formatRule('msicnum', (text, object) => ownCard(object) || f.isMsicNumber(text));
  return (target, property) => {
    ours(target, property);
    theirs(target, property);
  };
}

export class Step3ExtraDataForm {
  @Required(ask('studentAndStaff'))
  @OneOf(STUDENT_OR_STAFF)
  SfcStudentStaff?: string;

  @Required((o) => ask('studentAndStaff')(o) && o.SfcStudentStaff === 'Student')
  @Text('ExtraData.SfcEnrolmentDate')
  @IsIsoDate()
  SfcEnrolmentDate?: string;

  @Required((o) => ask('operationalNeed')(o) && !ask('needFixed')(o))
  @InList((_reference, questions) => questions.opNeedTypes)
  OpNeedType?: string;

  @Required((o) => ask('operationalNeed')(o) && !ask('needFixed')(o))
  @Text('ExtraData.OpNeedOccupation')
  @MinWords()
  OpNeedOccupation?: string;

  @Required(ask('accessFrequency'))
  @InList((reference) => reference.accessFrequencies?.map((o) => o.Value))
  OpNeedAccessFreq?: string;
}

export class Step3Form {
  // --- the card
  @Required(ask('renewal'))
  @InList((reference, q) => reference.issuingBodies
    ?.filter((b) => b.Cardtype === 'BOTH' || b.Cardtype === q.cardType.toUpperCase()).map((b) => b.Id))
  Issuingbodyid?: number | null;

  @Required(askCard('asic'))
  @Text('Asicnum')
  @IsAsicNumberOfIssuer()
  Asicnum?: string;

  @Required(askCard('msic'))
  @Text('Msicnum')
  @IsMsicNumberOfIssuer()
  Msicnum?: string;

  @Required(ask('renewal'))
  @Text('Asicexpirydate')
  @IsIsoDate()
  @WithinCardYears()
  Asicexpirydate?: string;

  // --- the operational need
  @Required((o) => ask('operationalNeed')(o) && !ask('needFixed')(o))
  @InList((reference, q) => reference.operationalNeeds
    && needsOffered(reference.operationalNeeds, { _cardType: q.cardType, _whiteMsic: q.whiteMsic }).map((n) => n.Id))
  OperationalNeedId?: number | null;

  @ValidateNested()
  ExtraData?: Step3ExtraDataForm;

  @Required(ask('airports'))
  airports?: unknown[];

  // --- the employer (SPEC §3 employer fields)
  @Required(ask('employer'))
  @Text('Employername')
  @IsPrintable()
  Employername?: string;

  @Text('Employerabn')
  @IsAbn()
  Employerabn?: string;

  @Required(ask('employer'))
  @Text('Employercountry')
  @IsCountryCode()
  Employercountry?: string;

  @Required(ask('employer'))
  @Text('Employeraddress')
  @IsAddress()
  Employeraddress?: string;

  @Required(ask('employer'))
  @Text('Employersuburb')
  @IsSuburb((o) => isAustralia(o.Employercountry as string))
  Employersuburb?: string;

  @RequiredInAustralia('Employercountry')
  @Text('Employerstate')
  @IsAustralianState((o) => isAustralia(o.Employercountry as string))
  Employerstate?: string;

  @RequiredInAustralia('Employercountry')
  @Text('Employerpostcode')
  @IsPostcode('Employercountry')
  Employerpostcode?: string;

  @Required(ask('employer'))
  @Text('Employerfirstname')
  @IsName()
  Employerfirstname?: string;

  @Required(ask('employer'))
  @Text('Employersurname')
  @IsName()
  Employersurname?: string;

  @Required(ask('employer'))
  @Text('Employeremail')
  @IsEmailAddress()
  Employeremail?: string;

  @Required(ask('employer'))
  @Text('Employerphone')
  @IsPhone()
  Employerphone?: string;

  @Required(ask('employer'))
  @Text('Employerposition')
  @IsPrintable()
  Employerposition?: string;
}

function withContext<T extends object>(target: T, context: Step3RuleContext): T {
  Object.defineProperty(target, CONTEXT, { value: context });
  return target;
}

/** The step 3 classes filled from a draft, with what the step asks. */
export function step3Form(draft: Draft, context: { today: Date; reference?: Step3Reference }): Step3Form {
  const ruleContext: Step3RuleContext = {
    today: context.today, birthdate: draft.Birthdate, questions: step3Questions(draft), reference: context.reference ?? {},
  };
  const form = withContext(Object.assign(new Step3Form(), draft), ruleContext);
  const extra = draft.ExtraData && typeof draft.ExtraData === 'object' ? draft.ExtraData : {};
  form.ExtraData = withContext(Object.assign(new Step3ExtraDataForm(), extra), ruleContext);
  return form;
}
