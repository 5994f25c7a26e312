import type { MailKind } from './index.ts';

// Each kind of email once: where its button goes, whether a visitor can make the site send it, and how long its
// link works. The sender, the templates' checks, the preview and the tests all read it.

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

export const MAIL_KINDS = {
  'form-saved': { link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'token' },
  'session-expired': { link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'token' },
  'link-expired': { link: 'link-expired', onDemand: true, heldByLimits: true },
  'new-link': { link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'token' },
  invitation: { link: 'resume', onDemand: true, heldByLimits: true, linkLasts: 'invitation' },
  submitted: { link: 'track', onDemand: false, heldByLimits: false },
  'sign-in-code': { link: 'track', onDemand: true, heldByLimits: true },
  'status-update': { link: 'track', onDemand: false, heldByLimits: false },
  'opneed-request': { link: 'statement', onDemand: false, heldByLimits: true },
  'deletion-reminder': { link: 'resume', onDemand: false, heldByLimits: false, linkLasts: 'until-deleted' },
  'activation-refused': { link: 'activate', onDemand: false, heldByLimits: false },
} as const satisfies Record<MailKind, MailKindEntry>;

/** Every kind, in the registry's order. */
export const mailKinds = Object.keys(MAIL_KINDS) as MailKind[];

/** Whether the kind's button carries a one-time token (and so may never be shown as text). */
export function hasSecretLink(kind: MailKind): boolean {
  return MAIL_KINDS[kind].link === 'resume';
}
