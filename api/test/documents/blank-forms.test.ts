import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openPdf, pdfAccessibility, textOf } from '../pdf-helpers.ts';
import { inflateSync } from 'node:zlib';
import { brands } from '@cards/shared/brand';
import { blankFormPath, blankForms, opNeedTypesFor } from '@cards/shared/domain';
import { NEED_TYPE_WORDS } from '../../src/features/documents/need-types.ts';
import { blankFormLayout, blankFormLayouts, fieldNames } from '../../src/features/documents/blank-forms/layouts.ts';
import { blankFormPdf } from '../../src/features/documents/blank-forms/render.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers.ts';

// The paper forms of the /forms page, made as fillable PDFs and parsed back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: false });
});
afterAll(async () => {
  await t.close();
});

/** A PDF's objects by number, each its dictionary's text and its stream inflated (pdfkit writes no object streams). */
function pdfObjects(bytes: Uint8Array): Map<number, { dict: string; stream?: Buffer }> {
  const text = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const [, number, body] of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const at = body!.indexOf('stream\n');
    if (at < 0) objects.set(Number(number), { dict: body! });
    else {
      const raw = Buffer.from(body!.slice(at + 7, body!.lastIndexOf('\nendstream')), 'latin1');
      objects.set(Number(number), { dict: body!.slice(0, at), stream: /\/FlateDecode/.test(body!.slice(0, at)) ? inflateSync(raw) : raw });
    }
  }
  return objects;
}

interface ReadBack {
  title: string | undefined;
  text: string;
  fields: Record<string, string>;
}

async function readPdf(bytes: Uint8Array): Promise<ReadBack> {
  const doc = await openPdf(bytes);
  const text = await textOf(doc);
  const info = (await doc.getMetadata()).info as { Title?: string };
  const objects = (await doc.getFieldObjects()) ?? {};
  // Each name lists the field and its widget; the widget carries the type.
  const fields = Object.fromEntries(Object.entries(objects).map(([name, parts]) => [name, parts.map((p) => (p as { type?: string }).type).find(Boolean) ?? '']));
  await doc.destroy();
  return { title: info.Title, text, fields };
}

describe('GET /api/forms/{slug}.pdf', () => {
  it.each(blankForms.map((form) => [form.slug, form] as const))('%s is a fillable PDF with its title, the brand and its fields', async (slug, form) => {
    const res = await t.app.inject({ method: 'GET', url: blankFormPath(slug) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}.pdf"`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');

    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe(form.title);
    const brand = brands.default;
    for (const text of [form.title, brand.name, brand.contact.email, brand.contact.office, brand.contact.phone]) expect(pdf.text).toContain(text);
    expect(pdf.text).not.toContain('{product}');
    const names = fieldNames(blankFormLayout(slug, brands.default));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(pdf.fields).sort()).toEqual([...names].sort());
    expect(Object.values(pdf.fields)).toContain('text');
    expect(Object.values(pdf.fields)).toContain('checkbox');
    expect(pdf.fields.SignatureDate).toBe('text');

    // Tagged PDF/UA-1; each field a Form element, after its label in reading order.
    const nodes = expectAccessible(await pdfAccessibility(res.rawPayload), form.title);
    expect(nodes.find((n) => n.role === 'H1')!.text).toBe(form.title);
    expect(nodes.filter((n) => n.role === 'H2').map((n) => n.text)).toEqual(blankFormLayouts[slug].sections.map((sec) => sec.heading.replaceAll('{product}', brand.product)));
    expect(nodes.filter((n) => n.role === 'Form')).toHaveLength(names.length);
    // Every field has a name a screen reader says (its tooltip, TU).
    const doc = await openPdf(res.rawPayload);
    const spoken: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      for (const a of await (await doc.getPage(n)).getAnnotations()) spoken.push((a as { alternativeText?: string }).alternativeText ?? '');
    }
    await doc.destroy();
    expect(spoken).toHaveLength(names.length);
    expect(spoken.every((text) => text.trim().length > 0)).toBe(true);
  });

  it('the statement of operational need has the fields of the online form (SPEC §3)', async () => {
    const { fields } = await readPdf((await t.app.inject({ method: 'GET', url: blankFormPath('operational-need-statement') })).rawPayload);
    for (const name of ['FirstName', 'Surname', 'Position', 'Organisation', 'BusinessUnit', 'PoNumber', 'Address', 'Suburb', 'State',
      'Postcode', 'Country', 'Abn', 'Phone', 'Email', 'ApplicantFullname', 'SponsoredYears', 'OpNeedOccupation', 'Airports']) {
      expect(fields[name], name).toBe('text');
    }
    expect(fields.Sponsored_yes).toBe('checkbox');
    expect(fields.OpNeedAccessFreq_daily).toBe('checkbox');
    expect(fields.OperationalNeedType_asic_employer).toBe('checkbox');
    expect(fields['OperationalNeedType_msic_port-facility']).toBe('checkbox');
  });

  // The form is shared by both cards, so each card's confirmers are listed under that card's name; the MSIC's
  // are maritime (opNeedTypesFor, as step 3 offers them), with no flying club or pilot among them.
  it('the statement lists each card\'s need types under its name: maritime confirmers for an MSIC', async () => {
    const statement = async (company: string) => readPdf((await t.app.inject({ method: 'GET', url: blankFormPath('operational-need-statement'), query: { company } })).rawPayload);
    const words = (company: keyof typeof brands, card: 'asic' | 'msic') => opNeedTypesFor(brands[company], card).map((type) => NEED_TYPE_WORDS[type]!);
    const between = (text: string, from: string, to: string) => {
      const start = text.indexOf(from);
      expect(start, from).toBeGreaterThanOrEqual(0);
      return text.slice(start + from.length, text.indexOf(to, start)).trim();
    };
    const both = await statement('default');
    const asic = between(both.text, 'Type of need, if the card is an ASIC', 'Type of need, if the card is an MSIC');
    const msic = between(both.text, 'Type of need, if the card is an MSIC', 'Why the applicant needs');
    expect(msic).toBe(words('default', 'msic').join(' '));
    expect(msic).toContain('Maritime industry participant');
    expect(msic).toContain('Port or port facility the applicant is engaged with');
    expect(msic).not.toMatch(/pilot|Recreational|aircraft/i);
    expect(asic).toBe(words('default', 'asic').join(' '));
    expect(Object.keys(both.fields).filter((name) => name.startsWith('OperationalNeedType_msic_')).sort())
      .toEqual(['OperationalNeedType_msic_employer', 'OperationalNeedType_msic_industry-participant', 'OperationalNeedType_msic_port-facility', 'OperationalNeedType_msic_self-employed']);

    // The organisation confirms every need on an asset brand: no self-sponsored types, still maritime for its MSIC.
    const asset = await statement('chcheli');
    expect(between(asset.text, 'Type of need, if the card is an MSIC', 'Why the applicant needs')).toBe(words('chcheli', 'msic').join(' '));
    // A brand that issues the ASIC only offers neither the MSIC nor its types.
    const asicOnly = await statement('adg');
    expect(asicOnly.text).not.toMatch(/MSIC|Maritime/);
    expect(between(asicOnly.text, 'Type of need', 'Why the applicant needs')).toBe(words('adg', 'asic').join(' '));
  });

  it('is in the name of the brand the request is for: X-Company, ?company= or the brand cookie', async () => {
    const chcheli = brands.chcheli;
    expect(chcheli.name).not.toBe(brands.default.name);
    for (const request of [{ headers: { 'x-company': 'chcheli' } }, { query: { company: 'chcheli' } }, { cookies: { company: 'chcheli' } }]) {
      const res = await t.app.inject({ method: 'GET', url: blankFormPath('card-return'), ...request });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/X-Company/);
      expect((await readPdf(res.rawPayload)).text).toContain(chcheli.name);
    }
    const unknown = await t.app.inject({ method: 'GET', url: blankFormPath('card-return'), headers: { 'x-company': 'nobody' } });
    expect((await readPdf(unknown.rawPayload)).text).toContain(brands.default.name);
  });

  it.each([
    '/api/forms/no-such-form.pdf',
    '/api/forms/card-return',
    '/api/forms/card-return.txt',
    '/api/forms/card-return.pdf.pdf',
    '/api/forms/constructor.pdf',
    '/api/forms/__proto__.pdf',
    '/api/forms/%2e%2e%2fpackage.json',
    `/api/forms/${'a'.repeat(300)}.pdf`,
  ])('%s is a 404 in the error shape, never a 500', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const body = expectErrorShape(res, res.statusCode === 400 ? 400 : 404);
    expect(res.statusCode, String(body.message)).toBe(404);
  });
});

describe('blankFormPdf', () => {
  it('prints names as typed, with the embedded font', async () => {
    const brand = { ...brands.default, name: 'Żaneta Nguyễn Card Services' };
    const pdf = await readPdf(await blankFormPdf('parent-guardian-consent', brand));
    expect(pdf.text).toContain('Żaneta Nguyễn Card Services');
  });

  it('gives its fields the embedded font, with the letters a name typed on screen needs', async () => {
    const objects = pdfObjects(await blankFormPdf('change-of-name', brands.default));
    const catalog = [...objects.values()].find((o) => /\/Type \/Catalog/.test(o.dict))!;
    const acroForm = objects.get(Number(/\/AcroForm (\d+) 0 R/.exec(catalog.dict)![1]))!.dict;
    const [, fontName, fontRef] = /\/DR\s*<<\s*\/Font\s*<<\s*\/(\w+) (\d+) 0 R/.exec(acroForm)!;
    expect(/\/DA \(([^)]*)\)/.exec(acroForm)![1]).toContain(`/${fontName} 10 Tf`);
    const font = objects.get(Number(fontRef))!.dict;
    expect(/\/BaseFont \/(\S+)/.exec(font)![1]).toMatch(/DejaVuSans(-\d+)?$/);
    const cmap = objects.get(Number(/\/ToUnicode (\d+) 0 R/.exec(font)![1]))!.stream!.toString('latin1');
    // Ż, ễ and ł: Polish and Vietnamese names.
    for (const letter of ['017B', '1EC5', '0142']) expect(cmap.toUpperCase()).toContain(`<${letter}>`);
  });
});
