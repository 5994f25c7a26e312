import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Brand } from '@cards/shared/brand';

// What a brand's data file must hold (@cards/shared/brand's types say what each part means). A brand is data: the api checks every
// brand it loads against this, built in or from a folder, and refuses to start on a brand that fails, naming the
// file and the field.

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** #rgb or #rrggbb: only colours reach the page's CSS. */
const colour = Type.String({ pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' });
/** Dollars with two decimals, GST included (SPEC §9). */
const money = Type.String({ pattern: '^\\d{1,5}\\.\\d{2}$' });
const cardType = Type.Union([Type.Literal('asic'), Type.Literal('msic')]);

const prices = Type.Object({
  asic2YrPrice: money,
  asic2YrGst: money,
  jobReadyAsic2YrPrice: money,
  jobReadyAsic2YrGst: money,
  provisionalAsic: money,
  provisionalAsicGst: money,
  msic2YrPrice: money,
  msic2YrGst: money,
  msic4YrPrice: money,
  msic4YrGst: money,
  postalAsic2YrPrice: Type.Optional(money),
  postalAsic2YrGst: Type.Optional(money),
  postofficeFee: Type.Optional(money),
  accessCardPrice: Type.Optional(money),
  accessCardGst: Type.Optional(money),
}, { additionalProperties: false });

const flags = Type.Object({
  invitationOnly: Type.Boolean(),
  applyGoesHome: Type.Boolean(),
  induction: Type.Boolean(),
  employerFromForm: Type.Boolean(),
  organisationConfirmsNeed: Type.Boolean(),
  studentAndStaff: Type.Boolean(),
  jobReady: Type.Boolean(),
  fixedSite: Type.Boolean(),
  movesToAirportOffices: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

const airportId = Type.Integer({ minimum: 1, maximum: 99999 });

const airportOffice = Type.Object({
  airports: Type.Array(Type.Object({
    shared: airportId,
    own: airportId,
    name: text(80),
    fullName: text(120),
    inductionProgram: Type.Optional(Type.Integer({ minimum: 1 })),
  }, { additionalProperties: false }), { minItems: 1 }),
  airportsName: text(120),
  accessCard: Type.Union([Type.Literal('not-included'), Type.Literal('added-for-own-airports')]),
}, { additionalProperties: false });

export const BrandSchema = Type.Object({
  code: Type.String({ pattern: '^[a-z][a-z0-9]{1,19}$' }),
  name: text(120),
  product: text(20),
  cardTypes: Type.Array(cardType, { minItems: 1, maxItems: 2, uniqueItems: true }),
  defaultCardType: cardType,
  hostnames: Type.Array(Type.String({ pattern: '^[a-z0-9.-]{1,253}$' }), { uniqueItems: true }),
  theme: Type.Object({
    primary: colour,
    primaryText: colour,
    accent: colour,
    background: colour,
    text: colour,
    focus: colour,
    logo: Type.String({ pattern: '^/brand/[a-z0-9]+/[a-z0-9-]+\\.(?:svg|png)$' }),
    logoWidth: Type.Integer({ minimum: 1, maximum: 400 }),
    logoAlt: text(120),
  }, { additionalProperties: false }),
  title: text(120),
  description: text(300),
  tagline: text(200),
  welcome: Type.Optional(Type.Object({ heading: text(120), lead: text(400) }, { additionalProperties: false })),
  prices,
  paymentOptions: Type.Array(Type.Union([Type.Literal('inperson'), Type.Literal('postal'), Type.Literal('asset-asic')]), { minItems: 1, uniqueItems: true }),
  site: Type.Union([Type.Literal(0), Type.Literal(4), Type.Literal(5), Type.Literal(6), Type.Literal(7)]),
  flags,
  banner: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+\\.txt$' })),
  companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  organisation: Type.Optional(Type.Object({
    Employername: text(120),
    Employercountry: Type.String({ pattern: '^[A-Z]{2}$' }),
    Employerstate: text(3),
    airports: Type.Optional(Type.Array(airportId)),
  }, { additionalProperties: false })),
  fixedNeed: Type.Optional(Type.Object({
    OperationalNeedId: Type.Integer({ minimum: 1 }),
    OpNeed: text(120),
    ExtraData: Type.Object({
      OpNeedType: Type.Union([Type.Literal('employer'), Type.Literal('other')]),
      OpNeedOccupation: text(500),
      OpNeedAccessFreq: text(120),
    }, { additionalProperties: false }),
  }, { additionalProperties: false })),
  airportOffice: Type.Optional(airportOffice),
  contact: Type.Object({
    phone: text(30),
    email: Type.String({ format: 'email', maxLength: 254 }),
    office: text(200),
    officeState: text(3),
    location: Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) }, { additionalProperties: false }),
  }, { additionalProperties: false }),
  abn: Type.String({ pattern: '^\\d{2} \\d{3} \\d{3} \\d{3}$' }),
}, { additionalProperties: false });

export type BrandData = Static<typeof BrandSchema>;

export class BrandDataError extends Error {
  override name = 'BrandDataError';
}

/** What the schema cannot say: rules between fields. */
function crossFieldProblems(brand: BrandData): string[] {
  const problems: string[] = [];
  if (!brand.cardTypes.includes(brand.defaultCardType)) problems.push('/defaultCardType: must be one of cardTypes');
  if (!brand.theme.logo.startsWith(`/brand/${brand.code}/`)) problems.push(`/theme/logo: must be under /brand/${brand.code}/`);
  if (brand.airportOffice && (brand.prices.accessCardPrice === undefined || brand.prices.accessCardGst === undefined)) {
    problems.push('/prices: an airport office prices the access card (accessCardPrice and accessCardGst)');
  }
  if (brand.paymentOptions.includes('postal') && brand.prices.postalAsic2YrPrice === undefined) {
    problems.push('/prices: the postal option needs postalAsic2YrPrice and postalAsic2YrGst');
  }
  return problems;
}

/** A brand's data, checked; a BrandDataError naming `source` and each field that is wrong. */
export function checkBrand(data: unknown, source: string): Brand {
  const problems = [...Value.Errors(BrandSchema, data)]
    .filter((error) => error.keyword !== 'additionalProperties')
    .map((error) => `${error.instancePath || '/'}: ${error.keyword === 'boolean' ? 'is not a field of a brand' : error.message}`);
  if (problems.length === 0) problems.push(...crossFieldProblems(data as BrandData));
  if (problems.length > 0) throw new BrandDataError(`${source} is not a valid brand: ${[...new Set(problems)].slice(0, 10).join('; ')}`);
  return data as Brand;
}
