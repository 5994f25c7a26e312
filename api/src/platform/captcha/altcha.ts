import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import type { CaptchaSettings } from './settings.ts';
import type { SpentCaptchas } from './captcha-spent.ts';
import type { Captcha } from './captcha.ts';
import { now as clockNow, nowMs } from '../clock.ts';

// Self-hosted ALTCHA (altcha-lib): a signed proof-of-work challenge the visitor's browser solves; the page sends the
// widget's payload as the answer. verifySolution alone would take the same payload again, so altcha-lib's verify()
// is given a store whose set-if-absent is the database's insert-once (platform/captcha/captcha-spent.ts): a replay is refused.

const ALGORITHM = 'PBKDF2/SHA-256';

export function altchaCaptcha(settings: CaptchaSettings['altcha'], spent: SpentCaptchas): Captcha {
  // Deterministic mode: the server knows the answer's key, so checking it is one HMAC, not a key derivation.
  const keySecret = deriveHmacKeySecret(settings.hmacKey);
  return {
    provider: 'altcha',

    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.maxCounter, Math.ceil(settings.maxCounter / 2)),
        deriveKey,
        expiresAt: new Date(nowMs() + settings.ttlMs),
        hmacSignatureSecret: settings.hmacKey,
        hmacKeySignatureSecret: await keySecret,
      });
    },

    async verify(answer) {
      let storeFailure: unknown;
      const now = clockNow();
      const store = {
        get: () => undefined,
        set: () => undefined,
        // A key outlives its challenge: no challenge made now or before is good after now + the time to live.
        setIfAbsent: (key: string) => spent.spend(`altcha:${key}`, new Date(now.getTime() + settings.ttlMs), now)
          .catch((err: unknown) => {
            storeFailure = err;
            throw err;
          }),
      };
      const result = await verify(answer, deriveKey, settings.hmacKey, await keySecret, store);
      // A database that failed is our fault, not a wrong answer: it is a 500, not 'try the captcha again'.
      if (storeFailure) throw storeFailure;
      return result.error === null;
    },
  };
}
