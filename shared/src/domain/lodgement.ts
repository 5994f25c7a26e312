// Where and how an applicant may still lodge their application (GET /api/people/{id}/lodgement-options):
// each of the brand's payment options (SPEC §9) as a place to go, with what to bring. The api answers it; the status
// page shows it until lodgement and lets the applicant change the choice recorded in ExtraData.lodgementOption.
import type { Brand, PaymentOption } from '@cards/shared/brand';

export interface LodgementOption {
  value: PaymentOption;
  title: string;
  /** Where to go, in a sentence; an address when there is one. */
  where: string;
  address: string | null;
}

/**
 * What to bring to any interview: the four kinds of document of the submission email (docs/sources.md).
 * @deprecated since 1.1.0: the status page's own words now ship with mf-track-status. Kept only so an
 * mf-track-status built against 1.0.0 still runs on a later 1.x shell; removed in 2.0.0.
 */
export const DOCUMENTS_TO_BRING: readonly string[] = [
  'your full birth certificate, citizenship certificate, or visa with your passport',
  'a document with your photo and signature, such as your driver licence or passport',
  'a document that shows you use your identity in the community, such as your Medicare card',
  'a document with your current address, if none of the others shows it',
];

/**
 * Where to go, for an applicant living in `applicantState` (the state of their current address; null when abroad or
 * not known). The brand's office is named only for its own state: an applicant elsewhere is told how to arrange an
 * interview (a Sydney applicant was sent to Perth). Paying is the status page's to say, by stage: these
 * sentences say nothing of it.
 */
export function lodgementOptions(brand: Pick<Brand, 'paymentOptions' | 'name' | 'contact'>, applicantState: string | null = null): LodgementOption[] {
  const { office, officeState, phone } = brand.contact;
  const ownState = applicantState === null || applicantState.trim().toUpperCase() === officeState;
  return brand.paymentOptions.map((value): LodgementOption => {
    switch (value) {
      case 'inperson':
        return ownState
          ? { value, title: 'At our office', where: `Come to the ${brand.name} office for your interview.`, address: office }
          : {
            value, title: 'At our office or a place near you',
            where: `We have no office in ${applicantState!.trim().toUpperCase()}. Call us on ${phone} to choose where to have your interview: `
              + `we will arrange a place near you, or you can come to our office at ${office}.`,
            address: null,
          };
      case 'postal':
        return { value, title: 'At a Post Office', where: 'Go to a participating Post Office with your documents for your identity check.', address: null };
      case 'asset-asic':
        return { value, title: 'Through your organisation', where: 'Your organisation arranges your interview and pays for your card.', address: null };
    }
  });
}
