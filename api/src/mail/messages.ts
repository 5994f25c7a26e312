import type { Brand } from '@cards/shared/brand';

// The emails about a draft, in plain Australian English, as text and as HTML built from the same paragraphs.
// Everything that comes from a person or from settings is escaped in the HTML.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  brand: Brand;
  /** The draft's card type: MSIC for msic, the brand's aviation card (ASIC) otherwise. */
  cardType: string;
  /** The draft's Firstname, for the greeting. */
  firstname?: unknown;
}

type Part = string | { href: string; label: string };

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

function productOf(context: MailContext): string {
  return context.cardType === 'msic' ? 'MSIC' : context.brand.product;
}

function greeting(firstname: unknown): string {
  // Typed values are kept as typed: only a short single-line name goes in the greeting.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const name = typeof firstname === 'string' ? firstname.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  return name && name.length <= 60 ? `Hello ${name},` : 'Hello,';
}

function compose(context: MailContext, subject: string, parts: Part[]): MailContent {
  const { brand } = context;
  const all: Part[] = [
    greeting(context.firstname),
    ...parts,
    `If you did not ask for this email, you can ignore it. Your application stays private.`,
    `${brand.name}\nPhone ${brand.contact.phone} or email ${brand.contact.email}`,
  ];
  const text = all.map((p) => (typeof p === 'string' ? p : `${p.label}:\n${p.href}`)).join('\n\n');
  const body = all.map((p) => (typeof p === 'string'
    ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
    : `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a></p>\n<p>If the link does not open, copy this address into your browser:<br>${escapeHtml(p.href)}</p>`));
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body.join('\n')}
</body>
</html>
`;
  return { subject, text: `${text}\n`, html };
}

/** SPEC §4: first completion of step 1 sends the saved-form email once. */
export function formSavedMail(context: MailContext, link: string): MailContent {
  const product = productOf(context);
  return compose(context, `Your ${product} application is saved`, [
    `Thank you for starting your ${product} application with ${context.brand.name}. We have saved it, so you can `
      + 'come back and finish it at any time.',
    { href: link, label: 'Continue your application' },
    'Keep this email to yourself: anyone with the link can open your application. If we send you a new link, '
      + 'the one in this email stops working.',
  ]);
}

/** SPEC §4 idle handling: the session ended, the form was saved and is emailed. */
export function sessionExpiredMail(context: MailContext, link: string): MailContent {
  const product = productOf(context);
  return compose(context, `Continue your ${product} application`, [
    `Your session on the ${context.brand.name} website ended because there was no activity for a while. `
      + `We have saved your ${product} application, so nothing you entered is lost.`,
    { href: link, label: 'Continue your application' },
    'Any earlier link to your application no longer works. Keep this email to yourself: anyone with the link can '
      + 'open your application.',
  ]);
}

/** SPEC §4 idle handling: a saved form whose link is now expired. */
export function linkExpiredMail(context: MailContext, pageLink: string): MailContent {
  const product = productOf(context);
  return compose(context, `The link to your ${product} application has expired`, [
    `Your session ended because there was no activity for a while, and for your security the link to your `
      + `${product} application has expired. Your application is saved.`,
    'To carry on, ask for a new link on the page below. We will email it to this address.',
    { href: pageLink, label: 'Get a new link' },
  ]);
}

/** The fresh link asked for on the link-expired page. */
export function newLinkMail(context: MailContext, link: string): MailContent {
  const product = productOf(context);
  return compose(context, `Your new link to your ${product} application`, [
    `Here is the new link to your ${product} application with ${context.brand.name}, as you asked.`,
    { href: link, label: 'Continue your application' },
    'Earlier links to your application no longer work. Keep this email to yourself: anyone with the link can open '
      + 'your application.',
  ]);
}
