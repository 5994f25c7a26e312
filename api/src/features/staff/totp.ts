import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

// Codes from an authenticator app (RFC 6238: 6 digits, 30 seconds), and the one-time recovery codes given when
// the app is set up. A code is accepted one step either side of now, for phones whose clock is a little out.

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, issuer: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The code's time step when it is right at `now`, otherwise null. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of ten characters, in two groups of five, from letters and digits that are not easily confused. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex');
}
