import type { CaptchaSettings } from './settings.ts';
import type { SpentCaptchas } from './captcha-spent.ts';
import { altchaCaptcha } from './altcha.ts';
import type { Captcha } from './captcha.ts';
import { recaptchaCaptcha } from './recaptcha.ts';

/** The captcha for these settings: reCAPTCHA when both of its keys are set, otherwise self-hosted ALTCHA. */
export function createCaptcha(settings: CaptchaSettings, spent: SpentCaptchas): Captcha {
  return settings.recaptcha ? recaptchaCaptcha(settings.recaptcha) : altchaCaptcha(settings.altcha, spent);
}
