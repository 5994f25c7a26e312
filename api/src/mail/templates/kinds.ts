import type { Brand } from '@cards/shared/brand';
import { isIsoDate, longDate } from '@cards/shared/domain';
import {
  STATUS_UPDATES, TRACKING_NUMBER, cardName, earlierLinks, greetingName, keepPrivate, newLinkByEmail, oneDevice, opNeedRequestCopy,
  withArticle, type MailCopy, type OpNeedRequest, type StatusUpdate,
} from './copy.ts';

// Each kind of email once: the values of its own every caller must give it, what it says, where its button goes,
// whether a visitor can make the site send it, and how long its link works. The sender, the templates, the preview
// and the tests all read it: a new kind is a new entry here.

/**
 * Where an email's button goes. A 'resume' link carries a one-time token, so the address shown under the button is
 * the link-expired page; the other pages hold no secret and are shown as they are.
 */
export type MailLinkKind = 'resume' | 'link-expired' | 'track' | 'statement' | 'activate';

export interface MailKindEntry {
  link: MailLinkKind;
  /**
   * A visitor's action on the site sends it, so the limits per draft and per address apply. The others are the
   * service's own (staff's status emails, the one submission email, the statement at conversion, the retention
   * reminder) and count against no limit, so they can never stop a sign-in code or a saved-form link.
   */
  onDemand: boolean;
  /**
   * The limits per draft hold it back when they are reached: every kind sent on demand, and the statement, which
   * goes to an address anyone may type and can be asked for again. The service's other mail is sent whatever was
   * asked for before it: a person who asked for many links still gets the email with their tracking number.
   */
  heldByLimits: boolean;
  /** How long a 'resume' link works: a token's usual life, an invitation's, or until the draft is deleted. */
  linkLasts?: 'token' | 'invitation' | 'until-deleted';
}

/** What every email's words start from: the brand, the person's card, the greeting. */
export interface CopyBasis {
  brand: Brand;
  /** 'ASIC' or 'MSIC', the card of the person the email is for. */
  card: string;
  /** 'an ASIC'. */
  aCard: string;
  /** 'Hello Mia,' or 'Hello,'. */
  greeting: string;
  /** The last line of the emails about a draft, for a person who started none. */
  notStarted: string;
}

interface KindEntry<Values> extends MailKindEntry {
  /** What the email says; it throws when a value it needs is not one it can say. */
  copy(basis: CopyBasis, values: Values): MailCopy;
}

type NoValues = Record<never, never>;

/** An entry, typed by the values of its own the email takes: the compiler asks every caller for them. */
const kind = <Values = NoValues>(entry: KindEntry<Values>): KindEntry<Values> => entry;

export const MAIL_KINDS = {
  /** The first step is done: the link to come back (SPEC §4). */
  'form-saved': kind({
    link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'token',
    copy({ brand, card, aCard, greeting, notStarted }) {
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
    },
  }),
  /** The session ended: the application was saved first. */
  'session-expired': kind({
    link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'token',
    copy({ brand, card, aCard, greeting, notStarted }) {
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
    },
  }),
  /** An emailed link ran out: the page to ask for a new one. */
  'link-expired': kind({
    link: 'link-expired', onDemand: true, heldByLimits: true,
    copy({ brand, card, aCard, greeting, notStarted }) {
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
    },
  }),
  /** A new link, asked for on the link-expired page. */
  'new-link': kind({
    link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'token',
    copy({ brand, card, aCard, greeting, notStarted }) {
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
    },
  }),
  /** An application prepared for the person, to open and finish. */
  invitation: kind({
    link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'invitation',
    copy({ brand, aCard, greeting }) {
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
    },
  }),
  /** Sent once, with the person's tracking number (VEA0001523, VEP for an MSIC). */
  submitted: kind<{ trackingNumber: string }>({
    link: 'track', onDemand: false, heldByLimits: false,
    copy({ brand, card, aCard, greeting }, { trackingNumber }: { trackingNumber: string }) {
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
    },
  }),
  /** The track page's one-time code (6 digits) for a tracking number. */
  'sign-in-code': kind<{ trackingNumber: string; code: string }>({
    link: 'track', onDemand: true, heldByLimits: true,
    copy({ brand, card, greeting }, { trackingNumber, code }: { trackingNumber: string; code: string }) {
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
    },
  }),
  /** What staff recorded (ops/person-ops.ts) for a tracking number and, for a dispatch, the activation page. */
  'status-update': kind<{ trackingNumber: string; update: StatusUpdate; activateLink?: string }>({
    link: 'track', onDemand: false, heldByLimits: false,
    copy({ brand, card, aCard, greeting }, { trackingNumber, update, activateLink: activate }: { trackingNumber: string; update: StatusUpdate; activateLink?: string }) {
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
    },
  }),
  /** The statement of operational need to sign: whose it is, and whether the applicant signs it. */
  'opneed-request': kind<{ opNeed: OpNeedRequest }>({
    link: 'statement', onDemand: false, heldByLimits: true,
    copy({ brand, card, greeting }, { opNeed }: { opNeed: OpNeedRequest }) {
      if (!opNeed) throw new Error('The operational-need email needs whose statement it is.');
      return opNeedRequestCopy(brand, card, greeting, opNeed);
    },
  }),
  /** The day (YYYY-MM-DD) a draft not sent will be deleted. */
  'deletion-reminder': kind<{ deleteOn: string }>({
    link: 'resume', onDemand: false, heldByLimits: false, linkLasts: 'until-deleted',
    copy({ brand, card, aCard, greeting, notStarted }, { deleteOn }: { deleteOn: string }) {
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
    },
  }),
  /** Activation paused after many wrong tries, for a tracking number. */
  'activation-refused': kind<{ trackingNumber: string }>({
    link: 'activate', onDemand: false, heldByLimits: false,
    copy({ brand, card, aCard, greeting }, { trackingNumber }: { trackingNumber: string }) {
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
    },
  }),
};

/** Each kind of email. */
export type MailKind = keyof typeof MAIL_KINDS;

/** Each kind, and the values of its own that it must be given (none for the links about a draft). */
export type MailKindValues = { [K in MailKind]: (typeof MAIL_KINDS)[K] extends KindEntry<infer Values> ? Values : never };

/** One email: what every email is given (`Common`), with its kind and that kind's own values. */
export type MailOfKind<Common> = { [K in MailKind]: Common & { kind: K } & MailKindValues[K] }[MailKind];

/** What an email says, in the words of its kind, for the person's card and name. */
export function mailCopy(mail: MailOfKind<{ brand: Brand; cardType: string; firstname?: unknown }>): MailCopy {
  const { brand } = mail;
  const card = cardName(brand, mail.cardType);
  const name = greetingName(mail.firstname);
  const entry = MAIL_KINDS[mail.kind] as KindEntry<unknown> | undefined;
  if (!entry) throw new Error(`There is no email of kind ${String(mail.kind)}.`);
  return entry.copy({
    brand,
    card,
    aCard: withArticle(card),
    greeting: name ? `Hello ${name},` : 'Hello,',
    notStarted: `If you did not start an application with ${brand.name}, you can ignore this email. `
      + `If you keep receiving them, tell us at ${brand.contact.email}.`,
  }, mail);
}

/** Every kind, in the registry's order. */
export const mailKinds = Object.keys(MAIL_KINDS) as MailKind[];

/** Whether the kind's button carries a one-time token (and so may never be shown as text). */
export function hasSecretLink(kind: MailKind): boolean {
  return MAIL_KINDS[kind].link === 'resume';
}
