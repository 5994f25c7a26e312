import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cardHolderReportErrors, cardHolderReportPayload, contactEnquiryErrors, contactEnquiryPayload,
  type CardHolderReport, type ContactEnquiry, type Unchecked,
} from '@cards/shared/validation';
import { captchaPassed } from '../../platform/captcha/check-answer.ts';
import { ApiError, invalidDetailsMessage } from '../../platform/errors.ts';
import { requestBrand } from '../../platform/request-brand.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { contactAckCopy, contactOfficeCopy, reportAckCopy, reportOfficeCopy } from '../../mail/templates/enquiry-copy.ts';
import { sendEnquiry } from './mail.ts';

// The contact form and the card holder's report: the shared rules (a 400 naming the fields), then the captcha of
// `request` (a wrong, expired or used answer is `result: false`, which the page shows as the captcha's error), then
// stored, with the office's email and the person's acknowledgement, for the brand of `request`.

/** SPEC §3 'Contact enquiry': true when sent. */
export async function sendContactEnquiry(
  app: FastifyInstance, request: FastifyRequest, body: Unchecked<ContactEnquiry>,
): Promise<{ result: true } | { result: false; error: 'captcha' }> {
  const fields = contactEnquiryErrors(body);
  if (Object.keys(fields).length > 0) throw new ApiError(400, invalidDetailsMessage, fields);
  const { recaptcha, ...enquiry } = contactEnquiryPayload(body);
  if (!(await captchaPassed(app, request, recaptcha))) return { result: false, error: 'captcha' as const };
  const brand = requestBrand(request);
  await sendEnquiry(app, {
    kind: 'contact', type: enquiry.EnquiryType, brand, payload: enquiry, email: enquiry.Email,
    office: () => contactOfficeCopy(brand, enquiry),
    acknowledgement: () => contactAckCopy(brand, enquiry.Name),
  });
  return { result: true };
}

/** A lost, stolen or damaged card, a change of name or address, or a card being returned: its reference when sent. */
export async function sendCardHolderReport(
  app: FastifyInstance, request: FastifyRequest, body: Unchecked<CardHolderReport>,
): Promise<{ result: true; reference: string; emailed: boolean } | { result: false; error: 'captcha' }> {
  const fields = cardHolderReportErrors(body, clockNow());
  if (Object.keys(fields).length > 0) throw new ApiError(400, invalidDetailsMessage, fields);
  const { recaptcha, ...report } = cardHolderReportPayload(body);
  if (!(await captchaPassed(app, request, recaptcha))) return { result: false, error: 'captcha' as const };
  const brand = requestBrand(request);
  const sent = await sendEnquiry(app, {
    kind: 'report', type: report.ReportType, brand, payload: report, email: report.Email,
    office: (ref) => reportOfficeCopy(brand, report, ref),
    acknowledgement: (ref) => reportAckCopy(brand, report, ref),
  });
  return { result: true, reference: sent.reference, emailed: sent.acknowledged };
}
