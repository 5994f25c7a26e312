import { cardName, type Brand } from '@cards/shared/brand';
import { isIsoDate, longDate } from '@cards/shared/domain';
import { isName } from '@cards/shared/validation/formats';
import type { MailKind, OpNeedRequest, StatusUpdate } from './index.ts';

// What each email says, as plain text: the HTML and the plain-text part are both made from these paragraphs.
// Plain Australian English in short sentences: what happened, what to do next, why the person got the email.

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

const keepPrivate = 'Keep this email private. Anyone with the link can open your application.';
const earlierLinks = 'Links in earlier emails about this application no longer work.';
// Said of 'the link', which is the button in HTML and an address in the plain-text part.
const oneDevice = 'The link opens your application on the first device you use it on, which then keeps it open '
  + 'for you. On another device, the page it opens lets you ask for a new link.';

export function isMailLink(block: string | readonly string[] | MailLink): block is MailLink {
  return typeof block === 'object' && !Array.isArray(block);
}

/** 'an ASIC', 'an MSIC': card names are initialisms, so the article follows the sound of the first letter. */
export function withArticle(card: string): string {
  return `${/^[AEFHILMNORSX]/.test(card) ? 'an' : 'a'} ${card}`;
}

const newLinkByEmail = 'and we will email you a new link.';

/** Each status email (every stage change emails the applicant): what happened and what comes next. */
const STATUS_UPDATES: Record<StatusUpdate, (card: string) => { subject: string; happened: string; next: string }> = {
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

/**
 * `trackingNumber` is needed by the 'submitted', 'sign-in-code' and 'status-update' kinds, and must have the SPEC §3 form; `code` by
 * 'sign-in-code', 6 digits.
 */
export function mailCopy(
  kind: MailKind, brand: Brand, cardType: string, firstname: unknown, trackingNumber?: unknown, code?: unknown, update?: StatusUpdate,
  opNeed?: OpNeedRequest, deleteOn?: string, activate?: string,
): MailCopy {
  const card = cardName(brand, cardType);
  const aCard = withArticle(card);
  const name = greetingName(firstname);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const notStarted = `If you did not start an application with ${brand.name}, you can ignore this email. `
    + `If you keep receiving them, tell us at ${brand.contact.email}.`;
  switch (kind) {
    case 'form-saved':
      return {
        subject: `Your ${card} application is saved`,
        preview: `You can finish your ${card} application at any time with the link in this email.`,
        heading: 'Your application is saved',
        greeting,
        intro: [
          `Thank you for starting your ${card} application with ${brand.name}. We have saved what you have `
            + 'entered so far.',
          'You can come back and finish it at any time.',
        ],
        button: 'Continue your application',
        fallbackEnd: newLinkByEmail,
        after: [`${oneDevice} ${keepPrivate}`],
        why: `We sent this email because you finished the first step of ${aCard} application with this email `
          + 'address.',
        notYou: notStarted,
      };
    case 'session-expired':
      return {
        subject: `We saved your ${card} application when your session ended`,
        preview: `Nothing you entered is lost. Continue your ${card} application with the link in this email.`,
        heading: 'Your application is saved',
        greeting,
        intro: [
          `Your session on the ${brand.name} website ended because there was no activity for a while.`,
          `We saved your ${card} application first, so nothing you entered is lost. You can continue where you `
            + 'left off.',
        ],
        button: 'Continue your application',
        fallbackEnd: newLinkByEmail,
        after: [`${oneDevice} ${earlierLinks} ${keepPrivate}`],
        why: `We sent this email because your session ended while you were filling in ${aCard} application with `
          + 'this email address.',
        notYou: notStarted,
      };
    case 'link-expired':
      return {
        subject: `The link to your ${card} application has expired`,
        preview: 'Your application is still saved. Ask for a new link to continue.',
        heading: 'Your link has expired',
        greeting,
        intro: [
          `For your security, the link to your ${card} application with ${brand.name} has expired. This happens `
            + 'when a session ends after no activity for a while.',
          'Your application is still saved. To continue, ask for a new link. We will email it to this address.',
        ],
        button: 'Ask for a new link',
        fallbackEnd: newLinkByEmail,
        after: [],
        why: `We sent this email because the link to ${aCard} application started with this email address has `
          + 'expired.',
        notYou: notStarted,
      };
    case 'new-link':
      return {
        subject: `Your new link to your ${card} application`,
        preview: `Here is the new link to your ${card} application that you asked for.`,
        heading: 'Here is your new link',
        greeting,
        intro: [
          `You asked for a new link to your ${card} application with ${brand.name}. Here it is.`,
          'Your application is saved. You can continue where you left off.',
        ],
        button: 'Continue your application',
        fallbackEnd: newLinkByEmail,
        after: [`${oneDevice} ${earlierLinks} ${keepPrivate}`],
        why: `We sent this email because a new link was asked for on our website for ${aCard} application `
          + 'started with this email address.',
        notYou: notStarted,
      };
    case 'invitation':
      return {
        subject: `Your invitation to apply for ${aCard}`,
        preview: `${brand.name} has prepared ${aCard} application for you.`,
        heading: 'You are invited to apply',
        greeting,
        intro: [
          `${brand.name} has invited you to apply for ${aCard}. We have prepared an application for you.`,
          'Open it, check the details, then answer the other questions. We save your answers as you go, so you '
            + 'can stop and come back later.',
        ],
        button: 'Open your application',
        fallbackEnd: newLinkByEmail,
        after: [`This invitation is for you only. ${oneDevice} ${keepPrivate}`],
        why: `We sent this email because ${brand.name} invited you to apply, using this email address.`,
        notYou: `If you were not expecting an invitation from ${brand.name}, you can ignore this email. `
          + `If you keep receiving them, tell us at ${brand.contact.email}.`,
      };
    case 'submitted': {
      if (typeof trackingNumber !== 'string' || !TRACKING_NUMBER.test(trackingNumber)) {
        throw new Error('The submitted email needs a tracking number: VEA or VEP and 7 digits.');
      }
      return {
        subject: `We have your ${card} application: ${trackingNumber}`,
        preview: `Your tracking number is ${trackingNumber}. Here is what happens next.`,
        heading: 'Application received',
        greeting,
        intro: [`Thank you for applying for ${aCard} with ${brand.name}. We have received your application.`],
        highlight: { label: 'Your tracking number', value: trackingNumber },
        sections: [
          {
            blocks: ['Keep this number. You need it, with your date of birth, to track your application. Please '
              + 'quote it when you contact us.'],
          },
          { heading: 'What happens next', blocks: [] },
          {
            heading: '1. Your interview',
            level: 3,
            blocks: [
              'Next you attend an interview, where your identity is checked in person. We will contact you about '
                + 'when and where.',
              'Bring original documents. We cannot accept photocopies, photos, scans or certified copies. Bring one '
                + 'document that shows each of these:',
              [
                'where your identity in Australia started: your full Australian birth certificate (not an extract), '
                  + 'your Australian citizenship certificate, or your Australian visa with your passport',
                'your photo and signature: for example your driver licence or passport',
                'that you use your identity in the community: for example your Medicare card or a bank card',
                'your current address, if none of the others does: for example a recent utility bill or bank '
                  + 'statement',
              ],
              'If your name is different on any of them, also bring the marriage certificate or change of name '
                + 'certificate that links the names.',
            ],
          },
          {
            heading: '2. Your background check',
            level: 3,
            blocks: [
              'After your interview we send your application to AusCheck, part of the Department of Home Affairs. '
                + 'AusCheck confirms your identity, checks your criminal history, gets a security assessment from '
                + 'ASIO (the Australian Security Intelligence Organisation) and a criminal intelligence assessment from '
                + 'the ACIC (the Australian Criminal Intelligence Commission). If you hold a visa, it also checks that '
                + 'you have the right to work in Australia.',
              'Issuing bodies quote between two and eight weeks for the check, and some take longer, for example '
                + 'when you have lived overseas.',
            ],
          },
          {
            heading: '3. Your card',
            level: 3,
            blocks: [
              'We will contact you when your check is finished and tell you how you will get your card.',
              `If you applied as job ready (before having a job that needs ${aCard}), your background check goes `
                + 'ahead now, but we cannot issue your card until you show that you need it, for example with a '
                + 'letter from your employer.',
            ],
          },
        ],
        button: 'Track your application',
        fallbackEnd: 'in your web browser.',
        after: ['The tracking page asks for your date of birth and a code we email you before it shows your application.'],
        why: `We sent this email because ${aCard} application was sent to us from our website with this email `
          + 'address.',
        notYou: `If you did not apply for ${aCard} with ${brand.name}, tell us at ${brand.contact.email} so that `
          + 'we can stop the application.',
      };
    }
    case 'sign-in-code': {
      if (typeof trackingNumber !== 'string' || !TRACKING_NUMBER.test(trackingNumber)) {
        throw new Error('The sign-in code email needs a tracking number: VEA or VEP and 7 digits.');
      }
      if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw new Error('The sign-in code email needs a 6-digit code.');
      return {
        subject: `Your code to track your ${card} application`,
        preview: `Enter this code on the tracking page. It works once, for 10 minutes.`,
        heading: 'Your sign-in code',
        greeting,
        intro: [`Someone asked to see the progress of ${card} application ${trackingNumber}. Enter this code on the `
          + 'tracking page to carry on.'],
        highlight: { label: 'Your code', value: code },
        sections: [{ blocks: ['The code works once, for 10 minutes. If it has run out, ask for a new one on the tracking page.'] }],
        button: 'Open the tracking page',
        fallbackEnd: 'in your web browser.',
        after: ['Never give this code to anyone. We will never ask you for it by phone or email.'],
        why: `We sent this email because someone entered the tracking number and date of birth of your ${card} `
          + 'application on our website.',
        notYou: `If that was not you, you can ignore this email: nobody can see your application without the code. `
          + `If you keep receiving these emails, tell us at ${brand.contact.email}.`,
      };
    }
    case 'status-update': {
      if (typeof trackingNumber !== 'string' || !TRACKING_NUMBER.test(trackingNumber)) {
        throw new Error('The status email needs a tracking number: VEA or VEP and 7 digits.');
      }
      if (!update || !(update in STATUS_UPDATES)) throw new Error('The status email needs what was recorded.');
      const { subject, happened, next } = STATUS_UPDATES[update](card);
      const dispatched = update === 'dispatch-post' || update === 'dispatch-pickup';
      // The dispatch email that says to activate the card links the activation page of the person's card.
      if (dispatched && !activate) throw new Error('The dispatch email needs the activation page\'s address.');
      return {
        subject: `${card} application ${trackingNumber}: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`,
        preview: happened,
        heading: subject,
        greeting,
        intro: [happened],
        highlight: { label: 'Your tracking number', value: trackingNumber },
        sections: [{
          heading: 'What happens next',
          blocks: [next, ...(dispatched && activate ? [{ text: `Activate your ${card} on this page:`, href: activate }] : [])],
        }],
        button: 'Track your application',
        fallbackEnd: 'in your web browser.',
        after: ['The tracking page asks for your date of birth and a code we email you before it shows your application.'],
        why: `We sent this email because you applied for ${aCard} with ${brand.name} with this email address, and your `
          + 'application has moved on.',
        notYou: `If you did not apply for ${aCard} with ${brand.name}, tell us at ${brand.contact.email} so that we can `
          + 'stop the application.',
      };
    }
    case 'opneed-request': {
      if (!opNeed) throw new Error('The operational-need email needs whose statement it is.');
      return opNeedRequestCopy(brand, card, greeting, opNeed);
    }
    case 'deletion-reminder': {
      if (!isIsoDate(deleteOn)) throw new Error('The deletion reminder needs the day the application will be deleted.');
      const day = longDate(deleteOn);
      return {
        subject: `Your ${card} application will be deleted from ${day}`,
        preview: `Your ${card} application has not been sent. Continue it before ${day} to keep it.`,
        heading: 'Your application will be deleted soon',
        greeting,
        intro: [
          `You started ${aCard} application with ${brand.name}, but it has not been sent, and nothing in it has `
            + 'changed for a long time.',
          `To protect your personal details, we delete applications that are not sent. We will delete this one from ${day}.`,
          'To keep it, continue your application before then. Any change you save keeps it for longer. If you no '
            + 'longer need it, you do not have to do anything.',
        ],
        button: 'Continue your application',
        fallbackEnd: newLinkByEmail,
        after: [`${oneDevice} ${keepPrivate}`],
        why: `We sent this email because ${aCard} application started with this email address has not been sent.`,
        notYou: notStarted,
      };
    }
    case 'activation-refused': {
      if (typeof trackingNumber !== 'string' || !TRACKING_NUMBER.test(trackingNumber)) {
        throw new Error('The activation email needs a tracking number: VEA or VEP and 7 digits.');
      }
      return {
        subject: `We have paused activation of your ${card}`,
        preview: `Someone tried several times to activate your ${card} with details that did not match.`,
        heading: 'Activation of your card is paused',
        greeting,
        intro: [
          `Someone tried several times to activate the ${card} of application ${trackingNumber} on our website, with `
            + 'details that did not match your card. To keep your card safe, we have paused its activation for now.',
        ],
        highlight: { label: 'Your tracking number', value: trackingNumber },
        sections: [
          { heading: 'If it was you', blocks: [`Check the number on the front of your ${card}, the serial number on its back and `
            + 'your date of birth. The activation page says when you can try again.'] },
          { heading: 'If it was not you', blocks: [`Nobody can activate your ${card} without the details printed on it and your `
            + `date of birth. If your card has not reached you, or has been lost or stolen, tell us at ${brand.contact.email} `
            + `or call ${brand.contact.phone}.`] },
        ],
        button: 'Open the activation page',
        fallbackEnd: 'in your web browser.',
        after: [],
        why: `We sent this email because you applied for ${aCard} with ${brand.name} with this email address, and `
          + 'someone tried to activate that card.',
        notYou: `If you did not apply for ${aCard} with ${brand.name}, tell us at ${brand.contact.email} so that we can `
          + 'stop the application.',
      };
    }
    default:
      throw new Error(`There is no email of kind ${String(kind satisfies never)}.`);
  }
}

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
function opNeedRequestCopy(brand: Brand, card: string, greeting: string, opNeed: OpNeedRequest): MailCopy {
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
