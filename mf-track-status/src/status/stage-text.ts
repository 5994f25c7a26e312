import type { PersonStatus, StageId, StatusView } from '@cards/shared/domain';
import { getBrand } from '@cards/shared/brand';
import { isPrivatePilot } from '@cards/shared/domain';

// The words of the status page (SPEC §2 'Track screen', §4 'Status display', §8 decision N), written by us.

export const STAGE_LABELS: Record<StageId, string> = {
  submitted: 'Application sent',
  interview: 'Interview',
  payment: 'Payment',
  lodgement: 'Lodged for the background check',
  check: 'Background check finished',
  dispatch: 'Card sent',
  pickup: 'Card collected',
};

/** SPEC §3 WebsiteId: the card type's site, 2 for MSIC (docs/decisions.md): it names the card in every sentence. */
export function cardNameOf(person: Pick<PersonStatus, 'WebsiteId'>, product: string): string {
  return person.WebsiteId === 2 ? 'MSIC' : product;
}

/** SPEC §3 `_basedOn{product}`: an MSIC applied for by someone holding an ASIC, which the page acknowledges. */
export function basedOnText(person: Pick<PersonStatus, '_basedOnASIC' | 'WebsiteId'>, product: string): string | null {
  if (!person._basedOnASIC || person.WebsiteId !== 2) return null;
  return `You told us you hold an ${product}. Bring it to your interview with your identity documents: we check it with your MSIC application.`;
}

/** SPEC §8 decision N, in our words. */
export const DECISION_N = 'Your application has been processed. Please contact our office for more information.';

/** Whether the applicant's identity is checked at a Post Office counter (the postal brand's way) rather than our office. */
export function atPostOffice(person: Pick<PersonStatus, 'ExtraData' | 'Company'>): boolean {
  return person.ExtraData.lodgementOption === 'postal' || getBrand(person.Company).paymentOptions.includes('postal');
}

/**
 * How the applicant can still pay, at this stage (after the interview the page still said 'pay it at your
 * interview'); null once paid or when the organisation pays. One rule for each fee: the application fee at the
 * interview (or the Post Office counter) or online; the postal partner's post office fee at the counter only.
 */
export function payText(person: PersonStatus): string | null {
  if (person._paidAt || person.ExtraData.lodgementOption === 'asset-asic') return null;
  // Once the interview or identity check is done, what happens next already says the fee is due: this says how.
  if (person._interviewedAt !== null) return 'Pay it here with a Visa or Mastercard card.';
  return atPostOffice(person)
    ? 'Pay the application fee now by card, or at the Post Office counter when you go for your identity check. '
      + 'The post office fee is paid at the counter only.'
    : 'You can pay at your interview, or now by card.';
}

/** What the applicant needs to do, or can expect, at the current stage: what has happened and what is next, only. */
export function nextStepText(current: StatusView['current'], person: PersonStatus, product: string): string {
  const card = cardNameOf(person, product);
  switch (current) {
    case 'interview':
      if (atPostOffice(person)) {
        return 'Go to a participating Post Office with your original identity documents for your identity check: we cannot accept copies.';
      }
      return person.ExtraData.lodgementOption === 'asset-asic'
        ? 'Your organisation arranges your interview. Bring your original identity documents: we cannot accept copies.'
        : 'We will contact you to arrange your interview. Bring your original identity documents: we cannot accept copies.';
    case 'payment':
      if (person.ExtraData.lodgementOption === 'asset-asic') return 'Your organisation pays for your card. We are waiting for its payment.';
      return atPostOffice(person)
        ? 'Your identity check at the Post Office is done. Your application fee has not been paid yet: pay it now by card.'
        : 'Your interview is done. Your fee has not been paid yet: pay it now by card.';
    case 'lodgement':
      return 'We are sending your application to AusCheck, part of the Department of Home Affairs, for your background check.';
    case 'check':
      return 'AusCheck is checking your background. We will tell you when the check is finished.';
    case 'dispatch':
      return `Your background check is finished. We are making your ${card} and will tell you when it is on its way.`;
    case 'pickup':
      return `Your ${card} has been sent. Once you have it, activate it before you use it.`;
    case 'processed':
      return DECISION_N;
    case 'complete':
      return person.Site === 4
        ? 'Your background check is finished. We will tell you how to get your card once you show us a job that needs it.'
        : `Your ${card} has been sent. If it has not reached you, contact us.`;
    case 'submitted':
      return 'We have your application.';
  }
}

/**
 * SPEC §2: who confirms the operational need, and how they sign, as the api's rule decides it (opNeedSigner,
 * docs/decisions.md 'The asset brands' statement'); null when nobody signs a statement for this application (the api
 * made none: job ready, the postal brand).
 */
export function verifierText(person: PersonStatus): string | null {
  const form = person._opNeedForm;
  if (form === null) return null;
  // Once signed, it is told as done: the page must not go on saying a statement will be emailed.
  const signed = form?.status === 'signed';
  const confirms = signed ? 'confirmed' : 'confirms';
  const emailed = signed
    ? 'they signed the statement of your operational need online.'
    : 'we email them the statement of your operational need to sign online.';
  const brand = getBrand(person.Company);
  if (brand.flags.organisationConfirmsNeed) {
    const organisation = brand.organisation?.Employername ?? 'Your organisation';
    return signed
      ? `${organisation} confirmed why you need the card: the contact you named signed the statement of your operational need online.`
      : `${organisation} confirms why you need the card: we email the statement of your operational need to the contact you named, to sign online.`;
  }
  const own = signed
    ? 'you confirmed your own operational need and signed the statement yourself.'
    : 'you confirm your own operational need, so you sign the statement yourself.';
  if (isPrivatePilot(person)) return `As a private pilot, ${own}`;
  switch (person.ExtraData.OpNeedType) {
    case 'self employed': return `As you are self-employed, ${own}`;
    case 'recreational': return `Your club ${confirms} why you need the card: ${emailed}`;
    case 'trainee pilot': return `Your flight school ${confirms} why you need the card: ${emailed}`;
    case 'pilot': return `The operator you fly for ${confirms} why you need the card: ${emailed}`;
    case 'port facility': return `The port or port facility you work with ${confirms} why you need the card: ${emailed}`;
    case 'industry participant': return `The maritime industry participant you work for ${confirms} why you need the card: ${emailed}`;
    default: return `Your employer ${confirms} why you need the card: ${emailed}`;
  }
}
