import type { Brand } from '@cards/shared/brand';
import { isMailLink, type MailCopy } from './copy.ts';
import { hasSecretLink, mailCopy, type MailKindValues, type MailOfKind } from './kinds.ts';
import { layoutHtml } from './layout.ts';
import { joinParagraphs, linkLines, listLines, wrap } from './text.ts';

// The emails the service sends, rendered from one template per kind for every brand: branded,
// accessible HTML beside a plain-text part. The queue (db/mail-queue.ts) stores what this renders; the sender sends it later.

/** Every kind's own values, each optional: how code reads them once the kind is known. */
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

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export {
  cardName, greetingName, isMailLink, TRACKING_NUMBER, type MailCopy, type MailLink, type MailSection, type OpNeedRequest, type StatusUpdate,
} from './copy.ts';
export { default as escapeHtml } from 'escape-html';
export { logoUrl, mailColours, type MailColours } from './layout.ts';
export {
  MAIL_KINDS, hasSecretLink, mailCopy, mailKinds, type MailKind, type MailKindEntry, type MailKindValues, type MailLinkKind, type MailOfKind,
} from './kinds.ts';

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
  const { kind, brand } = input;
  const publicUrl = httpAddress(input.publicUrl, 'public address').replace(/\/+$/, '');
  const link = httpAddress(input.link, 'link');
  const fallbackLink = httpAddress(input.fallbackLink, 'fallback link');
  if (hasSecretLink(kind) && fallbackLink === link) {
    throw new Error(`The ${kind} email's fallback address is shown as text, so it cannot be the secret link.`);
  }
  const values = kindValues(input);
  if (values.activateLink !== undefined) httpAddress(values.activateLink, 'activation link');
  const copy = mailCopy(input);
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
