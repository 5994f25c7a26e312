import { cardName, type Brand } from '@cards/shared/brand';
import { isName } from '@cards/shared/validation/formats';

// The parts every email's words are made of (each kind's words are its entry in kinds.ts), as plain text: the HTML
// and the plain-text part are both made from these paragraphs. Plain Australian English in short sentences: what
// happened, what to do next, why the person got the email.

/** The statement of operational need to sign, by the employer or sponsor, or by the applicant themselves. */
export interface OpNeedRequest {
  /** The applicant's name as typed; the email uses it only when it is plainly a name. */
  applicantName: unknown;
  signer: 'employer' | 'applicant';
}

/** What a status email is about: the action staff recorded, and for a decision or a dispatch, which one. */
export type StatusUpdate = 'interview' | 'payment' | 'upload' | 'decision-Y' | 'decision-N' | 'dispatch-post' | 'dispatch-pickup' | 'approve-need';

export interface MailCopy {
  subject: string;
  /** The line mail apps show after the subject in the inbox. */
  preview: string;
  /** The HTML's heading: the subject said shortly. */
  heading: string;
  /** 'Hello Mia,' or 'Hello,'. */
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** Something the reader needs to keep (a tracking number): a highlighted box in HTML, its own line in text. */
  highlight?: { label: string; value: string };
  /** Headed parts between the paragraphs before the button and the button; a block is a paragraph or a list. */
  sections?: MailSection[];
  /**
   * What the button does, in words that make sense out of context (screen readers list links by name). Without it
   * (the contact emails) the email has no button and no fallback.
   */
  button?: string;
  /** Ends the sentence under the button: 'If the button does not work, open {fallback link} …'. */
  fallbackEnd?: string;
  /** Paragraphs after the button: keeping the link private, what happened to earlier links. */
  after: string[];
  /** Why the person got this email. */
  why: string;
  /** What to do when the email was not meant for them. */
  notYou: string;
}

export interface MailSection {
  heading?: string;
  /** The heading's level under the email's h1: 2 (the default) or 3 for a part of the section before. */
  level?: 2 | 3;
  /** A string is a paragraph; an array is a bulleted list; a MailLink is a sentence and the address it names. */
  blocks: Array<string | readonly string[] | MailLink>;
}

/** A sentence followed by an address with no secret in it, shown and linked (the dispatch email's activation page). */
export interface MailLink {
  text: string;
  href: string;
}

/** SPEC §3 'Tracking input': VEA (VEP in the MSIC wording) and 7 digits. */
export const TRACKING_NUMBER = /^VE[AP]\d{7}$/;

/** The longest first name the greeting uses; a longer one is more likely a message than a name. */
export const GREETING_NAME_MAX = 50;

/**
 * 'example.com': the name rule allows full stops, and mail apps make a domain name into a link, so a full stop
 * straight before two letters is not taken as a name ('J.R.' still is).
 */
const looksLikeDomain = /\.\p{L}{2}/u;

/**
 * The name for the greeting: the draft's Firstname when it is a string that passes the SPEC §5 name rule after
 * trimming, has at most 50 characters and does not look like a domain name, with runs of spaces (line breaks
 * included) made one space. Anything else gives undefined: an email never repeats what a person typed unless it
 * is plainly a name.
 */
export function greetingName(firstname: unknown): string | undefined {
  if (typeof firstname !== 'string') return undefined;
  const name = firstname.trim();
  if (!name || [...name].length > GREETING_NAME_MAX || !isName(name) || looksLikeDomain.test(name)) return undefined;
  return name.replace(/\s+/g, ' ');
}

export { cardName };

export const keepPrivate = 'Keep this email private. Anyone with the link can open your application.';
export const earlierLinks = 'Links in earlier emails about this application no longer work.';
// Said of 'the link', which is the button in HTML and an address in the plain-text part.
export const oneDevice = 'The link opens your application on the first device you use it on, which then keeps it open '
  + 'for you. On another device, the page it opens lets you ask for a new link.';

export function isMailLink(block: string | readonly string[] | MailLink): block is MailLink {
  return typeof block === 'object' && !Array.isArray(block);
}

/** 'an ASIC', 'an MSIC': card names are initialisms, so the article follows the sound of the first letter. */
export function withArticle(card: string): string {
  return `${/^[AEFHILMNORSX]/.test(card) ? 'an' : 'a'} ${card}`;
}

export const newLinkByEmail = 'and we will email you a new link.';

/** Each status email (every stage change emails the applicant): what happened and what comes next. */
export const STATUS_UPDATES: Record<StatusUpdate, (card: string) => { subject: string; happened: string; next: string }> = {
  interview: () => ({
    subject: 'Your interview is recorded',
    happened: 'Thank you for coming to your interview. We have checked your identity documents.',
    next: 'Once your fee is paid, we lodge your application with AusCheck for your background check.',
  }),
  payment: () => ({
    subject: 'We have your payment',
    happened: 'We have received the fee for your application. Your invoice on the tracking page now shows it paid.',
    next: 'We lodge your application with AusCheck for your background check.',
  }),
  upload: () => ({
    subject: 'Your background check has started',
    happened: 'We have lodged your application with AusCheck, part of the Department of Home Affairs, for your '
      + 'background check.',
    next: 'We will email you when your check is finished.',
  }),
  'decision-Y': (card) => ({
    subject: 'Your background check is finished',
    happened: 'AusCheck has finished your background check.',
    next: `We are making your ${card} and will email you when it is on its way.`,
  }),
  'decision-N': () => ({
    subject: 'Your application has been processed',
    happened: 'Your application has been processed.',
    next: 'Please contact our office for more information.',
  }),
  'dispatch-post': (card) => ({
    subject: `Your ${card} is on its way`,
    happened: `We have posted your ${card}.`,
    next: 'When it reaches you, activate it on our website before you use it.',
  }),
  'dispatch-pickup': (card) => ({
    subject: `Your ${card} is ready to collect`,
    happened: `Your ${card} is ready for you to collect from our office. Bring photo identification.`,
    next: 'Once you have it, activate it on our website before you use it.',
  }),
  'approve-need': () => ({
    subject: 'Your operational need is approved',
    happened: 'Our office has approved the statement of why you need the card.',
    next: 'Your application carries on; the tracking page shows where it is.',
  }),
};

/** The longest applicant's name an email repeats: the name rule's full names run to about this. */
export const APPLICANT_NAME_MAX = 150;

/**
 * The applicant's full name for an email to someone else: only when it passes the SPEC §5 name rule, is not too long
 * and does not look like a domain name, with runs of spaces made one; otherwise undefined.
 */
export function applicantName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name || [...name].length > APPLICANT_NAME_MAX || !isName(name) || looksLikeDomain.test(name)) return undefined;
  return name;
}

/** The link to the statement of operational need, to the employer or sponsor, or to the applicant. */
export function opNeedRequestCopy(brand: Brand, card: string, greeting: string, opNeed: OpNeedRequest): MailCopy {
  const aCard = withArticle(card);
  const linkPrivate = 'The link is for you only: anyone who has it can see the statement and sign it. If we send you '
    + 'a new link, the one in this email stops working.';
  if (opNeed.signer === 'applicant') {
    return {
      subject: `Sign your statement of operational need for your ${card}`,
      preview: 'We need your signed statement of why you need the card before your application can go on.',
      heading: 'Sign your statement',
      greeting,
      intro: [
        `You applied for ${aCard} with ${brand.name} as your own sponsor. Before your application can go on, we need `
          + 'your signed statement of why you need the card.',
        'Check the details, correct them if you need to, and sign. It takes about five minutes.',
      ],
      button: 'Open the statement',
      fallbackEnd: 'in your web browser.',
      after: [linkPrivate],
      why: `We sent this email because ${aCard} application with this email address said that the applicant is their `
        + 'own sponsor.',
      notYou: `If you did not apply for ${aCard} with ${brand.name}, tell us at ${brand.contact.email} so that we can `
        + 'stop the application.',
    };
  }
  const name = applicantName(opNeed.applicantName);
  const who = name ?? 'Someone';
  return {
    subject: name ? `Please confirm why ${name} needs ${aCard}` : `Please confirm why your worker needs ${aCard}`,
    preview: 'A statement of operational need is waiting for your signature.',
    heading: 'A statement is waiting for your signature',
    greeting,
    intro: [
      `${who} has applied for ${aCard} with ${brand.name} and has named you as the person who can confirm why they `
        + 'need it.',
      `${card} holders must have an operational need for the card. Please check the details they gave, correct them `
        + 'if you need to, and sign the statement online. It takes about five minutes.',
    ],
    button: 'Open the statement',
    fallbackEnd: 'in your web browser.',
    after: [linkPrivate],
    why: `We sent this email because an applicant for ${aCard} gave this email address as their employer's or `
      + "sponsor's contact.",
    notYou: `If you do not know the applicant or cannot confirm their need, do not sign. Tell us at ${brand.contact.email}.`,
  };
}
