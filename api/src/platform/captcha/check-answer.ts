import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { CaptchaUnavailableError } from './captcha.ts';

export const captchaUnavailableMessage = 'We could not check the security check just now. Please try again in a few minutes.';

/**
 * Whether the request's captcha answer is right (and now spent). A provider that cannot be asked is a 503 with the
 * reason captcha_unavailable, so the page can say to try again rather than that the answer was wrong.
 */
export async function captchaPassed(app: FastifyInstance, request: FastifyRequest, answer: string): Promise<boolean> {
  try {
    return await app.captcha.verify(answer, request.ip);
  } catch (err) {
    if (!(err instanceof CaptchaUnavailableError)) throw err;
    request.log.warn({ err: err.message, provider: app.captcha.provider }, 'captcha provider could not be asked');
    throw new ApiError(503, captchaUnavailableMessage, undefined, { reason: 'captcha_unavailable' });
  }
}
