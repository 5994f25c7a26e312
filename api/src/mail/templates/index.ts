import type { Brand } from '@cards/shared/brand';
import { isMailLink, mailCopy, type MailCopy } from './copy.ts';
import { hasSecretLink } from './kinds.ts';
import { layoutHtml } from './layout.ts';
import { joinParagraphs, linkLines, listLines, wrap } from './text.ts';

// The emails the service sends, rendered from one template per kind for every brand: branded,
// accessible HTML beside a plain-text part. The queue (db/mail-queue.ts) stores what this renders; the sender sends it later.

/** Each kind of email, and the values of its own that it must be given (none for the links about a draft). */
export interface MailKindValues {
  'form-saved': NoValues;
  'session-expired': NoValues;
  'link-expired': NoValues;
  'new-link': NoValues;
  invitation: NoValues;
  /** The person's tracking number (VEA0001523, VEP for an MSIC). */
  submitted: { trackingNumber: string };
  /** The tracking number, and the one-time code (6 digits). */
  'sign-in-code': { trackingNumber: string; code: string };
  /** The tracking number, what staff recorded (ops/person-ops.ts) and, for a dispatch, the activation page. */
  'status-update': { trackingNumber: string; update: StatusUpdate; activateLink?: string };
  /** Whose statement it is, and whether the applicant signs it. */
  'opneed-request': { opNeed: OpNeedRequest };
  /** The day the draft will be deleted (YYYY-MM-DD). */
  'deletion-reminder': { deleteOn: string };
  /** The tracking number of the card whose activation was refused. */
  'activation-refused': { trackingNumber: string };
}
type NoValues = Record<never, never>;

export type MailKind = keyof MailKindValues;

/** One email: what every email is given (`Common`), with its kind and that kind's own values. */
export type MailOfKind<Common> = { [K in MailKind]: Common & { kind: K } & MailKindValues[K] }[MailKind];

/** Every kind's own values, each optional: how the copy reads them once the kind is known. */
type AnyKindValues = Partial<MailKindValues['sign-in-code'] & MailKindValues['status-update'] & MailKindValues['opneed-request'] & MailKindValues['deletion-reminder']>;

/** The values of an email of any kind, for code that reads them by the kind. */
export function kindValues(mail: MailOfKind<object>): AnyKindValues {
  return mail as AnyKindValues;
}

export type MailTemplateInput = MailOfKind<MailCommonInput>;

interface MailCommonInput {
  brand: Brand;
  /** The draft's card type: MSIC for 'msic', the brand's aviation card (ASIC) otherwise. */
  cardType: string;
  /** The draft's Firstname as typed; the greeting uses it only when it passes the SPEC §5 name rule. */
  firstname?: unknown;
  /**
   * The button's address: a resume link with its one-time token, (link-expired) the link-expired page, or
   * (submitted) the track page with the tracking number, which carries no secret.
   */
  link: string;
  /** Where the person can ask for a new link if the button does not work: an address with no secret in it. */
  fallbackLink: string;
  /** Where people reach the site, without a trailing slash; images and links start with it. */
  publicUrl: string;
}

/** The statement of operational need to sign, by the employer or sponsor, or by the applicant themselves. */
export interface OpNeedRequest {
  /** The applicant's name as typed; the email uses it only when it is plainly a name. */
  applicantName: unknown;
  signer: 'employer' | 'applicant';
}

/** What a status email is about: the action staff recorded, and for a decision or a dispatch, which one. */
export type StatusUpdate = 'interview' | 'payment' | 'upload' | 'decision-Y' | 'decision-N' | 'dispatch-post' | 'dispatch-pickup' | 'approve-need';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export { cardName, greetingName, isMailLink, mailCopy, TRACKING_NUMBER, type MailCopy, type MailLink, type MailSection } from './copy.ts';
export { default as escapeHtml } from 'escape-html';
export { logoUrl, mailColours, type MailColours } from './layout.ts';
export { MAIL_KINDS, hasSecretLink, mailKinds, type MailKindEntry, type MailLinkKind } from './kinds.ts';

function httpAddress(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Not the value itself: a link may carry a token, and errors end up in logs.
    throw new Error(`The email's ${what} is not an address.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The email's ${what} is not an http(s) address.`);
  return value;
}

/** The plain-text part: the same paragraphs, with the button's and the fallback's addresses written out. */
function plainText(copy: MailCopy, brand: Brand, link?: string, fallbackLink?: string): string {
  return joinParagraphs([
    copy.greeting,
    ...copy.intro.map((p) => wrap(p)),
    // The value alone on its line, so it can be read and copied whole.
    ...(copy.highlight ? [`${copy.highlight.label}:\n${copy.highlight.value}`] : []),
    ...(copy.sections ?? []).flatMap((section) => [
      ...(section.heading ? [`${section.heading}\n${(section.level === 3 ? '-' : '=').repeat(section.heading.length)}`] : []),
      ...section.blocks.map((block) => (typeof block === 'string' ? wrap(block)
        : isMailLink(block) ? linkLines(block.text, block.href) : listLines(block))),
    ]),
    ...(copy.button && link ? [linkLines(`${copy.button}:`, link)] : []),
    ...(!fallbackLink || fallbackLink === link ? [] : [linkLines('If that link does not work, open this page to ask for a new one:', fallbackLink)]),
    ...copy.after.map((p) => wrap(p)),
    '-'.repeat(20),
    wrap(copy.why),
    wrap(copy.notYou),
    `${brand.name}\nPhone ${brand.contact.phone}\nEmail ${brand.contact.email}`,
  ]);
}

/**
 * Renders one email: its subject, branded accessible HTML (MJML) and a plain-text part made from the same
 * paragraphs. `link` appears only as the button's address (never as visible text); `fallbackLink` is shown and
 * linked under the button, so it must carry no secret: for the kinds whose link has a token the two must differ.
 * Throws when an address is not http(s) or when MJML finds the markup invalid.
 */
export async function renderMail(input: MailTemplateInput): Promise<RenderedMail> {
  const { kind, brand, cardType, firstname } = input;
  const publicUrl = httpAddress(input.publicUrl, 'public address').replace(/\/+$/, '');
  const link = httpAddress(input.link, 'link');
  const fallbackLink = httpAddress(input.fallbackLink, 'fallback link');
  if (hasSecretLink(kind) && fallbackLink === link) {
    throw new Error(`The ${kind} email's fallback address is shown as text, so it cannot be the secret link.`);
  }
  const values = kindValues(input);
  const activate = values.activateLink === undefined ? undefined : httpAddress(values.activateLink, 'activation link');
  const copy = mailCopy(kind, brand, cardType, firstname, values.trackingNumber, values.code, values.update, values.opNeed, values.deleteOn, activate);
  const html = await layoutHtml({ brand, copy, link, fallbackLink, publicUrl });
  return { subject: copy.subject, text: plainText(copy, brand, link, fallbackLink), html };
}

/**
 * Renders an email whose words are made elsewhere (the contact emails: templates/enquiry-copy.ts; the
 * induction emails: templates/induction-copy.ts) in the one layout: the same HTML and plain-text parts as
 * renderMail's. With `link` (a page the reader has no other way into), the copy's button opens it and it is also the
 * address shown under the button; without, there is no button.
 */
export async function renderCopy(copy: MailCopy, brand: Brand, publicUrl: string, link?: string): Promise<RenderedMail> {
  const base = httpAddress(publicUrl, 'public address').replace(/\/+$/, '');
  const button = link === undefined ? undefined : httpAddress(link, 'link');
  const html = await layoutHtml({ brand, copy, publicUrl: base, ...(button ? { link: button, fallbackLink: button } : {}) });
  return { subject: copy.subject, text: plainText(copy, brand, button, button), html };
}
