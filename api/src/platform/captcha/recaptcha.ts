import type { CaptchaSettings } from './settings.ts';
import { CaptchaUnavailableError, type Captcha } from './captcha.ts';

// Google reCAPTCHA (v2 checkbox or v3): the page's widget gives a token, checked once by POSTing it with the secret to
// siteverify, which answers `{ success, ... }`; Google refuses a token it has seen before. Not reached, too slow
// or an answer we cannot read is a CaptchaUnavailableError, never a 'wrong answer'.

export function recaptchaCaptcha(settings: NonNullable<CaptchaSettings['recaptcha']>): Captcha {
  return {
    provider: 'recaptcha',

    async challenge() {
      return { siteKey: settings.siteKey };
    },

    async verify(answer, clientIp) {
      let response: Response;
      try {
        response = await fetch(settings.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: settings.secretKey, response: answer, remoteip: clientIp }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (err) {
        throw new CaptchaUnavailableError('reCAPTCHA could not be reached.', { cause: err });
      }
      if (!response.ok) throw new CaptchaUnavailableError(`reCAPTCHA answered HTTP ${response.status}.`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (err) {
        throw new CaptchaUnavailableError('reCAPTCHA answered something other than JSON.', { cause: err });
      }
      if (typeof body !== 'object' || body === null || typeof (body as { success?: unknown }).success !== 'boolean') {
        throw new CaptchaUnavailableError('reCAPTCHA answered without success.');
      }
      return (body as { success: boolean }).success;
    },
  };
}
