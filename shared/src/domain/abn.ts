// The Australian Business Number (SPEC §5 'Field formats': 11 digits with optional spaces; an employer's is
// looked up on blur). The page checks it before asking the api to look it up, and the api checks it again before
// any lookup, so a mistyped number never reaches the register. Sources in docs/sources.md.

/** SPEC §5: an ABN is 11 digits. */
export const ABN_LENGTH = 11;

/**
 * The Australian Business Register's weighting factors, one per digit from the left (abr.business.gov.au
 * 'Format of the ABN').
 */
export const ABN_WEIGHTS: readonly number[] = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The register's modulus: a valid ABN's weighted sum divides by 89 with no remainder. */
export const ABN_MODULUS = 89;

/** The 11 digits of an ABN typed with or without spaces (SPEC §5), or null when it is not 11 digits. */
export function normaliseAbn(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const digits = text.replace(/ /g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/**
 * The register's check: subtract 1 from the first digit, multiply each digit by its weight, sum the 11 products;
 * the ABN is valid when the sum divides by 89. An ABN never starts with 0: the register's first step (take 1 from
 * the first digit) would leave no digit, so such a number is refused whatever its sum.
 */
export function isValidAbn(text: string | null | undefined): boolean {
  const abn = normaliseAbn(text);
  if (abn === null || abn.startsWith('0')) return false;
  let sum = 0;
  for (let i = 0; i < ABN_LENGTH; i += 1) {
    const digit = Number(abn[i]) - (i === 0 ? 1 : 0);
    sum += digit * ABN_WEIGHTS[i]!;
  }
  return sum % ABN_MODULUS === 0;
}

/** An ABN as the register prints it: `51 824 753 556`; text that is not 11 digits is returned as it was. */
export function formatAbn(text: string): string {
  const abn = normaliseAbn(text);
  return abn ? `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}` : text;
}

/** An ABN's status on the register: active, or cancelled (the entity no longer holds it for its business). */
export const ABN_STATUSES = ['Active', 'Cancelled'] as const;
export type AbnStatus = (typeof ABN_STATUSES)[number];

export function isAbnStatus(value: unknown): value is AbnStatus {
  return (ABN_STATUSES as readonly unknown[]).includes(value);
}

/**
 * SPEC §7 GET /api/form/{id}/lookup-abn/{abn}: what the register holds for an ABN it found. `BusinessNames`, when
 * there are any, are the entity's registered business names.
 */
export interface AbnDetails {
  Abn: string;
  EntityName: string;
  AbnStatus: AbnStatus;
  BusinessNames?: string[];
}
