import type { Brand, BrandCode, BrandPrices } from './types.ts';

// Amounts are ours (SPEC §9 leaves them open); each includes GST, which is listed on its own.
const standardPrices: BrandPrices = {
  asic2YrPrice: '306.90',
  asic2YrGst: '27.90',
  jobReadyAsic2YrPrice: '284.90',
  jobReadyAsic2YrGst: '25.90',
  provisionalAsic: '174.90',
  provisionalAsicGst: '15.90',
  msic2YrPrice: '295.90',
  msic2YrGst: '26.90',
  msic4YrPrice: '394.90',
  msic4YrGst: '35.90',
};

const defaultFlags = {
  invitationOnly: false,
  applyGoesHome: false,
  induction: false,
  employerFromForm: false,
  organisationConfirmsNeed: false,
  studentAndStaff: false,
  jobReady: false,
  fixedSite: false,
  movesToAirportOffices: false,
};

const contact = {
  phone: '1300 274 200',
  email: 'cards@example.com.au',
  office: 'Level 4, 190 St Georges Terrace, Perth WA 6000',
  // The state the office is in: an applicant from another state is told how to arrange an interview.
  officeState: 'WA',
  // Where the office map centres (SPEC §2 contact-us: the Perth office).
  location: { lat: -31.9537, lng: 115.8553 },
};

/**
 * A placeholder with valid check digits (docs/decisions.md 'The invoice's ABN'); a deployment sets the operator's
 * own.
 */
const OPERATOR_ABN = '10 600 000 550';

export const brands: Record<BrandCode, Brand> = {
  default: {
    code: 'default',
    name: 'Secure Card Services',
    product: 'ASIC',
    cardTypes: ['asic', 'msic'],
    defaultCardType: 'asic',
    hostnames: ['localhost', '127.0.0.1', 'cards.example.com.au'],
    theme: {
      primary: '#0b3d6b',
      primaryText: '#ffffff',
      accent: '#0a58a5',
      background: '#ffffff',
      text: '#1b1f24',
      focus: '#c75000',
      logo: '/brand/default/logo.svg',
      logoWidth: 240,
      logoAlt: 'Secure Card Services',
    },
    title: 'Apply for your {product} or MSIC online',
    description:
      'Apply for, renew, track and activate your {product} or MSIC security identification card online.',
    tagline: 'Security identification cards for airports and ports across Australia',
    prices: standardPrices,
    paymentOptions: ['inperson'],
    site: 5,
    // Job ready is our own service's offer: airport and organisation brands issue cards for known jobs.
    flags: { ...defaultFlags, jobReady: true, movesToAirportOffices: true },
    contact,
    abn: OPERATOR_ABN,
  },
  postal: {
    code: 'postal',
    name: 'Secure Card Services at the Post Office',
    product: 'ASIC',
    cardTypes: ['asic'],
    defaultCardType: 'asic',
    hostnames: ['post.cards.example.com.au'],
    theme: {
      primary: '#a3001b',
      primaryText: '#ffffff',
      accent: '#a3001b',
      background: '#ffffff',
      text: '#1b1f24',
      focus: '#0b3d6b',
      logo: '/brand/postal/logo.svg',
      logoWidth: 220,
      logoAlt: 'Secure Card Services at the Post Office',
    },
    title: 'Your {product} through the Post Office',
    description: 'Apply for your {product} by invitation and have your identity checked at a Post Office.',
    tagline: 'Invitation-only {product} applications with Post Office identity checks',
    prices: { ...standardPrices, postalAsic2YrPrice: '326.70', postalAsic2YrGst: '29.70', postofficeFee: '19.80' },
    paymentOptions: ['postal'],
    site: 7,
    flags: { ...defaultFlags, invitationOnly: true, fixedSite: true },
    // SPEC §9: applicants are Post Office retail staff in airport terminals.
    fixedNeed: {
      OperationalNeedId: 9,
      OpNeed: 'Post Office retail staff',
      ExtraData: {
        OpNeedType: 'employer',
        OpNeedOccupation:
          'Retail staff member at a Post Office outlet in an airport terminal, serving customers and handling mail and parcels.',
        OpNeedAccessFreq: 'Every day',
      },
    },
    contact,
    abn: OPERATOR_ABN,
  },
  chcheli: {
    code: 'chcheli',
    name: 'CHC Helicopters Card Office',
    product: 'ASIC',
    cardTypes: ['asic', 'msic'],
    defaultCardType: 'asic',
    hostnames: ['chc.cards.example.com.au'],
    theme: {
      primary: '#14365d',
      primaryText: '#ffffff',
      accent: '#1d5a99',
      background: '#ffffff',
      text: '#1b1f24',
      focus: '#b34700',
      logo: '/brand/chcheli/logo.svg',
      logoWidth: 159,
      logoAlt: 'CHC Helicopters Card Office',
    },
    title: '{product} and MSIC for CHC Helicopters staff',
    description: 'Security identification cards for CHC Helicopters employees and contractors.',
    tagline: 'Cards for CHC Helicopters crews and contractors',
    prices: standardPrices,
    paymentOptions: ['asset-asic'],
    site: 5,
    flags: { ...defaultFlags, applyGoesHome: true, employerFromForm: true, organisationConfirmsNeed: true },
    companyId: 301,
    // Its airports lock once the organisation gives them (SPEC §4; docs/decisions.md 'Company airports').
    organisation: { Employername: 'CHC Helicopters (Australia)', Employercountry: 'AU', Employerstate: 'WA', airports: [] },
    contact,
    abn: OPERATOR_ABN,
  },
  adg: {
    code: 'adg',
    name: 'Darwin and Alice Springs Airports ID Office',
    product: 'ASIC',
    cardTypes: ['asic'],
    defaultCardType: 'asic',
    hostnames: ['adg.cards.example.com.au'],
    theme: {
      primary: '#6b2c00',
      primaryText: '#ffffff',
      accent: '#8a3a00',
      background: '#ffffff',
      text: '#1b1f24',
      focus: '#0b3d6b',
      logo: '/brand/adg/logo.svg',
      logoWidth: 222,
      logoAlt: 'Darwin and Alice Springs Airports ID Office',
    },
    title: '{product} for Darwin and Alice Springs airports',
    description: 'Apply for your {product}, airport access card and security induction for Darwin and Alice Springs.',
    tagline: 'Airport ID cards and security inductions for the Northern Territory',
    prices: { ...standardPrices, accessCardPrice: '55.00', accessCardGst: '5.00' },
    paymentOptions: ['inperson'],
    site: 5,
    flags: { ...defaultFlags, induction: true },
    // SPEC §9: its own rows for Darwin and Alice Springs, and their inductions (DIA 3, ASP 4).
    airportOffice: {
      airports: [
        { shared: 3, own: 8, name: 'Darwin (DRW)', fullName: 'Darwin International Airport', inductionProgram: 3 },
        { shared: 4, own: 155, name: 'Alice Springs (ASP)', fullName: 'Alice Springs Airport', inductionProgram: 4 },
      ],
      airportsName: 'Darwin and Alice Springs airports',
      accessCard: 'added-for-own-airports',
    },
    contact,
    abn: OPERATOR_ABN,
  },
  bne: {
    code: 'bne',
    name: 'Brisbane Airport ID Office',
    product: 'ASIC',
    cardTypes: ['asic'],
    defaultCardType: 'asic',
    hostnames: ['bne.cards.example.com.au'],
    theme: {
      primary: '#00504a',
      primaryText: '#ffffff',
      accent: '#006b63',
      background: '#ffffff',
      text: '#1b1f24',
      focus: '#a33a00',
      logo: '/brand/bne/logo.svg',
      logoWidth: 213,
      logoAlt: 'Brisbane Airport ID Office',
    },
    title: '{product} for Brisbane Airport',
    description: 'Apply for your {product}, airport access card and security induction for Brisbane Airport.',
    tagline: 'Airport ID cards and security inductions for Brisbane Airport',
    prices: { ...standardPrices, accessCardPrice: '55.00', accessCardGst: '5.00' },
    paymentOptions: ['inperson'],
    site: 5,
    flags: { ...defaultFlags, induction: true },
    // SPEC §9: its own row for Brisbane, which is also its induction airport (docs/decisions.md: id 5).
    airportOffice: {
      airports: [{ shared: 75, own: 5, name: 'Brisbane (BNE)', fullName: 'Brisbane Airport', inductionProgram: 5 }],
      airportsName: 'Brisbane Airport',
      accessCard: 'not-included',
    },
    contact,
    abn: OPERATOR_ABN,
  },
  sfc: {
    code: 'sfc',
    name: 'Flight College Card Office',
    product: 'ASIC',
    cardTypes: ['asic'],
    defaultCardType: 'asic',
    hostnames: ['sfc.cards.example.com.au'],
    theme: {
      primary: '#3d2a6b',
      primaryText: '#ffffff',
      accent: '#553c94',
      background: '#ffffff',
      text: '#1b1f24',
      focus: '#b34700',
      logo: '/brand/sfc/logo.svg',
      logoWidth: 159,
      logoAlt: 'Flight College Card Office',
    },
    title: '{product} for flight college students and staff',
    description: 'Apply for your {product} as a student or staff member of the flight college.',
    tagline: '{product} applications for flight college students and staff',
    prices: standardPrices,
    paymentOptions: ['asset-asic'],
    site: 5,
    flags: { ...defaultFlags, employerFromForm: true, organisationConfirmsNeed: true, studentAndStaff: true },
    banner: 'sfc-intake.txt',
    companyId: 412,
    // Its airports lock once the organisation gives them (SPEC §4; docs/decisions.md 'Company airports').
    organisation: { Employername: 'Flight College', Employercountry: 'AU', Employerstate: 'WA', airports: [] },
    contact,
    abn: OPERATOR_ABN,
  },
};

export const brandCodes = Object.keys(brands) as BrandCode[];

/** The brand of a visit or a call that names none, or names one we do not have. */
export const DEFAULT_BRAND_CODE: BrandCode = 'default';

/**
 * Adds a brand whose data was checked (schema.ts) to those built in: the api's from BRANDS_DIR, the browser's from
 * the page it was sent. A built-in brand is never replaced.
 */
export function registerBrand(brand: Brand): void {
  if (Object.hasOwn(brands, brand.code)) return;
  (brands as Record<string, Brand>)[brand.code] = brand;
  brandCodes.push(brand.code as BrandCode);
}
