import type { Brand, CardType } from '@cards/shared/brand';
import { activateLink, linkExpiredPage, opNeedFormLink, resumeLink, trackLink } from '../links.ts';
import type { MailKind, MailTemplateInput } from './index.ts';
import { MAIL_KINDS, hasSecretLink } from './kinds.ts';

// An email of any kind with example values, its links made as the sender makes them: for the preview script and the
// tests, so neither keeps its own list of kinds or its own idea of where a kind's button goes.

export interface ExampleValues {
  publicUrl: string;
  /** The one-time token in a resume link. */
  token: string;
  trackingNumber: string;
}

export function exampleMail(kind: MailKind, brand: Brand, cardType: CardType, values: ExampleValues): MailTemplateInput {
  const { publicUrl, token, trackingNumber } = values;
  const formLink = 'REF-7';
  const page = {
    resume: linkExpiredPage(publicUrl, formLink, brand.code),
    'link-expired': linkExpiredPage(publicUrl, formLink, brand.code),
    track: trackLink(publicUrl, brand, cardType, trackingNumber),
    statement: opNeedFormLink(publicUrl, 7, 'REF-statement', brand.code),
    activate: activateLink(publicUrl, brand, cardType),
  }[MAIL_KINDS[kind].link];
  const link = hasSecretLink(kind) ? resumeLink(publicUrl, formLink, token, brand.code) : page;
  return {
    kind, brand, cardType, firstname: 'Mia', link, fallbackLink: page, publicUrl, trackingNumber,
    code: '042917', update: 'dispatch-post', opNeed: { signer: 'employer', applicantName: 'Jane Citizen' }, deleteOn: '2027-03-02',
    activateLink: activateLink(publicUrl, brand, cardType),
  };
}
