import type { Brand } from '@cards/shared/brand';
import { withFixedNeed } from '@cards/shared/domain';
import type { DraftData } from './payload.ts';

// What a new draft starts with for its brand (SPEC §7 POST /api/form: "form with _formLink, _company, employer
// fields, Site, OpNeed"; SPEC §9 site codes and the postal brand's operational need).
//
// - Every brand: Site from the brand data (the page changes it later for job-ready choices) and OpNeed empty when
//   the body has none (no operational need chosen yet).
// - Employer fields: the brands with flags.employerFromForm (chcheli, sfc) take them from the form this answer
//   gives (SPEC §9): the organisation's name, country and state from the brand data (`organisation`); the
//   applicant adds the rest. What the body typed is kept.
// - A brand with a fixed need (the postal brand's need 9, brand data `fixedNeed`): that need, whatever the body
//   sent; every later save stores it again (features/drafts/save-draft.ts). The postal brand's employer details come from the
//   invitation, which is outside this service, so they are left for the applicant.
// `_company`, `_cardType` and `_companyId` are the server's and go in columns (payload.ts), not here.

/** The stored data of a new draft: the body as typed, with the brand's presets. */
export function newDraftData(typed: DraftData, brand: Brand): DraftData {
  const data: DraftData = { ...typed, Site: brand.site };
  if (data.OpNeed === undefined) data.OpNeed = '';
  if (brand.flags.employerFromForm && brand.organisation) {
    // Its airports are not employer fields: the card rules lock them (features/drafts/card-details.ts).
    const { airports: _locked, ...employer } = brand.organisation;
    for (const [field, value] of Object.entries(employer)) {
      if (data[field] === undefined || data[field] === '') data[field] = value;
    }
  }
  return withFixedNeed(data, brand);
}
