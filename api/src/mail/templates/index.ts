import type { Brand } from '@cards/shared/brand';

// The emails the service sends, rendered from one template per kind for every brand (issue 9): branded,
// accessible HTML beside a plain-text part. The queue (mail/queue.ts) stores what this renders and sends it later.

export type MailKind = 'form-saved' | 'session-expired' | 'link-expired' | 'new-link' | 'invitation';

export interface MailTemplateInput {
  kind: MailKind;
  brand: Brand;
  /** The draft's card type: MSIC for 'msic', the brand's aviation card (ASIC) otherwise. */
  cardType: string;
  /** The draft's Firstname as typed; the greeting uses it only when it passes the SPEC §5 name rule. */
  firstname?: unknown;
  /** The button's address: a resume link with its one-time token, or (link-expired) the link-expired page. */
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

/** Renders one email. (Being written: see issue 9.) */
export async function renderMail(input: MailTemplateInput): Promise<RenderedMail> {
  throw new Error(`The ${input.kind} template is not written yet.`);
}
