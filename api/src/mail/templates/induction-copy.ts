import type { Brand } from '@cards/shared/brand';
import { cardName, greetingName, type MailCopy } from './copy.ts';

// What the induction emails say. Both go when someone enrols on the induction-only page: to one of our
// card holders (at the address on their application, never the one typed) with the links of their inductions, and
// to the holder of a card issued elsewhere (at the address they typed) with the page that lists theirs. Each link is
// the only key of what it opens, so the email says to keep it private. Nothing typed is repeated but a first name
// that is plainly a name.

export type InductionMailKind = 'induction-enrolled' | 'induction-foreign-card' | 'induction-enrolment-link';

/** One induction in an email: its program's name and its absolute address. */
export interface EmailedInduction {
  name: string;
  url: string;
}

const list = (inductions: readonly EmailedInduction[]) => inductions.map((induction) => `${induction.name}: ${induction.url}`);

const names = (inductions: readonly EmailedInduction[]) => {
  const all = inductions.map((induction) => induction.name);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)!}` : all[0] ?? 'security induction';
};

const finish = 'Each induction is a few short modules of slides and questions. You can stop at any time and carry on '
  + 'later from the same link. When you finish, you can download your certificate.';

/** To one of our card holders: the links of the inductions they are enrolled in (the button opens the first). */
export function inductionEnrolledCopy(brand: Brand, firstname: unknown, inductions: readonly EmailedInduction[]): MailCopy {
  const name = greetingName(firstname);
  const several = inductions.length > 1;
  return {
    subject: several ? 'Your security inductions' : `Your ${names(inductions)}`,
    preview: 'Complete your airport security induction online with the link in this email.',
    heading: several ? 'Your security inductions' : 'Your security induction',
    greeting: name ? `Hello ${name},` : 'Hello,',
    intro: [`You are enrolled in the ${names(inductions)} with ${brand.name}. The airport needs you to complete `
      + `${several ? 'them' : 'it'} before you collect your card.`, finish],
    ...(several ? { sections: [{ heading: 'Your inductions', blocks: [list(inductions)] }] } : {}),
    button: several ? 'Start your first induction' : 'Start your induction',
    fallbackEnd: 'in your web browser.',
    after: [`The link${several ? 's are' : ' is'} yours alone: anyone who has ${several ? 'one' : 'it'} can take the `
      + 'induction in your name. Keep this email private.'],
    why: `We sent this email because someone enrolled in an airport security induction on the ${brand.name} website with `
      + `the ${brand.product} number, name and date of birth of your application.`,
    notYou: `If that was not you, tell us at ${brand.contact.email}.`,
  };
}

/** To the holder of a card issued elsewhere: the page that lists their inductions, and each induction's link. */
export function inductionForeignCardCopy(brand: Brand, firstname: unknown, inductions: readonly EmailedInduction[]): MailCopy {
  const name = greetingName(firstname);
  return {
    subject: inductions.length > 1 ? 'Your security inductions' : `Your ${names(inductions)}`,
    preview: 'Complete your airport security induction online with the links in this email.',
    heading: 'You are enrolled',
    greeting: name ? `Hello ${name},` : 'Hello,',
    intro: [`You are enrolled in the ${names(inductions)} with ${brand.name}, with the card you hold from another issuer.`, finish],
    sections: [{ heading: 'Your inductions', blocks: [list(inductions)] }],
    button: 'See your inductions',
    fallbackEnd: 'in your web browser. It shows how far you are with each induction.',
    after: ['These links are yours alone: anyone who has them can see your enrolment and take the inductions in your '
      + 'name. Keep this email private.'],
    why: `We sent this email because this email address was given when enrolling in an airport security induction on the `
      + `${brand.name} website.`,
    notYou: `If you did not enrol, you can ignore this email. If you keep receiving them, tell us at ${brand.contact.email}.`,
  };
}

/**
 * To one of our card holders, when someone enrolled with their tracking number, name and birthdate: the
 * link that finishes the enrolment. Nothing is enrolled until it is opened, so a stranger's guess enrols nobody.
 */
export function inductionEnrolmentLinkCopy(brand: Brand, cardType: string, firstname: unknown, programNames: readonly string[], hoursValid: number): MailCopy {
  const name = greetingName(firstname);
  const card = cardName(brand, cardType);
  const what = programNames.length > 1 ? `${programNames.slice(0, -1).join(', ')} and ${programNames.at(-1)!}` : programNames[0] ?? 'security induction';
  return {
    subject: 'Finish enrolling in your security induction',
    preview: 'Open the link in this email to finish enrolling in your airport security induction.',
    heading: 'Finish enrolling',
    greeting: name ? `Hello ${name},` : 'Hello,',
    intro: [`Someone asked to enrol you in the ${what} with ${brand.name}, with the tracking number, name and date of `
      + `birth of your ${card} application. Open the link below to finish enrolling and start the induction.`,
    `The link works once, for ${hoursValid} hours. If you enrol again in that time, the airports you add join this link.`],
    button: 'Finish enrolling',
    fallbackEnd: 'in your web browser.',
    after: ['The link is yours alone: anyone who has it can enrol you. Keep this email private.'],
    why: `We sent this email to the address on your ${card} application because someone used its details on the `
      + `${brand.name} induction enrolment page.`,
    notYou: `If that was not you, ignore this email: nothing happens unless the link is opened. If you keep receiving them, tell us at ${brand.contact.email}.`,
  };
}
