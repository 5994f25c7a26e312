import type { CardTypeCode } from './card-rules.ts';

// The paper forms the /forms page offers: made by the api as fillable PDFs in the brand's name, for
// what the online service does not cover or for people who cannot sign on screen.

export type BlankFormSlug =
  | 'operational-need-statement'
  | 'lost-stolen-damaged-card'
  | 'change-of-name'
  | 'card-return'
  | 'parent-guardian-consent';

export interface BlankForm {
  slug: BlankFormSlug;
  title: string;
  description: string;
  /** The cards the form is about; a brand lists the forms for the cards it issues. */
  cardTypes: CardTypeCode[];
}

export const blankForms: readonly BlankForm[] = [
  {
    slug: 'operational-need-statement',
    title: 'Statement of operational need',
    description: 'For an employer or sponsor to confirm why the applicant needs a card, and sign on paper. '
      + 'Use it if you cannot sign on screen.',
    cardTypes: ['asic', 'msic'],
  },
  {
    slug: 'lost-stolen-damaged-card',
    title: 'Report of a lost, stolen or damaged card',
    description: 'Tell us that your card has been lost, stolen or damaged, and ask for a replacement.',
    cardTypes: ['asic', 'msic'],
  },
  {
    slug: 'change-of-name',
    title: 'Notice of a change of name',
    description: 'Tell us your new name, with evidence of the change, so we can update your records and your card.',
    cardTypes: ['asic', 'msic'],
  },
  {
    slug: 'card-return',
    title: 'Card return form',
    description: 'Send back a card that has expired or that you no longer need.',
    cardTypes: ['asic', 'msic'],
  },
  {
    slug: 'parent-guardian-consent',
    title: 'Parent or guardian consent',
    description: 'For a parent or legal guardian to consent to an application by someone under 18.',
    cardTypes: ['asic', 'msic'],
  },
];

export function isBlankFormSlug(value: unknown): value is BlankFormSlug {
  return blankForms.some((form) => form.slug === value);
}

export function blankFormOf(slug: BlankFormSlug): BlankForm {
  return blankForms.find((form) => form.slug === slug)!;
}

/** Where the api serves the form (api/src/features/documents/blank-forms-routes.ts). */
export function blankFormPath(slug: BlankFormSlug): string {
  return `/api/forms/${slug}.pdf`;
}
