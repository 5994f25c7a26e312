import type { HttpClient } from './http.ts';
import { isErrorKey, type FieldErrors } from '@cards/shared/domain/errors';
import type { CardHolderReport, ContactEnquiry, Unchecked } from '../validation/contact.ts';

// SPEC §7 POST /api/mail/contact-us and the card holder's report, with the captcha they carry. Every
// answer is read here, so the pages get an outcome and never an exception: SPEC §8 says what each one shows.

/** GET /api/captcha: which captcha the api checks (self-hosted ALTCHA by default, reCAPTCHA when configured). */
export type CaptchaConfig = { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

export type SendOutcome =
  /** `emailed`: whether the person's copy was queued (a report's answer says), when the api says. */
  | { kind: 'sent'; reference?: string; emailed?: boolean }
  /** SPEC §8: data.result false: the captcha was wrong, expired or used before. */
  | { kind: 'captcha' }
  /** The api found problems in these fields (400). */
  | { kind: 'invalid'; fields: FieldErrors; message: string }
  /** Too many in a short time (429), or the captcha service is down: the api's message. */
  | { kind: 'refused'; message: string }
  /** SPEC §8: no answer (a network failure): only the captcha is reset; the typing stays. */
  | { kind: 'network' };

export interface ContactApi {
  captcha(): Promise<CaptchaConfig>;
  sendEnquiry(body: Unchecked<ContactEnquiry>): Promise<SendOutcome>;
  sendReport(body: Unchecked<CardHolderReport>): Promise<SendOutcome>;
}

interface SendAnswer {
  result?: boolean;
  reference?: string;
  emailed?: boolean;
  message?: string;
  fields?: Record<string, unknown>;
}

function outcomeOf(status: number, data: SendAnswer | undefined): SendOutcome {
  if (status === 200 && data?.result === true) {
    return {
      kind: 'sent',
      ...(typeof data.reference === 'string' ? { reference: data.reference } : {}),
      ...(typeof data.emailed === 'boolean' ? { emailed: data.emailed } : {}),
    };
  }
  if (status === 200) return { kind: 'captcha' };
  const message = typeof data?.message === 'string' && data.message ? data.message : 'We could not send this now. Please try again in a few minutes.';
  if (status === 400 && data?.fields && typeof data.fields === 'object') {
    const fields: FieldErrors = {};
    for (const [path, key] of Object.entries(data.fields)) fields[path] = isErrorKey(key) ? key : 'invalid';
    return { kind: 'invalid', fields, message };
  }
  return { kind: 'refused', message };
}

export function createContactApi(http: HttpClient): ContactApi {
  // Every status is an answer here: a 503 from the captcha service must not send the page to the root (SPEC §4's
  // maintenance rule), and nothing about these forms signs anyone out.
  const send = async (path: string, body: object): Promise<SendOutcome> => {
    try {
      const res = await http.post<SendAnswer>(path, body, { skipAuth: true, skipAuthRedirect: true, validateStatus: () => true });
      return outcomeOf(res.status, res.data);
    } catch {
      return { kind: 'network' };
    }
  };
  return {
    async captcha() {
      return (await http.get<CaptchaConfig>('/api/captcha', { skipAuth: true, skipAuthRedirect: true })).data;
    },
    sendEnquiry: (body) => send('/api/mail/contact-us', body),
    sendReport: (body) => send('/api/mail/card-holder-report', body),
  };
}
