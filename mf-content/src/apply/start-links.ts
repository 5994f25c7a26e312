import { cardName, type Brand, type CardType } from '@cards/shared/brand';

// The kinds of application a brand offers on /apply and home, each as the new form's query flag that starts it (SPEC
// §2 'Application form routes'). A brand that issues both cards offers a new card of each: `?card=` sets
// the new draft's card type (wizard/steps.ts flagsFromQuery).

export interface StartLink {
  to: string;
  title: string;
  text: string;
}

const CARD_TEXT: Record<CardType, string> = {
  asic: 'Aviation: for the secure areas of security controlled airports',
  msic: 'Maritime: for the security zones of ports, ships and offshore oil and gas facilities',
};

/** A new card of each type the brand issues; the card named in the link's address, where there is a choice. */
export function newCardLinks(brand: Pick<Brand, 'product' | 'cardTypes'>, title: (card: string) => string): StartLink[] {
  if (brand.cardTypes.length === 1) {
    const card = cardName(brand, brand.cardTypes[0]!);
    return [{ to: '/apply/form/step1', title: title(card), text: `Your first ${card}, or a card after yours has expired.` }];
  }
  return brand.cardTypes.map((type) => ({
    to: `/apply/form/step1?card=${type}`,
    title: title(cardName(brand, type)),
    text: `${CARD_TEXT[type]}. Your first, or a card after yours has expired.`,
  }));
}

/** Every kind of application the brand offers, named by the cards it issues (not by the card the visit started with). */
export function startLinks(brand: Pick<Brand, 'product' | 'cardTypes' | 'flags'>): StartLink[] {
  const product = brand.product;
  const both = brand.cardTypes.length > 1;
  const renewed = both ? `${product} or MSIC` : cardName(brand, brand.cardTypes[0]!);
  const links: StartLink[] = [
    ...newCardLinks(brand, (card) => `A new ${card}`),
    { to: '/renew', title: `Renew your ${renewed}`, text: 'You hold a card now and need a new one before it expires.' },
  ];
  links.push({ to: `/white-${product.toLowerCase()}`, title: `A white ${product}`, text: 'For a security-sensitive role that needs no unescorted access to secure areas: what it is and how to apply.' });
  if (brand.flags.jobReady) {
    links.push({ to: '/apply/form/step1?job_ready', title: `A job-ready ${product}`, text: 'You are training for or seeking airport work and have no employer yet.' });
  }
  if (brand.flags.studentAndStaff) {
    links.push({ to: '/apply/form/step1?student_and_staff', title: 'Students and staff', text: `An ${product} for a student or staff member of the college.` });
  }
  if (brand.cardTypes.includes('msic')) {
    links.push({ to: '/apply/form/step1?white_msic', title: 'A white MSIC', text: 'For people who need an MSIC but not unescorted access to the secure zones of a port.' });
  }
  return links;
}
