import type { AbnDetails } from '@cards/shared/domain';

// Employer with ABN lookup on blur: one way to ask a register about an ABN, two registers behind it.
// With ABR_GUID set the Australian Business Register's web service answers (abr-client.ts); without it the local
// register of test ABNs does (local-register.ts, seeded by migration 0006); create-register.ts chooses. Callers
// check the ABN's check digits first (isValidAbn), so no register is asked about a number that cannot exist.

/** What a register says about an ABN: found, with its details, or not on the register. */
export type AbnLookup = { found: true; details: AbnDetails } | { found: false };

export interface AbnRegister {
  /** Which register answers: for logs and tests. */
  readonly name: 'abr' | 'local';
  /** Looks up 11 digits, no spaces. Rejects with an AbnLookupError when the register cannot answer now. */
  lookup(abn: string): Promise<AbnLookup>;
}

/** Why a lookup failed, for the log: never the GUID, never the register's address with its query. */
export type AbnLookupFailure = 'timeout' | 'network' | 'http' | 'response' | 'refused' | 'database';

/** The register could not answer: not reached, too slow, or an answer we cannot read. */
export class AbnLookupError extends Error {
  constructor(readonly failure: AbnLookupFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AbnLookupError';
  }
}
