import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brands, type Brand, type CardType } from '@cards/shared/brand';
import { opNeedSigner, opNeedTypesFor, withOrganisationEmployer, type Draft, type OpNeedType } from '@cards/shared/domain';
import { confirmStepErrors } from '@cards/shared/validation';
// @ts-expect-error: the build's own conversion, a plain JavaScript script.
import { parseContent } from '../../../scripts/content/markdown-module.mjs';
import { blockShows, fillText, placeholderValues } from './placeholders.ts';
import type { ContentDocument, Reader } from './types.ts';
import { capabilitiesOf } from './capabilities.ts';

// The asset brands' statement (docs/decisions.md): what a brand's pages tell an applicant about the
// statement of operational need (who gets it, who signs it and how) is what the rules do for that brand's drafts
// (opNeedSigner, the last step's signature), and each thing the rules do for a brand is told on its pages. The pages
// are the ones that tell applicants what will happen to their own application: the brand's home page, /apply and the
// FAQ on operational need, as the brand's reader sees them (its blocks, its placeholders, pages it can open).

const contentDir = path.dirname(fileURLToPath(import.meta.url));
const load = (file: string): ContentDocument | null => {
  const full = path.join(contentDir, file);
  return existsSync(full) ? { ...(parseContent(readFileSync(full, 'utf8'), file) as ContentDocument), file } : null;
};

/** The pages a brand's applicants can open that say what happens to their application (SPEC §1 blocked pages). */
function pagesOf(brand: Brand): ContentDocument[] {
  const pages = [load('faq/04-what-is-an-operational-need.md')];
  if (!brand.flags.invitationOnly) pages.push(load(`home/${brand.code}.md`));
  if (!brand.flags.invitationOnly && !brand.flags.applyGoesHome) pages.push(load('pages/apply.md'));
  return pages.filter((page): page is ContentDocument => page !== null);
}

const entities: Record<string, string> = { '&amp;': '&', '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };

/** The sentences a reader sees on a page, as plain text, section by section (the intro, then each `##`). */
function sectionsOf(page: ContentDocument, reader: Reader, brand: Brand): string[][] {
  return [page.intro, ...page.sections.map((s) => s.blocks)].map((blocks) => {
    const shown = blocks.filter((b) => blockShows(b, reader));
    const text = shown.map((b) => b.html.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, (e) => entities[e] ?? e)).join('\n');
    return fillText(text, placeholderValues(brand)).split(/(?<=[.!?])\s+|\n/).map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** What a sentence promises about the statement; the words writers use for each (a new wording must be added here). */
const PROMISES = {
  /** The statement goes by email to the employer, sponsor or contact the applicant names. */
  emailedToSigner: (s: string) => /\bemail\b.*\bstatement\b/i.test(s) && !/\bemail you\b/i.test(s),
  /** The statement goes by email to the applicant to sign. */
  emailedToApplicant: (s: string) => /\bemail you\b.*\bstatement\b/i.test(s),
  /** The applicant signs the statement themselves, in the form. */
  signedInForm: (s: string) => /\bsign (the|your) statement yourself\b/i.test(s),
  /** Nobody signs a statement for this brand's applications. */
  noStatement: (s: string) => /\bnobody needs to sign a statement\b/i.test(s),
} as const;
type PromiseKind = keyof typeof PROMISES;

/** The applicant named as someone who may confirm their own need. */
const applicantConfirms = (s: string) => /\byourself if you are\b|\byou confirm your own\b/i.test(s);

/**
 * The promises of one section. A section that names the applicant among those who confirm and says the statement is
 * emailed, without saying the applicant signs it in the form, promises the applicant an email (as the apply page did).
 */
function promisesOf(section: string[]): Array<{ kind: PromiseKind; s: string }> {
  const found = section.flatMap((s) => (Object.keys(PROMISES) as PromiseKind[]).filter((kind) => PROMISES[kind](s)).map((kind) => ({ kind, s })));
  const emailed = found.find((p) => p.kind === 'emailedToSigner');
  if (emailed && section.some(applicantConfirms) && !found.some((p) => p.kind === 'signedInForm')) {
    found.push({ kind: 'emailedToApplicant', s: `${section.find(applicantConfirms)} … ${emailed.s}` });
  }
  return found;
}

/** What the rules do for one brand, card type and need type, from a draft as that brand's form makes it. */
function ruleFor(brand: Brand, cardType: CardType, type: OpNeedType): { signer: ReturnType<typeof opNeedSigner>; signsInForm: boolean } {
  const need = brand.code === 'postal' ? 9 : cardType === 'msic' ? 11 : brand.flags.studentAndStaff ? 7 : 3;
  let draft: Draft = {
    _company: brand.code, _cardType: cardType, OperationalNeedId: need, ExtraData: { OpNeedType: type, lodgementOption: brand.paymentOptions[0] },
    Employeremail: 'contact@example.com', _termsAccepted: true, _declarationAccepted: true,
  };
  if (brand.flags.employerFromForm && brand.organisation) draft = withOrganisationEmployer(draft, brand.organisation);
  const signer = opNeedSigner(draft, brand);
  // The last step refuses to send without the applicant's signature when they sign it there (SPEC §6).
  const signsInForm = confirmStepErrors(draft, { today: new Date() })._signatureFile === 'signature';
  return { signer, signsInForm };
}

const readers = Object.values(brands).flatMap((brand) => brand.cardTypes.map((cardType) => [brand.code, cardType, brand] as const));

describe('a brand\'s pages promise about the statement only what its rules do, and tell what they do', () => {
  it.each(readers)('%s, %s', (_code, cardType, brand) => {
    const reader: Reader = { brand: brand.code, capabilities: capabilitiesOf(brand), cardType };
    const promises = pagesOf(brand).flatMap((page) => sectionsOf(page, reader, brand).flatMap(promisesOf).map((p) => ({ ...p, file: page.file })));
    const promised = (kind: PromiseKind) => promises.filter((p) => p.kind === kind).map(({ file, s }) => `${file}: ${s}`);

    const types = opNeedTypesFor(brand, cardType);
    const rules = types.map((type) => ({ type, ...ruleFor(brand, cardType, type) }));
    // The usual applicant: the first type the brand offers (their employer, or on the asset brands its organisation).
    const usual = rules[0]!;
    const emailsSigner = rules.some((r) => r.signer === 'employer');
    const selfSigns = rules.filter((r) => r.signer === 'applicant');

    // What the pages say, the rules do.
    if (promised('emailedToSigner').length > 0) expect(usual.signer, promised('emailedToSigner').join('\n')).toBe('employer');
    expect(promised('emailedToApplicant'), 'the applicant who signs does so in the form; nobody emails them the statement').toEqual([]);
    if (promised('signedInForm').length > 0) {
      expect(selfSigns.map((r) => r.type), promised('signedInForm').join('\n')).not.toEqual([]);
      for (const r of selfSigns) expect(r.signsInForm, `${r.type} is asked to sign in the last step`).toBe(true);
    }
    if (promised('noStatement').length > 0) expect(rules.every((r) => r.signer === null), promised('noStatement').join('\n')).toBe(true);

    // What the rules do, the pages say.
    if (emailsSigner) expect(promised('emailedToSigner'), 'the pages say the statement is emailed to whoever confirms the need').not.toEqual([]);
    if (selfSigns.length > 0) expect(promised('signedInForm'), `the pages say ${selfSigns.map((r) => r.type).join(' and ')} sign it themselves`).not.toEqual([]);
    if (rules.every((r) => r.signer === null)) expect(promised('noStatement'), 'the pages say nobody signs a statement').not.toEqual([]);
  });

  it('the rules it reads differ between brands, so the check is not empty', () => {
    const usualSigners = new Set(Object.values(brands).map((brand) => ruleFor(brand, brand.defaultCardType, opNeedTypesFor(brand, brand.defaultCardType)[0]!).signer));
    expect([...usualSigners].sort()).toEqual(['employer', null].sort());
    expect(ruleFor(brands.default, 'asic', 'self employed')).toEqual({ signer: 'applicant', signsInForm: true });
    expect(ruleFor(brands.chcheli, 'msic', 'self employed')).toEqual({ signer: 'employer', signsInForm: false });
  });

  it('recognises each promise in the words writers use, and not in others', () => {
    expect(PROMISES.emailedToSigner('We email them the statement to sign online.')).toBe(true);
    expect(PROMISES.emailedToSigner('Have their name, email address and phone number ready.')).toBe(false);
    expect(PROMISES.emailedToApplicant('We email you a statement to sign online.')).toBe(true);
    expect(PROMISES.emailedToSigner('We email you a statement to sign online.')).toBe(false);
    expect(PROMISES.signedInForm('You sign the statement yourself in the last step of the form.')).toBe(true);
    // The apply page as it once read: the self-employed were among those emailed.
    const found = promisesOf(['Name the person who can confirm it: usually your employer, or yourself if you are self-employed.', 'We email them a statement to sign online.']);
    expect(found.map((p) => p.kind)).toEqual(['emailedToSigner', 'emailedToApplicant']);
    expect(promisesOf(['Or yourself if you are self-employed.', 'We email them a statement.', 'You sign the statement yourself in the form.']).map((p) => p.kind))
      .toEqual(['emailedToSigner', 'signedInForm']);
  });
});
