import { cardName, type Brand } from '@cards/shared/brand';
import { opNeedTypesFor, type BlankFormSlug } from '@cards/shared/domain';
import { withArticle } from '../../../mail/templates/copy.ts';
import { NEED_TYPE_WORDS } from '../need-types.ts';

// What each paper form asks, as data for the one renderer (render.ts). Field names are the AcroForm
// names a filled PDF comes back with: the draft's names (SPEC §3) where the online form has the field, the same
// style elsewhere. Text may say {product} (the brand's aviation card), {cards} (each card it issues, 'ASIC or MSIC') and
// {brand} (its trading name).

/** Width on the grid of six columns. */
export type Span = 1 | 2 | 3 | 4 | 6;

export type FormItem =
  /** A labelled box to write in; `lines` above 1 makes a multi-line field. */
  | { kind: 'text'; name: string; label: string; span?: Span; lines?: number }
  /** Tick boxes, one check box each, named `${name}_${option.key}`. */
  | { kind: 'choice'; name: string; label: string; options: readonly { key: string; label: string }[]; span?: Span }
  /** One tick box with a statement beside it. */
  | { kind: 'tick'; name: string; label: string }
  | { kind: 'note'; text: string }
  /** A line to sign on paper (a drawn signature, not a digital one) and a date field named `${name}Date`. */
  | { kind: 'signature'; name: string; label: string };

export interface FormSection {
  heading: string;
  items: readonly FormItem[];
}

export interface BlankFormLayout {
  /** What the form is for and who fills it in; the renderer adds where to send it. */
  intro: string;
  sections: readonly FormSection[];
}

const cardChoice: FormItem = {
  kind: 'choice', name: 'CardType', label: 'Card type', span: 2,
  options: [{ key: 'asic', label: '{product}' }, { key: 'msic', label: 'MSIC' }],
};
const NEED_TYPES = 'OperationalNeedType';
const needTypes: FormItem = { kind: 'choice', name: NEED_TYPES, label: 'Type of need', options: [] };
const cardNumber: FormItem = { kind: 'text', name: 'CardNumber', label: 'Card number', span: 2 };
const cardExpiry: FormItem = { kind: 'text', name: 'CardExpiry', label: 'Expiry date (DD/MM/YYYY)', span: 2 };

/** The card holder, for the forms a holder fills in about their own card. */
const holder: FormSection = {
  heading: 'About the card holder',
  items: [
    { kind: 'text', name: 'Firstname', label: 'Given names', span: 3 },
    { kind: 'text', name: 'Surname', label: 'Family name', span: 3 },
    { kind: 'text', name: 'Birthdate', label: 'Date of birth (DD/MM/YYYY)', span: 2 },
    { kind: 'text', name: 'Phone', label: 'Phone', span: 2 },
    { kind: 'text', name: 'Email', label: 'Email address', span: 2 },
    { kind: 'text', name: 'Address', label: 'Postal address', span: 6 },
  ],
};

const truthful = 'I declare that the information on this form is true and correct. I understand that giving false or '
  + 'misleading information is a serious offence.';

export const blankFormLayouts: Record<BlankFormSlug, BlankFormLayout> = {
  'operational-need-statement': {
    intro: 'The employer or sponsor of an applicant for an {cards} fills in and signs this statement to '
      + 'confirm why the applicant needs the card. Use it if you cannot sign the statement on screen.',
    sections: [
      {
        heading: 'About the employer or sponsor',
        items: [
          { kind: 'text', name: 'FirstName', label: 'Given name', span: 3 },
          { kind: 'text', name: 'Surname', label: 'Family name', span: 3 },
          { kind: 'text', name: 'Position', label: 'Position', span: 3 },
          { kind: 'text', name: 'Organisation', label: 'Organisation', span: 3 },
          { kind: 'text', name: 'BusinessUnit', label: 'Business unit', span: 3 },
          { kind: 'text', name: 'PoNumber', label: 'Purchase order (PO) number, if any', span: 3 },
          { kind: 'text', name: 'Address', label: 'Street address', span: 6 },
          { kind: 'text', name: 'Suburb', label: 'Suburb or town', span: 3 },
          { kind: 'text', name: 'State', label: 'State', span: 1 },
          { kind: 'text', name: 'Postcode', label: 'Postcode', span: 2 },
          { kind: 'text', name: 'Country', label: 'Country', span: 2 },
          { kind: 'text', name: 'Abn', label: 'ABN', span: 2 },
          { kind: 'text', name: 'Phone', label: 'Phone', span: 2 },
          { kind: 'text', name: 'Email', label: 'Email address', span: 6 },
        ],
      },
      {
        heading: 'About the applicant',
        items: [
          { kind: 'text', name: 'ApplicantFullname', label: 'Applicant\'s full name', span: 6 },
          {
            kind: 'choice', name: 'Sponsored', label: 'Do you sponsor the applicant?', span: 3,
            options: [{ key: 'yes', label: 'Yes' }, { key: 'no', label: 'No, I employ them' }],
          },
          { kind: 'text', name: 'SponsoredYears', label: 'If you sponsor them, for how many years?', span: 3 },
        ],
      },
      {
        heading: 'The operational need',
        items: [
          cardChoice,
          // The confirmers of each card the brand issues (opNeedTypesFor), put here by blankFormLayout.
          needTypes,
          { kind: 'text', name: 'OperationalNeed', label: 'Why the applicant needs to enter secure areas without an escort', lines: 3 },
          { kind: 'text', name: 'OpNeedOccupation', label: 'The applicant\'s occupation and duties (at least 10 words)', lines: 3 },
          {
            kind: 'choice', name: 'OpNeedAccessFreq', label: 'How often the applicant needs to enter secure areas',
            options: [
              { key: 'daily', label: 'Every day' },
              { key: 'weekly', label: 'At least once a week' },
              { key: 'monthly', label: 'At least once a month' },
              { key: 'less', label: 'Less than once a month' },
            ],
          },
          { kind: 'text', name: 'Airports', label: 'Airports or ports where the applicant needs access', lines: 2 },
        ],
      },
      {
        heading: 'Declaration by the employer or sponsor',
        items: [
          { kind: 'note', text: `I confirm that the applicant has the operational need described above. ${truthful}` },
          { kind: 'signature', name: 'Signature', label: 'Signature of the employer or sponsor' },
        ],
      },
    ],
  },

  'lost-stolen-damaged-card': {
    intro: 'Tell us as soon as you can if your {cards} is lost, stolen or damaged. Report a stolen card '
      + 'to the police first. Send a damaged card back to us with this form.',
    sections: [
      holder,
      { heading: 'About the card', items: [cardChoice, cardNumber, cardExpiry] },
      {
        heading: 'What happened',
        items: [
          {
            kind: 'choice', name: 'Event', label: 'The card was', span: 3,
            options: [{ key: 'lost', label: 'Lost' }, { key: 'stolen', label: 'Stolen' }, { key: 'damaged', label: 'Damaged' }],
          },
          { kind: 'text', name: 'EventDate', label: 'When it happened (DD/MM/YYYY)', span: 3 },
          { kind: 'text', name: 'EventPlace', label: 'Where it happened', span: 6 },
          { kind: 'text', name: 'EventDetails', label: 'What happened', lines: 3 },
          { kind: 'text', name: 'PoliceReport', label: 'Police report reference number (for a stolen card)', span: 6 },
          { kind: 'tick', name: 'ReplacementWanted', label: 'I would like a replacement card. A fee may apply.' },
        ],
      },
      {
        heading: 'Declaration',
        items: [
          { kind: 'note', text: `${truthful} If I find the card, I will not use it and I will send it back to {brand}.` },
          { kind: 'signature', name: 'Signature', label: 'Signature of the card holder' },
        ],
      },
    ],
  },

  'change-of-name': {
    intro: 'Tell us when your name changes, for example after marriage, divorce or a registered change of name. '
      + 'Attach a certified copy of a document that shows the change.',
    sections: [
      {
        heading: 'Your previous name',
        items: [
          { kind: 'text', name: 'PreviousFirstname', label: 'Given names', span: 3 },
          { kind: 'text', name: 'PreviousSurname', label: 'Family name', span: 3 },
        ],
      },
      {
        heading: 'Your new name',
        items: [
          { kind: 'text', name: 'Firstname', label: 'Given names', span: 3 },
          { kind: 'text', name: 'Surname', label: 'Family name', span: 3 },
          { kind: 'text', name: 'NameChangeDate', label: 'Date of the change (DD/MM/YYYY)', span: 2 },
          { kind: 'text', name: 'Birthdate', label: 'Date of birth (DD/MM/YYYY)', span: 2 },
          { kind: 'text', name: 'Phone', label: 'Phone', span: 2 },
          { kind: 'text', name: 'Email', label: 'Email address', span: 6 },
        ],
      },
      {
        heading: 'Evidence of the change',
        items: [
          {
            kind: 'choice', name: 'Evidence', label: 'The document I attach is',
            options: [
              { key: 'marriage', label: 'A marriage certificate' },
              { key: 'change-of-name', label: 'A change of name certificate' },
              { key: 'divorce', label: 'A divorce order' },
              { key: 'other', label: 'Another document' },
            ],
          },
          { kind: 'text', name: 'EvidenceOther', label: 'If another document, which one', span: 6 },
        ],
      },
      {
        heading: 'Your card',
        items: [
          cardChoice, cardNumber, cardExpiry,
          { kind: 'tick', name: 'NewCardWanted', label: 'I would like a new card in my new name. A fee may apply.' },
        ],
      },
      {
        heading: 'Declaration',
        items: [
          { kind: 'note', text: truthful },
          { kind: 'signature', name: 'Signature', label: 'Signature of the card holder' },
        ],
      },
    ],
  },

  'card-return': {
    intro: 'Send back an {cards} that has expired or that you no longer need, for example because your '
      + 'job has ended. Send the card with this form.',
    sections: [
      holder,
      { heading: 'About the card', items: [cardChoice, cardNumber, cardExpiry] },
      {
        heading: 'Why and how you return it',
        items: [
          {
            kind: 'choice', name: 'ReturnReason', label: 'Why you return the card',
            options: [
              { key: 'expired', label: 'It has expired' },
              { key: 'not-needed', label: 'I no longer need it' },
              { key: 'replaced', label: 'I have a new card' },
              { key: 'other', label: 'Another reason' },
            ],
          },
          { kind: 'text', name: 'ReturnReasonOther', label: 'If another reason, what it is', span: 6 },
          {
            kind: 'choice', name: 'ReturnMethod', label: 'How you return it', span: 4,
            options: [
              { key: 'post', label: 'By post' },
              { key: 'in-person', label: 'In person' },
              { key: 'employer', label: 'Through my employer' },
            ],
          },
          { kind: 'text', name: 'ReturnDate', label: 'Date sent (DD/MM/YYYY)', span: 2 },
        ],
      },
      {
        heading: 'Declaration',
        items: [
          { kind: 'note', text: truthful },
          { kind: 'signature', name: 'Signature', label: 'Signature of the card holder' },
        ],
      },
    ],
  },

  'parent-guardian-consent': {
    intro: 'An applicant under 18 needs the consent of a parent or legal guardian. The parent or guardian fills in '
      + 'and signs this form, and attaches a certified copy of their identity document.',
    sections: [
      {
        heading: 'About the applicant',
        items: [
          { kind: 'text', name: 'ApplicantFirstname', label: 'Given names', span: 3 },
          { kind: 'text', name: 'ApplicantSurname', label: 'Family name', span: 3 },
          { kind: 'text', name: 'ApplicantBirthdate', label: 'Date of birth (DD/MM/YYYY)', span: 2 },
          { ...cardChoice, label: 'Card applied for', span: 4 },
        ],
      },
      {
        heading: 'About the parent or guardian',
        items: [
          { kind: 'text', name: 'GuardianFirstname', label: 'Given names', span: 3 },
          { kind: 'text', name: 'GuardianSurname', label: 'Family name', span: 3 },
          {
            kind: 'choice', name: 'Relationship', label: 'Relationship to the applicant', span: 3,
            options: [{ key: 'parent', label: 'Parent' }, { key: 'guardian', label: 'Legal guardian' }],
          },
          { kind: 'text', name: 'GuardianPhone', label: 'Phone', span: 3 },
          { kind: 'text', name: 'GuardianEmail', label: 'Email address', span: 6 },
          { kind: 'text', name: 'GuardianAddress', label: 'Postal address', span: 6 },
        ],
      },
      {
        heading: 'The parent or guardian\'s identity document',
        items: [
          {
            kind: 'choice', name: 'IdDocument', label: 'Document type',
            options: [
              { key: 'licence', label: 'Australian driver licence' },
              { key: 'passport', label: 'Australian passport' },
              { key: 'foreign-passport', label: 'Foreign passport' },
              { key: 'other', label: 'Another document' },
            ],
          },
          { kind: 'text', name: 'IdDocumentNumber', label: 'Document number', span: 2 },
          { kind: 'text', name: 'IdDocumentIssuer', label: 'Issued by (state or country)', span: 2 },
          { kind: 'text', name: 'IdDocumentExpiry', label: 'Expiry date (DD/MM/YYYY)', span: 2 },
          { kind: 'note', text: 'A legal guardian also attaches a copy of the court order or other document that makes them the guardian.' },
        ],
      },
      {
        heading: 'Consent',
        items: [
          {
            kind: 'note',
            text: 'I am the parent or legal guardian of the applicant named above. I consent to their application for an '
              + `{cards} and to the background check it needs. ${truthful}`,
          },
          { kind: 'signature', name: 'Signature', label: 'Signature of the parent or guardian' },
        ],
      },
    ],
  },
};

/**
 * The need types as step 3 offers them, the card's own (maritime confirmers for an MSIC): one list for a
 * brand that issues one card, and one per card, under the card's name, where the brand issues both.
 */
function needTypeChoices(brand: Brand): FormItem[] {
  const several = brand.cardTypes.length > 1;
  return brand.cardTypes.map((cardType) => ({
    kind: 'choice',
    name: several ? `${NEED_TYPES}_${cardType}` : NEED_TYPES,
    label: several ? `Type of need, if the card is ${withArticle(cardName(brand, cardType))}` : 'Type of need',
    options: opNeedTypesFor(brand, cardType).map((type) => ({ key: type.replaceAll(' ', '-'), label: NEED_TYPE_WORDS[type] ?? type })),
  }));
}

/** The form `slug` as `brand` prints it: only the cards it issues, each with its own need types. */
export function blankFormLayout(slug: BlankFormSlug, brand: Brand): BlankFormLayout {
  const layout = blankFormLayouts[slug];
  const ofBrand = (item: FormItem): FormItem[] => {
    if (item === needTypes) return needTypeChoices(brand);
    if (item.kind === 'choice' && item.name === 'CardType') {
      return [{ ...item, options: item.options.filter((o) => (brand.cardTypes as readonly string[]).includes(o.key)) }];
    }
    return [item];
  };
  return { ...layout, sections: layout.sections.map((section) => ({ ...section, items: section.items.flatMap(ofBrand) })) };
}

/** Every AcroForm field a form has, by name. */
export function fieldNames(layout: BlankFormLayout): string[] {
  return layout.sections.flatMap((section) => section.items.flatMap((item) => {
    switch (item.kind) {
      case 'text':
      case 'tick': return [item.name];
      case 'choice': return item.options.map((option) => `${item.name}_${option.key}`);
      case 'signature': return [`${item.name}Date`];
      case 'note': return [];
    }
  }));
}
