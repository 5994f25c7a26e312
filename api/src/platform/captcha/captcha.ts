// The contact forms' captcha, one way to check an answer with two providers behind it. By default a
// self-hosted ALTCHA proof of work (altcha.ts): no third party sees the visitor. With RECAPTCHA_SITE_KEY and
// RECAPTCHA_SECRET_KEY set, Google reCAPTCHA (recaptcha.ts). create-captcha.ts chooses.

export interface Captcha {
  readonly provider: 'altcha' | 'recaptcha';
  /** A new challenge for the page's widget (ALTCHA); reCAPTCHA's widget needs none and answers its site key. */
  challenge(): Promise<unknown>;
  /**
   * Whether `answer` is right, unexpired and not used before (it is then spent). Rejects with a
   * CaptchaUnavailableError when the provider cannot be asked now.
   */
  verify(answer: string, clientIp: string): Promise<boolean>;
}

/** The provider could not answer (not reached, too slow, an answer we cannot read): the visitor may try again. */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptchaUnavailableError';
  }
}
