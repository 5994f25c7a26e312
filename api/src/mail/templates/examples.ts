import type { Brand, CardType } from '@cards/shared/brand';
import { activateLink, linkExpiredPage, opNeedFormLink, resumeLink, trackLink } from '../../platform/mail/links.ts';
import type { MailKind, MailKindValues, MailTemplateInput } from './index.ts';
import { MAIL_KINDS, hasSecretLink } from './kinds.ts';

// An email of any kind with example values, its links made as the sender makes them: for the preview script and the
// tests, so neither keeps its own list of kinds or its own idea of where a kind's button goes.

export interface ExampleValues {
  publicUrl: string;
  /** The one-time token in a resume link. */
  token: string;
  trackingNumber: string;
}

/** Each kind's own values, as an example of that kind would have them. */
function exampleValues(trackingNumber: string, activate: string): { [K in MailKind]: MailKindValues[K] } {
  return {
    'form-saved': {},
    'session-expired': {},
    'link-expired': {},
    'new-link': {},
    invitation: {},
    submitted: { trackingNumber },
    'sign-in-code': { trackingNumber, code: '042917' },
    'status-update': { trackingNumber, update: 'dispatch-post', activateLink: activate },
    'opneed-request': { opNeed: { signer: 'employer', applicantName: 'Jane Citizen' } },
    'deletion-reminder': { deleteOn: '2027-03-02' },
    'activation-refused': { trackingNumber },
  };
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
  const own = exampleValues(trackingNumber, activateLink(publicUrl, brand, cardType))[kind];
  return { kind, brand, cardType, firstname: 'Mia', link, fallbackLink: page, publicUrl, ...own } as MailTemplateInput;
}
