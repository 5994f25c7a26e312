import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, type Brand } from '@cards/shared/brand';
import { cents, draftPrice, priceText, type Draft } from '@cards/shared/domain';
import { signIdToken } from '../../src/features/people/id-token.ts';
import { typedPart } from '../../src/features/drafts/payload.ts';
import { createTestApp, withoutLimits, type TestApp } from '../helpers.ts';
import { createDraft, invitedDraft, wholeApplication } from '../draft-helpers.ts';
import { pdfAccessibility, structNodes, type StructNode } from '../pdf-helpers.ts';

// The invoice (SPEC §9 prices): for every brand × card type × validity × payment option, the amounts of
// step 4's summary (the page's rule, `draftPrice`, on the draft as the page holds it), what the payment page is told,
// the amount charged online and the invoice PDF's amounts agree; the postal partner's post office fee is paid at the
// counter only, never in the online charge. The tables that show these amounts are tested over the same combinations
// in shared/src/ui/Price/PriceTable.test.tsx (the api's tests import no ui).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false, config: withoutLimits() });
});
afterAll(async () => {
  await t.close();
});

interface Case {
  brand: Brand;
  cardType: 'asic' | 'msic';
  validity: string;
  option: string;
  answers: Draft;
}

const adult = '1990-05-17';
/** Under 18 on any day this suite runs for years to come. */
const minor = `${new Date().getFullYear() - 16}-01-15`;

function validities(brand: Brand, cardType: 'asic' | 'msic'): Array<[string, Draft]> {
  if (cardType === 'msic') return [['2 years', { _fourYear: false }], ['4 years', { _fourYear: true }]];
  return [
    ['2 years', {}],
    ...(brand.flags.jobReady ? [['job ready, 2 years', { _jobReady: true, OperationalNeedId: null, airports: [] }] as [string, Draft]] : []),
    ['under 18', { Birthdate: minor }],
    ...(brand.code === 'adg' ? [['2 years with the airport access card', { _adgCardAccess: true }] as [string, Draft]] : []),
  ];
}

const cases: Case[] = Object.values(brands).flatMap((brand) => brand.cardTypes.flatMap((cardType) => validities(brand, cardType)
  .flatMap(([validity, answers]) => brand.paymentOptions.map((option) => ({ brand, cardType, validity, option, answers })))));

/** The invoice's charges table, read back from its structure tree: each row header cell (TH) with its cell (TD). */
function invoiceAmounts(pages: StructNode[]): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const row of structNodes(pages).filter((n) => n.role === 'TR')) {
    const [th, td] = row.children;
    if (th?.role === 'TH' && td?.role === 'TD' && /^-?\$\d/.test(td.text)) amounts[th.text] = cents(td.text.replace('$', ''));
  }
  return amounts;
}

async function sentApplication(c: Case): Promise<{ id: number; draft: Draft }> {
  const email = `price.${Math.random().toString(36).slice(2)}@example.com`;
  const created = c.brand.flags.invitationOnly ? await invitedDraft(t, email) : await createDraft(t, {}, c.brand.code, c.cardType);
  // The draft as the page holds it at step 4, server members included.
  const draft: Draft = {
    ...wholeApplication, Email: email, EmailConfirm: email, Birthdate: adult, ...c.answers,
    ExtraData: { ...wholeApplication.ExtraData, lodgementOption: c.option },
    _company: c.brand.code, _cardType: c.cardType,
  };
  // Stored as the conversion stores it: the typed answers, the brand and card type in the row's own columns.
  const person = await t.app.people.insert(t.app.db, {
    draftId: created.id, company: c.brand.code, cardType: c.cardType, firstname: 'Jane', surname: 'Citizen',
    birthdate: draft.Birthdate!, email, data: typedPart(draft as Record<string, unknown>),
  }, new Date());
  return { id: person.id, draft };
}

describe('one price for the summary, the payment page, the online charge and the invoice', () => {
  it.each(cases.map((c) => [`${c.brand.code} ${c.cardType} ${c.validity} ${c.option}`, c] as const))('%s', async (_name, c) => {
    const { id, draft } = await sentApplication(c);
    const auth = { authorization: `Bearer ${await signIdToken(id, t.app.config.auth)}` };

    // Step 4's summary: the page's own rule on the page's draft.
    const summary = draftPrice(draft, c.brand, new Date());

    // What the payment page is told is owed.
    const owedRes = await t.app.inject({ method: 'GET', url: `/api/people/${id}/payment`, headers: auth });
    expect(owedRes.statusCode, owedRes.body).toBe(200);
    const owed = owedRes.json<{ total: number; gst: number; shown: number; postofficeFee: number; online: number; canPayOnline: boolean }>();

    // The invoice PDF, read back.
    const invoiceRes = await t.app.inject({ method: 'GET', url: `/api/download/invoice/${id}/${(await t.app.people.byId(id))!.draft_id}`, headers: auth });
    expect(invoiceRes.statusCode, invoiceRes.body).toBe(200);
    const invoicePages = (await pdfAccessibility(invoiceRes.rawPayload)).pages;
    const invoice = invoiceAmounts(invoicePages);
    const card = c.cardType === 'msic' ? 'MSIC' : c.brand.product;

    expect(summary.total).toBeGreaterThan(0);
    // The case that was wrong: a 4-year MSIC is $394.90 on step 4, and so it is on the invoice.
    if (c.cardType === 'msic' && c.validity === '4 years') expect(summary.total).toBe(cents(c.brand.prices.msic4YrPrice));
    expect(invoice['Total (including GST)']).toBe(summary.total);
    expect(invoice['GST']).toBe(summary.gst);
    expect(invoice[`${card} application fee (excluding GST)`]).toBe(summary.shown);
    expect(owed).toMatchObject({ total: summary.total, gst: summary.gst, shown: summary.shown, postofficeFee: summary.postofficeFee });
    // The post office fee: on the summary and the invoice as paid at the counter; never in what is paid online.
    expect(invoice['Post office fee, paid at the Post Office counter'] ?? 0).toBe(summary.postofficeFee);
    expect(owed.online).toBe(summary.total - summary.postofficeFee);
    if (summary.postofficeFee > 0) {
      expect(invoice['Application fee (including GST), paid online or at the counter']).toBe(owed.online);
      expect(structNodes(invoicePages).filter((n) => n.role === 'P').map((n) => n.text).join(' ')).toContain(`post office fee of $${priceText(summary.postofficeFee)} is paid at the Post Office counter`);
    }

    if (!owed.canPayOnline) return;
    const paid = await t.app.inject({
      method: 'POST', url: `/api/people/${id}/payment`, headers: auth,
      payload: { cardnumber: '4242 4242 4242 4242', cvc: '123', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), nameOnCard: 'Jane Citizen' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const charged = await t.app.db.selectFrom('payments').select('amount_cents').where('people_id', '=', id).where('status', '=', 'paid').executeTakeFirstOrThrow();
    expect(charged.amount_cents).toBe(owed.online);
  });

  it('covers every brand and both card types where a brand issues them', () => {
    expect(new Set(cases.map((c) => c.brand.code))).toEqual(new Set(Object.keys(brands)));
    expect(cases.some((c) => c.cardType === 'msic' && c.validity === '4 years')).toBe(true);
    expect(cases.some((c) => c.option === 'postal')).toBe(true);
  });
});
