import type { FixedOperationalNeed, PriceTable } from '@cards/shared/domain';

// Site data of one brand (SPEC §1 'Branding', §9 prices and constants).

export type BrandCode = 'default' | 'postal' | 'chcheli' | 'adg' | 'bne' | 'sfc';
/** The card type sent as X-Website-Type. */
export type CardType = 'asic' | 'msic';
export type PaymentOption = 'inperson' | 'postal' | 'asset-asic';

export interface BrandTheme {
  /** Header and primary buttons. Text on it uses primaryText; the pair meets WCAG AA (4.5:1). */
  primary: string;
  primaryText: string;
  /** Links and secondary accents on the page background; 4.5:1 against background. */
  accent: string;
  background: string;
  text: string;
  /** Focus ring; 3:1 against background and primary. */
  focus: string;
  logo: string;
  /**
   * The logo's width in CSS pixels at its height of 40: the header keeps its room from the first paint, before the
   * image arrives, so the navigation beside it never moves.
   */
  logoWidth: number;
  logoAlt: string;
}

/** SPEC §9 prices: strings with two decimals, GST included in the price and listed on its own. */
export type BrandPrices = PriceTable;

export interface BrandFlags {
  /** Postal partner: applying needs an invitation; home, apply, renew and form pages are blocked. */
  invitationOnly: boolean;
  /** /apply sends the visitor home (chcheli). */
  applyGoesHome: boolean;
  /** Brand offers induction-only enrolment (adg, bne). */
  induction: boolean;
  /** Employer fields are copied from the form (chcheli, sfc). */
  employerFromForm: boolean;
  /**
   * The organisation confirms every applicant's operational need (SPEC §1 'employers or sponsors who sign'): the
   * statement is emailed to the organisation's contact named in the employer fields, and nobody is their own sponsor.
   */
  organisationConfirmsNeed: boolean;
  /** Student and staff flows (sfc). */
  studentAndStaff: boolean;
  /** Job-ready applications (before having a job) are offered, on the form and with `?job_ready` (SPEC §4). */
  jobReady: boolean;
  /** Its site code (`site`) stands for every application, whatever the card or flow (SPEC §9: the postal brand's 7). */
  fixedSite: boolean;
  /**
   * An ASIC draft whose airports are all one airport office's may move to that office (SPEC §4: the default brand's
   * offer to move to bne or adg).
   */
  movesToAirportOffices?: boolean;
}

/** One airport an airport office issues cards for (SPEC §9 airport ids). */
export interface OfficeAirport {
  /** Its id in the shared airport list. */
  shared: number;
  /** The id and name of the office's own row for it, which its drafts carry. */
  own: number;
  name: string;
  /** The airport's usual name, in words about its security induction. */
  fullName: string;
  /** The security induction program a trainee enrolling for it takes (SPEC §3, §9 program ids). */
  inductionProgram?: number;
}

/** An airport's own ID office (SPEC §4 'Card type and application rules', §9): a brand with airport rows of its own. */
export interface AirportOffice {
  airports: readonly OfficeAirport[];
  /** Its airports in a phrase, as the offer to move there names them. */
  airportsName: string;
  /**
   * How an ASIC's price treats the airport access card (SPEC §9 accessCardPrice): its cards include none, so the
   * price is taken off; or it is added when every airport chosen is the office's own (the draft's _adgCardAccess).
   */
  accessCard: 'not-included' | 'added-for-own-airports';
}

export interface Brand {
  code: BrandCode;
  /** Trading name shown to people. */
  name: string;
  /** The aviation card's name; `{product}` in wording and routes. */
  product: string;
  cardTypes: CardType[];
  defaultCardType: CardType;
  /** Host names that select this brand without a ?company= override. */
  hostnames: string[];
  theme: BrandTheme;
  /** Default page title and description, with {product}. */
  title: string;
  description: string;
  tagline: string;
  /**
   * The home page's heading and first paragraph, with {product}, for a brand without a welcome file of its own in
   * mf-content (a brand from a folder); the page's body is the shared welcome, whose blocks follow the brand's data.
   */
  welcome?: { heading: string; lead: string };
  prices: BrandPrices;
  /**
   * SPEC §9 payment options. The asset brands (chcheli and sfc, whose employer is the organisation itself) offer
   * `asset-asic`: the organisation pays, so their form has no separate summary and payment step (3 steps).
   */
  paymentOptions: PaymentOption[];
  /** SPEC §9 site code sent with drafts. */
  site: 0 | 4 | 5 | 6 | 7;
  flags: BrandFlags;
  /** File name under /banners/ of a notification shown on every page, when set. */
  banner?: string;
  /** Company id pre-attached to drafts (landing-page or member flows). */
  companyId?: number;
  /**
   * The organisation that is every applicant's employer, for the brands whose employer fields are copied from the
   * form (SPEC §9: chcheli, sfc): what a new draft starts with; the applicant adds a contact person and a job title.
   * `airports` (ids of the brand's airport list), when given, are every non-renewal draft's of the brand's company
   * (SPEC §4 'Company renewal locks airports unless renewing'); none given locks nothing.
   */
  organisation?: { Employername: string; Employercountry: string; Employerstate: string; airports?: readonly number[] };
  /**
   * The operational need every applicant of the brand has (SPEC §9: the postal brand's need 9): the page shows it
   * without a choice and the api stores it on every save (domain/fixed-need.ts).
   */
  fixedNeed?: FixedOperationalNeed;
  /** Set for an airport's own ID office. */
  airportOffice?: AirportOffice;
  contact: { phone: string; email: string; office: string; officeState: string; location: { lat: number; lng: number } };
  /** The ABN invoices carry: the operator's, which every brand shares, as it shares the contact details. */
  abn: string;
}

/** What the browser is given of a brand: everything but the host list. */
export type PublicBrand = Omit<Brand, 'hostnames'>;
