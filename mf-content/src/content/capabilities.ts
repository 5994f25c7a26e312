import { isAssetBrand, type Brand } from '@cards/shared/brand';

// What content may show a block for (`::: when msic`, `::: unless job-ready`): a capability read from the brand's
// data, so a brand that is only data (a folder of the deployment's own) reads the blocks that fit it.

const capabilityTests = {
  /** It issues MSICs as well as its aviation card. */
  'msic': (brand) => brand.cardTypes.includes('msic'),
  /** The organisation pays for its people's cards (the asset card flow). */
  'organisation-pays': (brand) => isAssetBrand(brand),
  /** The applicant's organisation confirms their operational need. */
  'organisation-confirms-need': (brand) => brand.flags.organisationConfirmsNeed,
  /** An airport's own ID office: its airports, and the access card with an ASIC. */
  'airport-office': (brand) => brand.airportOffice !== undefined,
  /** It runs security inductions online. */
  'induction': (brand) => brand.flags.induction,
  /** It offers job-ready applications. */
  'job-ready': (brand) => brand.flags.jobReady,
  /** Its applicants are a college's students and staff. */
  'students-and-staff': (brand) => brand.flags.studentAndStaff,
  /** People apply only when invited. */
  'invitation-only': (brand) => brand.flags.invitationOnly,
} satisfies Record<string, (brand: Pick<Brand, 'cardTypes' | 'paymentOptions' | 'flags' | 'airportOffice'>) => boolean>;

export type Capability = keyof typeof capabilityTests;

export const capabilityNames = Object.keys(capabilityTests) as Capability[];

/** The capabilities of a brand, by its data. */
export function capabilitiesOf(brand: Pick<Brand, 'cardTypes' | 'paymentOptions' | 'flags' | 'airportOffice'>): ReadonlySet<string> {
  return new Set(capabilityNames.filter((name) => capabilityTests[name](brand)));
}
