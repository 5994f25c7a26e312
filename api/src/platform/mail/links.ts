import { buildPath, cardName, type Brand, type CardType } from '@cards/shared/brand';

// Addresses in emails. PUBLIC_URL is where people reach the site (platform/config.ts).

/**
 * SPEC §2 track route of the person's own card (/track-msic for an MSIC), with the tracking number and
 * the brand; it carries no secret.
 */
export function trackLink(publicUrl: string, brand: Pick<Brand, 'code' | 'product'>, cardType: CardType | string, number: string): string {
  return `${publicUrl}${buildPath('track', cardName(brand, cardType))}?${new URLSearchParams({ ref: number, company: brand.code })}`;
}

/**
 * SPEC §2 activate route, in the wording of the person's card: `card` always names it (asic or msic), as
 * the page remembers the card asked for last in the session.
 */
export function activateLink(publicUrl: string, brand: Pick<Brand, 'code' | 'product'>, cardType: CardType | string): string {
  const query = new URLSearchParams({ card: cardType === 'msic' ? 'msic' : 'asic', company: brand.code });
  return `${publicUrl}${buildPath('activate', brand.product)}?${query}`;
}

/**
 * SPEC §2 form route with a one-time token (`t`), which the page exchanges for a key of its own and then takes out
 * of the address bar, and the brand.
 */
export function resumeLink(publicUrl: string, formLink: string, token: string, company: string): string {
  const query = new URLSearchParams({ t: token, company });
  return `${publicUrl}/apply/form/${encodeURIComponent(formLink)}/?${query}`;
}

/** SPEC §2 link-expired route: the page where a person asks for a new email. */
export function linkExpiredPage(publicUrl: string, formLink: string, company: string): string {
  return `${publicUrl}/link-expired/${encodeURIComponent(formLink)}?${new URLSearchParams({ company })}`;
}

/** SPEC §2 operational-need-form route: `{PUBLIC_URL}/operational-need-form/{id}/{refId}`, with the brand, as every emailed link. */
export function opNeedFormLink(publicUrl: string, id: number, ref: string, company: string): string {
  return `${publicUrl}/operational-need-form/${id}/${encodeURIComponent(ref)}?${new URLSearchParams({ company })}`;
}

const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * The address to write to: the draft's Email when it is one plain address. Autosave keeps half-typed values, so
 * anything else (empty, partial, a list) counts as no address.
 */
export function recipientOf(data: Record<string, unknown>): string | null {
  const email = typeof data.Email === 'string' ? data.Email.trim() : '';
  return email.length <= 254 && emailPattern.test(email) ? email : null;
}

/** j***@example.com: enough for the person to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
