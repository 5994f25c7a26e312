// The answers of the form as the check-your-answers page shows them (step 4, GOV.UK's check answers
// pattern): each draft field as the person gave it, in words, under the question the step asked. Pure: the page
// hands in the draft, the loaded lists and the brand. A step's answers are its registry entry's (form-steps.ts):
// its own rows, or else the catalogue's words for its fields (catalogueAnswers). The page's check answers and the
// application form PDF the api makes both read them (answer-groups.ts), so the PDF shows every answer.
import type { Brand } from '@cards/shared/brand';
import {
  DocumentType,
  addressesToAsk,
  cardTypeOf,
  isAustralia,
  offersFourYearCard,
  offersJobReady,
  parseIsoDate,
  readPath,
  type AccessFrequencyOption,
  type Airport,
  type AustralianState,
  type Country,
  type Draft,
  type IdDocumentType,
  type IssuingBody,
  type OperationalNeed,
  type PostalAddress,
} from '@cards/shared/domain';
import { fieldEntry, fieldLabel, fieldOptions } from './field-catalogue.ts';
import type { FormStep, StepDefinition } from './form-steps.ts';
import { summaryMessages } from './messages.ts';
import { step3Questions } from './step3.ts';

/** What an empty answer reads as. */
export const NOT_GIVEN = 'Not given';

/** The lists that turn codes and ids into names; an empty list leaves the code as it is. */
export interface AnswerLists {
  countries: readonly Country[];
  states: readonly AustralianState[];
  idDocuments: readonly IdDocumentType[];
  airports: readonly Airport[];
  operationalNeeds: readonly OperationalNeed[];
  issuingBodies: readonly IssuingBody[];
  accessFrequencies: readonly AccessFrequencyOption[];
  /** Unused: who can confirm the need is shown in the field catalogue's words. Kept for callers built before. */
  needTypes?: Readonly<Record<string, string>>;
}

export const NO_LISTS: AnswerLists = {
  countries: [], states: [], idDocuments: [], airports: [], operationalNeeds: [], issuingBodies: [], accessFrequencies: [],
};

/** One row of a summary list. */
export interface Answer {
  /** The question, as the row's key. */
  question: string;
  /** The answer, one entry per line (an address has several); [NOT_GIVEN] when there is none. */
  lines: string[];
  /** The field its 'Change' link opens in its step; none for an answer the form does not ask (the card type). */
  path?: string;
  /** Every field the row shows: an error on any of them belongs to this row. */
  paths: string[];
  /** What 'Change' changes, for screen readers ('your date of birth'). */
  changeText: string;
}

/** A group's id: the built-in steps' groups keep theirs; a step shown from the catalogue has its step's id. */
export type AnswerGroupId = 'personal' | 'address' | 'card' | (string & {});

export interface AnswerGroup {
  id: AnswerGroupId;
  heading: string;
  answers: Answer[];
}

// --- the words of one answer

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO date as people write it: '1990-05-17' → '17 May 1990'. Text that is no date is shown as typed. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return NOT_GIVEN;
  const date = parseIsoDate(iso);
  return date ? `${date.day} ${MONTHS[date.month - 1]} ${date.year}` : iso;
}

/** A yes-or-no answer in words; not answered is 'Not given'. */
export function yesNo(value: boolean | null | undefined): string {
  return value === true ? 'Yes' : value === false ? 'No' : NOT_GIVEN;
}

/** Text as typed, or 'Not given'. */
export function text(value: string | number | null | undefined): string {
  const shown = value === null || value === undefined ? '' : String(value).trim();
  return shown === '' ? NOT_GIVEN : shown;
}

/** A country by its name (the code while the list is not loaded). */
export function countryName(code: string | null | undefined, countries: readonly Country[]): string {
  if (!code) return NOT_GIVEN;
  return countries.find((c) => c.Code === code)?.Name ?? code;
}

/** An Australian state by its full name (the short name while the list is not loaded). */
export function stateName(code: string | null | undefined, states: readonly AustralianState[]): string {
  if (!code) return NOT_GIVEN;
  return states.find((s) => s.ShortName === code)?.LongName ?? code;
}

/** An address as lines: street; suburb, state and postcode; country. */
export function addressLines(address: PostalAddress | undefined, countries: readonly Country[]): string[] {
  if (!address) return [NOT_GIVEN];
  const place = [address.Localityname, address.State, address.Postcode].map((part) => part?.trim()).filter(Boolean).join(' ');
  const street = address.Line1?.trim();
  if (!street && !place) return [NOT_GIVEN];
  return [street || NOT_GIVEN, place || NOT_GIVEN, countryName(address.Country || 'AU', countries)];
}


const fullName = (...parts: Array<string | undefined>) => text(parts.map((p) => p?.trim()).filter(Boolean).join(' '));
const from = (value: string, labels: Readonly<Record<string, string>>) => (value ? (labels[value] ?? value) : NOT_GIVEN);

/** A row; what its 'Change' changes is the field's label in the catalogue unless said otherwise. */
function row(question: string, lines: string | string[], path: string | undefined, changeText?: string, more: string[] = []): Answer {
  const change = changeText ?? (path && fieldLabel(path));
  if (!change) throw new RangeError(`The answer '${question}' names no field to change.`);
  return { question, lines: Array.isArray(lines) ? lines : [lines], path, paths: path ? [path, ...more] : more, changeText: change };
}

// --- the groups

const DETAILS = '_idDocument.Details';

/** The rows of the identity document's details, as step 1 asks them for its type. */
function documentRows(draft: Draft, lists: AnswerLists): Answer[] {
  const details = draft._idDocument?.Details ?? {};
  // What 'Change' changes is each detail's label in the catalogue; the name's is the document's own.
  const detail = (field: keyof typeof details, question: string, value = text(details[field]), changeText?: string) =>
    row(question, value, `${DETAILS}.${field}`, changeText);
  const name = (document: string) => detail('Name', `Name on the ${document}`, undefined, `the name on the ${document}`);
  switch (draft._idDocument?.Id) {
    case DocumentType.BirthCertificate:
      return [
        detail('State', 'State or territory where your birth was registered', stateName(details.State, lists.states)),
        detail('RegistrationNumber', 'Registration number'),
        detail('RegistrationYear', 'Registration year'),
        detail('CertificateNumber', 'Certificate number'),
        detail('FamilyName', 'Family name on the certificate'),
        detail('GivenNames', 'Given names on the certificate'),
      ];
    case DocumentType.Citizenship:
      return [
        name('certificate'),
        detail('StockNumber', 'Stock number'),
        detail('AcquisitionDate', 'Date of acquisition', formatDate(details.AcquisitionDate)),
      ];
    case DocumentType.Descent:
      return [
        name('certificate'),
        detail('ClientId', 'Client id'),
        detail('RegisterNumber', 'Register number'),
        detail('EntryNumber', 'Entry number'),
      ];
    case DocumentType.ImmiCard:
      return [name('ImmiCard'), detail('ImmicardNumber', 'ImmiCard number')];
    case DocumentType.Visa:
    case DocumentType.ProtectionVisa:
      return [
        name('passport'),
        detail('PassportNumber', 'Passport number'),
        detail('PassportCountry', 'Country that issued the passport', countryName(details.PassportCountry, lists.countries)),
      ];
    default:
      return [];
  }
}

/** What a step's answers are made of. */
export interface AnswerInput {
  draft: Draft;
  lists: AnswerLists;
  brand: Brand;
  /** The day the answers are read on (the address history's ten years end on it). */
  today: Date;
}

/** A step's rows on the check-answers page and the PDF, under its heading. */
export type StepAnswers = (input: AnswerInput) => AnswerGroup;

/** Step 1: name, birth, contact and proof of identity. */
export const personalAnswers: StepAnswers = ({ draft, lists }) => personal(draft, lists);

function personal(draft: Draft, lists: AnswerLists): AnswerGroup {
  const single = draft._singlename === true;
  const names = draft._hasPreviousNames ? (draft._previousNames ?? []) : [];
  const phones = ([['Mobile', draft.Mobilephonenumber], ['Home', draft.Homephonenumber], ['Work', draft.Workphonenumber]] as const)
    .filter(([, number]) => number?.trim())
    .map(([kind, number]) => `${kind}: ${number!.trim()}`);
  const document = lists.idDocuments.find((d) => d.Id === draft._idDocument?.Id)?.Name
    ?? (draft._idDocument?.Id ? `Document ${draft._idDocument.Id}` : NOT_GIVEN);

  const answers: Answer[] = [
    single
      ? row('Name', text(draft.Surname), 'Surname', 'your name', ['_singlename', 'Firstname', 'Middlenames'])
      : row('Name', fullName(draft.Firstname, draft.Middlenames, draft.Surname), 'Firstname', 'your name', ['_singlename', 'Middlenames', 'Surname']),
    row('Known by another name', yesNo(draft._hasPreviousNames), '_hasPreviousNames', 'whether you have had another name', ['_previousNames']),
    ...names.map((name, index) => {
      const at = `_previousNames.${index}`;
      return row(`Other name ${index + 1}`, [fullName(name.Firstname, name.Middlenames, name.Surname), from(name.Type ?? '', fieldOptions('_previousNames.n.Type'))],
        `${at}.Type`, `other name ${index + 1}`, [at, `${at}.Firstname`, `${at}.Middlenames`, `${at}.Surname`]);
    }),
    row('Date of birth', formatDate(draft.Birthdate), 'Birthdate'),
    row('Gender', from(draft.Gender ?? '', fieldOptions('Gender')), 'Gender'),
    row('Country of birth', countryName(draft.Birthcountry, lists.countries), 'Birthcountry'),
    row('Town or city of birth', text(draft.Birthplace), 'Birthplace'),
    ...(isAustralia(draft.Birthcountry)
      ? [row('State or territory of birth', stateName(draft.Birthstate, lists.states), 'Birthstate')]
      : []),
    row('Citizenship', countryName(draft.Citizenship, lists.countries), 'Citizenship'),
    row('Email address', text(draft.Email), 'Email', 'your email address', ['EmailConfirm']),
    row('Phone numbers', phones.length ? phones : [NOT_GIVEN], '_phones', 'your phone numbers',
      ['Mobilephonenumber', 'Homephonenumber', 'Workphonenumber']),
    row('Number to call first', from(draft.Prefcontact ?? '', fieldOptions('Prefcontact')), 'Prefcontact'),
    draft._skippedId
      ? row('Proof of identity', 'I will bring my documents to my interview', '_skippedId', 'your proof of identity',
        ['_idDocument', '_idDocument.Id', DETAILS])
      : row('Proof of identity', document, '_idDocument.Id', 'the document that proves your identity', ['_skippedId', '_idDocument', DETAILS]),
    ...(draft._skippedId ? [] : documentRows(draft, lists)),
  ];
  return { id: 'personal', heading: 'Personal and contact details', answers };
}

const PLACE = ['Country', 'Line1', 'State', 'Localityname', 'Postcode'];
const placePaths = (at: string) => [at, ...PLACE.filter((f) => f !== 'Line1').map((f) => `${at}.${f}`)];

/** Step 2: the addresses of the last 10 years, and the postal address. */
export const addressAnswers: StepAnswers = ({ draft, lists, today }) => addresses(draft, lists, today);

function addresses(draft: Draft, lists: AnswerLists, today: Date): AnswerGroup {
  const [current, previous] = addressesToAsk(draft._address, today);
  const postal = draft._postalAddress;
  const answers: Answer[] = [
    row('Current address', addressLines(current, lists.countries), '_address.0.Line1', 'your current address', ['_address', ...placePaths('_address.0')]),
    row('Date you moved in', formatDate(current?.FromDate), '_address.0.FromDate'),
  ];
  if (previous) {
    answers.push(
      row('Previous address', addressLines(previous, lists.countries), '_address.1.Line1', 'your previous address', placePaths('_address.1')),
      row('Dates you lived there', `${formatDate(previous.FromDate)} to ${formatDate(previous.ToDate)}`, '_address.1.FromDate',
        'the dates you lived at your previous address', ['_address.1.ToDate']),
    );
  }
  answers.push(postal?._postalSame === false
    ? row('Postal address', addressLines(postal, lists.countries), '_postalAddress.Line1', 'your postal address',
      ['_postalAddress._postalSame', ...placePaths('_postalAddress')])
    : row('Postal address', 'The same as your current address', '_postalAddress._postalSame', 'your postal address',
      placePaths('_postalAddress')));
  return { id: 'address', heading: 'Address history', answers };
}

/** Step 3: the card, why it is needed, the airports and the employer, as far as the step asks them. */
export const cardAnswers: StepAnswers = ({ draft, lists, brand }) => card(draft, lists, brand);

function card(draft: Draft, lists: AnswerLists, brand: Brand): AnswerGroup {
  const questions = step3Questions(draft);
  const msic = cardTypeOf(draft) === 'msic';
  const product = msic ? 'MSIC' : brand.product;
  const extra = draft.ExtraData ?? {};
  const answers: Answer[] = [row('Card', `${draft.Appsubtype === 'W' ? 'White ' : ''}${product}`, undefined, 'the card')];

  if (offersJobReady(draft, brand)) {
    answers.push(row('Applying as job ready', yesNo(draft._jobReady === true), '_jobReady'));
  }
  if (offersFourYearCard(draft)) answers.push(row('How long', draft._fourYear ? '4 years' : '2 years', '_fourYear'));
  if (questions.renewal) {
    const issuer = lists.issuingBodies.find((b) => b.Id === draft.Issuingbodyid)?.Name ?? text(draft.Issuingbodyid);
    const number = msic ? 'Msicnum' : 'Asicnum';
    answers.push(
      row('Who issued your current card', issuer, 'Issuingbodyid'),
      row(`Your current ${product} number`, text(draft[number]), number),
      row('When your current card expires', formatDate(draft.Asicexpirydate), 'Asicexpirydate'),
    );
  }
  if (questions.operationalNeed) {
    if (questions.studentAndStaff) {
      answers.push(row('Student or staff member', from(extra.SfcStudentStaff ?? '', fieldOptions('ExtraData.SfcStudentStaff')), 'ExtraData.SfcStudentStaff',
        'whether you are a student or a staff member'));
      if (extra.SfcStudentStaff === 'Student') {
        answers.push(row('Date you enrolled', formatDate(extra.SfcEnrolmentDate), 'ExtraData.SfcEnrolmentDate'));
      }
    }
    const need = lists.operationalNeeds.find((n) => n.Id === draft.OperationalNeedId)?.ShortReason ?? text(draft.OpNeed);
    answers.push(row('Why you need the card', need, questions.needFixed ? undefined : 'OperationalNeedId', 'why you need the card'));
    if (!questions.needFixed) {
      answers.push(
        row('Who can confirm why you need the card', from(extra.OpNeedType ?? '', fieldOptions('ExtraData.OpNeedType')), 'ExtraData.OpNeedType',
          'who can confirm why you need the card'),
        row('What you do in your job', text(extra.OpNeedOccupation), 'ExtraData.OpNeedOccupation'),
      );
    }
    if (questions.accessFrequency) {
      const often = lists.accessFrequencies.find((o) => o.Value === extra.OpNeedAccessFreq)?.Label ?? text(extra.OpNeedAccessFreq);
      // The MSIC's step 3 asks about maritime security zones: its answer is named the same.
      const zones = msic ? 'maritime security zones' : 'secure areas';
      answers.push(row(`How often you go into ${zones}`, often, 'ExtraData.OpNeedAccessFreq', `how often you need to go into ${zones}`));
    }
    answers.push(row('Sponsored by an organisation', yesNo(draft.Sponsored === true), 'Sponsored', 'whether an organisation is sponsoring you'));
  }
  if (questions.airports) {
    const airports = (draft.airports ?? []).map((a) => lists.airports.find((known) => known.Id === a.Id)?.Airport ?? text(a.Airport));
    answers.push(row('Airports', airports.length ? airports : [NOT_GIVEN], 'airports'));
  }
  if (questions.employer) {
    const own = extra.OpNeedType === 'self employed' || extra.OpNeedType === 'private pilot';
    const employerPlace = [draft.Employersuburb, draft.Employerstate, draft.Employerpostcode].map((p) => p?.trim()).filter(Boolean).join(' ');
    const business = draft.Employerbusinessname?.trim();
    answers.push(
      row(own ? 'Your business' : 'Employer or organisation', text(draft.Employername), 'Employername',
        own ? 'the name of your business' : 'the name of your employer or organisation', ['selfEmployed']),
      row('ABN', draft.Employerabn?.trim() ? [draft.Employerabn.trim(), ...(business ? [`Registered to ${business}`] : [])] : [NOT_GIVEN],
        'Employerabn', 'the ABN'),
      row(own ? 'Address of your business' : 'Address of your employer',
        draft.Employeraddress?.trim() || employerPlace
          ? [text(draft.Employeraddress), text(employerPlace), countryName(draft.Employercountry || 'AU', lists.countries)]
          : [NOT_GIVEN],
        'Employeraddress', own ? 'the address of your business' : 'the address of your employer',
        ['Employercountry', 'Employerstate', 'Employersuburb', 'Employerpostcode']),
      row('Contact person',
        [fullName(draft.Employerfirstname, draft.Employersurname), text(draft.Employeremail), text(draft.Employerphone)],
        'Employerfirstname', 'the contact person', ['Employersurname', 'Employeremail', 'Employerphone']),
      row('Your job title', text(draft.Employerposition), 'Employerposition'),
    );
  }
  return { id: 'card', heading: 'Card and employer details', answers };
}

/** A value in words: its option's, yes or no, a date as people write it, or as typed. */
function inWords(value: unknown, options: Readonly<Record<string, string>> | undefined): string {
  if (typeof value === 'boolean') return yesNo(value);
  if (options) return from(value === null || value === undefined ? '' : String(value), options);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return typeof value === 'string' || typeof value === 'number' ? text(value) : NOT_GIVEN;
}

/**
 * A step's answers from the field catalogue: a row for each of its sections' named fields that is no list, under
 * its question (else its label), in the words of its options. The rows of a step that gives none of its own.
 */
export function catalogueAnswers(step: Pick<StepDefinition, 'id' | 'title' | 'sections'>, { draft }: AnswerInput): AnswerGroup {
  const answers = step.sections.flatMap(({ fields }) => fields.flatMap((path) => {
    const entry = fieldEntry(path);
    if (!entry?.label || path.includes('.n')) return [];
    const question = entry.question ?? entry.label.charAt(0).toUpperCase() + entry.label.slice(1);
    return [row(question, inWords(readPath(draft, path), entry.options), path)];
  }));
  return { id: step.id, heading: step.title, answers };
}

/**
 * The row that shows a field: the one that lists it, or else the one that lists its nearest parent
 * (`_idDocument.Details.Exemption` belongs to the document's row).
 */
export function answerFor(groups: readonly AnswerGroup[], path: string): Answer | undefined {
  const answers = groups.flatMap((g) => g.answers);
  for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const candidate = parts.join('.');
    const found = answers.find((a) => a.paths.includes(candidate));
    if (found) return found;
  }
  return undefined;
}

/** The step that asks a field: the first whose summary sections list it (the registry's, form-steps.ts). */
export function stepAsking(path: string, steps: readonly FormStep[]): FormStep | undefined {
  return steps.find((step) => summaryMessages({ [path]: 'required' }, step.sections).length > 0);
}

/** The step a group's answers are asked in. */
export function stepOfGroup(group: AnswerGroup, steps: readonly FormStep[]): FormStep | undefined {
  const first = group.answers.find((a) => a.path);
  return first?.path === undefined ? undefined : stepAsking(first.path, steps);
}

/**
 * The groups to check on step `current`: those of the steps before it. The asset brands' last step asks the card
 * details on the same page as the summary, so they are not repeated there.
 */
export function groupsBefore(groups: readonly AnswerGroup[], steps: readonly FormStep[], current: number): AnswerGroup[] {
  return groups.filter((group) => {
    const step = stepOfGroup(group, steps);
    return step !== undefined && step.number < current;
  });
}
