import { afterAll, describe, expect, it } from 'vitest';
import { airportBrandFor, applicationPrice, inductionCompanies, movedToAirportBrand, withAdgCardAccess } from '@cards/shared/domain';
import { brandCodes, brands, getBrand, isBrandCode, registerBrand, type Brand, type BrandCode, type CardType } from '@cards/shared/brand';
import { BrandDataError, checkBrand } from '../../src/features/pages/brands/brand-schema.ts';

// A brand is data, checked when it loads (SPEC §1 'Branding', §9): what makes one brand differ from another is in
// its data, so a brand added as data alone behaves as its data says.

/** A copy of a built-in brand's data, as a data file would hold it, changed by `edit`. */
type BrandJson = Brand & Record<string, unknown>;

function brandData(edit: (data: BrandJson) => void = () => {}, from = 'default'): BrandJson {
  const data = structuredClone(getBrand(from)) as BrandJson;
  edit(data);
  return data;
}

describe('the brand schema', () => {
  it.each(Object.keys(brands))('built-in brand %s is valid', (code) => {
    expect(checkBrand(brandData(() => {}, code), `${code}.json`).code).toBe(code);
  });

  it.each([
    ['a theme colour that is not a colour', (d: BrandJson) => { d.theme.primary = 'red;background:url(x)'; }, '/theme/primary'],
    ['a price without cents', (d: BrandJson) => { d.prices.asic2YrPrice = '306'; }, '/prices/asic2YrPrice'],
    ['a card type nobody issues', (d: BrandJson) => { d.cardTypes = ['tsic' as CardType]; }, '/cardTypes/0'],
    ['a field no brand has', (d: BrandJson) => { d.discount = '10%'; }, '/discount: is not a field of a brand'],
    ['a missing flag', (d: BrandJson) => { Reflect.deleteProperty(d.flags, 'jobReady'); }, '/flags'],
    ['an upper-case code', (d: BrandJson) => { d.code = 'Port' as BrandCode; }, '/code'],
    ['a usual card the brand does not issue', (d: BrandJson) => { d.cardTypes = ['asic']; d.defaultCardType = 'msic'; }, '/defaultCardType: must be one of cardTypes'],
    ['a logo under another brand', (d: BrandJson) => { d.code = 'port' as BrandCode; }, '/theme/logo: must be under /brand/port/'],
    ['a welcome without its lead', (d: BrandJson) => { d.welcome = { heading: 'Cards for the port' } as Brand['welcome']; }, '/welcome'],
    ['a welcome heading longer than a heading', (d: BrandJson) => { d.welcome = { heading: 'x'.repeat(121), lead: 'Cards.' }; }, '/welcome/heading'],
  ])('refuses %s, naming the file and the field', (_what, edit, problem) => {
    const attempt = () => checkBrand(brandData(edit), 'brands/port/brand.json');
    expect(attempt).toThrow(BrandDataError);
    expect(attempt).toThrow(/^brands\/port\/brand\.json is not a valid brand: /);
    expect(attempt).toThrow(problem);
  });

  it('refuses an airport office that does not price the access card', () => {
    const office = brandData((d) => { delete d.prices.accessCardPrice; }, 'bne');
    expect(() => checkBrand(office, 'bne.json')).toThrow('/prices: an airport office prices the access card');
  });

  it('takes a welcome of its own: the home page\'s heading and lead', () => {
    const data = brandData((d) => { d.code = 'port' as BrandCode; d.theme.logo = '/brand/port/logo.svg'; d.welcome = { heading: 'Cards for the port', lead: 'Apply here.' }; });
    expect(checkBrand(data, 'port.json').welcome).toEqual({ heading: 'Cards for the port', lead: 'Apply here.' });
  });

  it('refuses what is not an object at all', () => {
    expect(() => checkBrand('default', 'x.json')).toThrow(BrandDataError);
    expect(() => checkBrand(null, 'x.json')).toThrow(BrandDataError);
  });
});

describe('a brand registered from data', () => {
  // An airport office at Cairns (shared id 7), with a row of its own (9001) and an induction (program 5 is the
  // only one on file; the office's data says which it runs).
  const cairns = checkBrand(brandData((d) => {
    d.code = 'cns' as BrandCode;
    d.name = 'Cairns Airport ID Office';
    d.hostnames = ['cns.example.com.au'];
    d.cardTypes = ['asic'];
    d.theme.logo = '/brand/cns/logo.svg';
    d.prices = { ...d.prices, accessCardPrice: '44.00', accessCardGst: '4.00' };
    d.flags = { ...d.flags, jobReady: false, movesToAirportOffices: false, induction: true };
    d.airportOffice = {
      airports: [{ shared: 7, own: 9001, name: 'Cairns (CNS)', fullName: 'Cairns Airport', inductionProgram: 5 }],
      airportsName: 'Cairns Airport',
      accessCard: 'added-for-own-airports',
    };
  }), 'brands/cns/brand.json');
  registerBrand(cairns);
  // This worker's other files share the brand list: they must not meet the office.
  afterAll(() => {
    delete (brands as Record<string, Brand>).cns;
    brandCodes.splice(brandCodes.indexOf('cns' as BrandCode), 1);
  });

  it('is a brand like the built-in ones, and never replaces one', () => {
    expect(isBrandCode('cns')).toBe(true);
    expect(getBrand('cns').name).toBe('Cairns Airport ID Office');
    registerBrand({ ...brands.default, name: 'Impostor' });
    expect(getBrand('default').name).toBe('Secure Card Services');
  });

  it('is offered as the airport office of its airports, and a move maps them to its own rows with card access', () => {
    const draft = { airports: [{ Id: 7, Airport: 'Cairns (CNS)' }] };
    expect(airportBrandFor(draft, 'default')).toBe('cns');
    expect(airportBrandFor(draft, 'cns')).toBeNull();
    const moved = movedToAirportBrand(draft, 'cns');
    expect(moved).toMatchObject({ _company: 'cns', airports: [{ Id: 9001, Airport: 'Cairns (CNS)' }], _adgCardAccess: true });
    expect(withAdgCardAccess({ ...moved, airports: [{ Id: 75, Airport: 'Brisbane' }] }, 'cns')._adgCardAccess).toBe(false);
  });

  it('prices its access card as its data says, and runs its induction', () => {
    const question = {
      brandCode: 'cns', prices: cairns.prices, cardType: 'asic' as const, jobReady: false, provisional: false, fourYear: false,
      paymentOption: 'inperson', adgCardAccess: true,
    };
    expect(applicationPrice(question)).toMatchObject({ total: 30690 + 4400, accessCard: 4400 });
    expect(applicationPrice({ ...question, adgCardAccess: false }).accessCard).toBe(0);
    expect(inductionCompanies()).toContain('cns');
  });
});
