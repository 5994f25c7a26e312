import type { CardTypeCode } from '@cards/shared/domain';

// Step 3's examples and words about where the card lets one go, in each card's world: airports for the aviation
// card, ports, ships and offshore facilities for the MSIC (SPEC §1; docs/sources.md 'MSIC operational need').

export interface CardWording {
  /** Where the card lets its holder go unescorted. */
  secureAreas: string;
  jobTitleExamples: string;
  sponsorExamples: string;
  occupationHint: string;
  /** What a white card does not ask for. */
  whiteNotAsked: string;
}

const WORDING: Record<CardTypeCode, CardWording> = {
  asic: {
    secureAreas: 'secure areas',
    jobTitleExamples: 'For example baggage handler, flight attendant or electrician.',
    sponsorExamples: 'For example an airline or a club that asked you to apply.',
    occupationHint: 'At least 10 words: your role, where you work and why you need to be in secure areas.',
    whiteNotAsked: 'so we do not ask which airports or how often',
  },
  msic: {
    secureAreas: 'maritime security zones',
    jobTitleExamples: 'For example stevedore, deckhand, crane operator or truck driver.',
    sponsorExamples: 'For example a port or offshore facility operator, a stevedore or a shipping line that asked you to apply.',
    occupationHint: 'At least 10 words: your role, the port, ship or offshore facility you work at, and why you need to be in its security zones.',
    whiteNotAsked: 'so we do not ask how often',
  },
};

export function cardWording(cardType: CardTypeCode): CardWording {
  return WORDING[cardType];
}
