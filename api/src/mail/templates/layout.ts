import escapeHtml from 'escape-html';
import type Mjml2Html from 'mjml';
import type { Brand } from '@cards/shared/brand';
import { isMailLink, type MailCopy, type MailSection } from './copy.ts';

// The one layout every email shares, written in MJML (table layouts that Outlook and Gmail render alike):
// a header band in the brand's primary colour with its logo, a white card with the heading, the paragraphs (for
// some kinds also a highlighted box and headed sections) and one button, a short fallback address that carries no
// secret, then a footer on the grey page saying why the email came and whom to ask. Every value from a person or
// from settings is escaped before it goes in.

/** The email's colours. Each text pair meets WCAG AA (4.5:1); the button's edge against the card meets 3:1. */
export interface MailColours {
  /** Around the card, and behind the footer. */
  page: string;
  card: string;
  /** Body text on the card and footer text on the page. */
  text: string;
  header: string;
  /** The logo's alt text when images are blocked. */
  headerText: string;
  button: string;
  buttonText: string;
  link: string;
}

export function mailColours(brand: Brand): MailColours {
  const { theme } = brand;
  return {
    page: '#f4f5f7',
    card: '#ffffff',
    text: theme.text,
    header: theme.primary,
    headerText: theme.primaryText,
    button: theme.primary,
    buttonText: theme.primaryText,
    link: theme.accent,
  };
}

/** The logo is 240×40 CSS pixels; the PNG has twice that for high-density screens (scripts/brand-logo-png.mjs). */
export const LOGO = { width: 240, height: 40 } as const;

export function logoUrl(publicUrl: string, brand: Brand): string {
  return `${publicUrl}/brand/${encodeURIComponent(brand.code)}/logo.png`;
}

export interface LayoutInput {
  brand: Brand;
  copy: MailCopy;
  /** The button's address (it may carry a one-time token): used only as the button's href. None: no button. */
  link?: string;
  /** Shown as text and linked: an address with no secret in it. */
  fallbackLink?: string;
  publicUrl: string;
}

const FONT = 'Arial, Helvetica, sans-serif';
/** Keeps the body's first words out of the inbox preview line after the preview text. */
const PREVIEW_FILLER = '&#847;&zwnj;&nbsp;'.repeat(40);

function paragraphs(items: string[], style: string): string {
  return items.map((item) => `<p style="${style}">${escapeHtml(item)}</p>`).join('\n');
}

/**
 * The box that holds what the reader must keep (GOV.UK's confirmation panel): the brand's header colours, which meet
 * WCAG AA together, and the value large and bold. A table, because Outlook ignores padding and colour on a div.
 */
function highlightBox(highlight: NonNullable<MailCopy['highlight']>, c: MailColours): string {
  const e = escapeHtml;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 24px 0;">
              <tr><td style="background-color:${e(c.header)};color:${e(c.headerText)};padding:20px 24px;font-family:${FONT};text-align:center;">
                <p style="margin:0 0 4px 0;font-size:16px;line-height:24px;color:${e(c.headerText)};">${e(highlight.label)}</p>
                <p style="margin:0;font-size:28px;line-height:36px;font-weight:bold;letter-spacing:1px;color:${e(c.headerText)};">${e(highlight.value)}</p>
              </td></tr>
            </table>`;
}

/** A link's look: underlined in the brand's link colour, and long addresses wrap rather than widen the email. */
function linkStyleOf(c: MailColours): string {
  return `color:${escapeHtml(c.link)};text-decoration:underline;overflow-wrap:anywhere;word-break:break-word;`;
}

/** Headed parts: a heading (h2, or h3 within the part before), then paragraphs and bulleted lists. */
function sectionsHtml(sections: MailSection[], c: MailColours, p: string): string {
  const e = escapeHtml;
  const heading = (level: 2 | 3) => `margin:${level === 2 ? 24 : 20}px 0 12px 0;font-family:${FONT};`
    + `font-size:${level === 2 ? 22 : 18}px;line-height:28px;font-weight:bold;color:${e(c.text)};`;
  return sections.map(({ heading: text, level = 2, blocks }) => [
    ...(text ? [`<h${level} style="${heading(level)}">${e(text)}</h${level}>`] : []),
    ...blocks.map((block) => (typeof block === 'string'
      ? paragraphs([block], p)
      : isMailLink(block)
        ? `<p style="${p}">${e(block.text)} <a href="${e(block.href)}" style="${linkStyleOf(c)}">${e(block.href)}</a></p>`
        : `<ul style="margin:0 0 16px 0;padding:0 0 0 24px;">${block.map((item) => `<li style="margin:0 0 8px 0;">${e(item)}</li>`).join('')}</ul>`)),
  ].join('\n')).join('\n');
}

/** Builds the MJML source. Exported for tests and the preview script; renderMail is what callers use. */
export function layoutMjml({ brand, copy, link, fallbackLink, publicUrl }: LayoutInput): string {
  const c = mailColours(brand);
  const e = escapeHtml;
  const p = 'margin:0 0 16px 0;';
  const small = 'margin:0 0 12px 0;font-size:14px;line-height:22px;';
  const linkStyle = linkStyleOf(c);
  return `<mjml lang="en-AU">
  <mj-head>
    <mj-title>${e(copy.subject)}</mj-title>
    <mj-preview>${e(copy.preview)}${PREVIEW_FILLER}</mj-preview>
    <mj-raw>
      <meta name="color-scheme" content="light">
      <meta name="supported-color-schemes" content="light">
    </mj-raw>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${e(c.text)}" padding="0" />
    </mj-attributes>
    <mj-style inline="inline">
      /* The logo's alt text stays readable on the header band when images are blocked. */
      .logo img { color: ${e(c.headerText)}; font-weight: bold; line-height: 40px; }
    </mj-style>
    <mj-style>
      @media only screen and (max-width: 479px) {
        div.pad > table > tbody > tr > td { padding-left: 20px !important; padding-right: 20px !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body width="600px" background-color="${e(c.page)}">
    <mj-wrapper padding="24px 0 0 0">
      <mj-section css-class="pad" background-color="${e(c.header)}" padding="20px 32px">
        <mj-column>
          <mj-image css-class="logo" src="${e(logoUrl(publicUrl, brand))}" alt="${e(brand.name)}"
            width="${LOGO.width}px" height="${LOGO.height}px" align="left" padding="0" />
        </mj-column>
      </mj-section>
      <mj-section css-class="pad" background-color="${e(c.card)}" padding="32px 32px 16px 32px">
        <mj-column>
          <mj-text>
            <h1 style="margin:0 0 24px 0;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold;color:${e(c.text)};">${e(copy.heading)}</h1>
            ${paragraphs([copy.greeting, ...copy.intro], p)}
            ${copy.highlight ? highlightBox(copy.highlight, c) : ''}
            ${copy.sections ? sectionsHtml(copy.sections, c, p) : ''}
          </mj-text>
          ${copy.button && link && fallbackLink ? `<mj-button href="${e(link)}" rel="noopener" align="left" padding="8px 0 16px 0" inner-padding="14px 24px"
            background-color="${e(c.button)}" color="${e(c.buttonText)}" font-size="16px" font-weight="bold"
            line-height="24px" border-radius="4px">${e(copy.button)}</mj-button>` : ''}
          <mj-text>
            ${copy.button && link && fallbackLink ? `<p style="${small}margin-bottom:24px;">If the button does not work, open <a href="${e(fallbackLink)}" style="${linkStyle}">${e(fallbackLink)}</a> ${e(copy.fallbackEnd ?? '')}</p>` : ''}
            ${paragraphs(copy.after, p)}
          </mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section css-class="pad" padding="24px 32px 40px 32px">
      <mj-column>
        <mj-text font-size="14px" line-height="22px">
          ${paragraphs([copy.why, copy.notYou], small)}
          <p style="margin:0;font-size:14px;line-height:22px;"><strong>${e(brand.name)}</strong><br>
            Phone ${e(brand.contact.phone)}<br>
            Email ${e(brand.contact.email)}</p>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>
`;
}

/**
 * Layout tables are for looks only: role="presentation" keeps screen readers from announcing rows and columns.
 * MJML 5 writes it on its tables (those in Outlook's conditional comments too); this adds it to any it missed.
 */
export function presentationTables(html: string): string {
  return html.replace(/<table\b(?![^>]*\brole=)/g, '<table role="presentation"');
}

// MJML is the api's heaviest import (about 0.4 s): loaded on the first email, not by every process that starts
// the app (each ops command, each test file).
type Mjml = typeof Mjml2Html;
let mjml: Promise<Mjml> | undefined;

/**
 * Loads MJML ahead of the first email. Emails are rendered inside the transaction that queues them, which holds
 * SQLite's write lock: loading MJML there kept the api server's writes waiting longer than their busy timeout.
 * The server loads it once it listens; an ops command that queues mail, before its transaction.
 */
export function loadMailLayout(): Promise<Mjml> {
  // A CommonJS module: its function is the dynamic import's default.
  return (mjml ??= import('mjml').then((module) => (module as unknown as { default: Mjml }).default));
}

export async function layoutHtml(input: LayoutInput): Promise<string> {
  const mjml2html = await loadMailLayout();
  const { html, errors } = await mjml2html(layoutMjml(input), { validationLevel: 'strict', fonts: {}, keepComments: false });
  if (errors.length > 0) {
    throw new Error(`The ${input.copy.subject} email's MJML is not valid: ${errors.map((x) => x.formattedMessage).join('; ')}`);
  }
  return presentationTables(html);
}
