import type { IssuingBody } from '@cards/shared/domain';

// Bodies that issue ASICs and MSICs, for an applicant who already holds a card from one (SPEC §3,
// Issuingbodyid): the list names the body that issued the card the applicant holds now.
//
// Checked in November 2026. The register itself (Department of Home Affairs, Cyber and Infrastructure Security
// Centre: 'ASIC issuing bodies' and 'MSIC issuing bodies') could NOT be reached from here: no copy of either list
// was found. Each row was checked instead against the public pages listed in docs/sources.md ('Issuing bodies'):
// the bodies' own pages, AusCheck and Home Affairs pages, and news of the single-issuing-body reform. Rows marked
// 'not confirmed' below were neither confirmed nor contradicted by any page found; check them against the
// register when it can be read.
//
// Ids are handed out by the api and stay with their body; a removed Id is never used again (removed: 24,
// Flinders Ports). Migration 0007-issuing-bodies-checked brings existing databases to this list.
//
// A body that stops issuing stays while cards it issued can still be current: under the Aviation Transport
// Security Regulations (reg 6.22A) a transitional issuing body remains the issuing body of the valid cards it
// issued. Adelaide and Canberra airports moved their issuing to AusCheck in 2025 (single-issuing-body reform,
// since paused); ASICs they issued before then run for up to two years. Gladstone Ports Corporation no longer
// takes applications but still looks after its existing cardholders.
export const issuingBodies: IssuingBody[] = [
  // Our own service.
  { Id: 1, Code: 'SCS', Name: 'Secure Card Services', Cardtype: 'BOTH' },
  { Id: 2, Code: 'AIDA', Name: 'Aviation ID Australia', Cardtype: 'ASIC' },
  { Id: 3, Code: 'ADL', Name: 'Adelaide Airport', Cardtype: 'ASIC' },
  { Id: 4, Code: 'AIRS', Name: 'Airservices Australia', Cardtype: 'ASIC' },
  { Id: 5, Code: 'BNE', Name: 'Brisbane Airport Corporation', Cardtype: 'ASIC' }, // not confirmed
  { Id: 6, Code: 'CNS', Name: 'Cairns Airport', Cardtype: 'ASIC' },
  { Id: 7, Code: 'CBR', Name: 'Canberra Airport', Cardtype: 'ASIC' },
  { Id: 8, Code: 'ADG', Name: 'Airport Development Group (Darwin, Alice Springs and Tennant Creek airports)', Cardtype: 'ASIC' }, // airports confirmed, issuing not
  { Id: 9, Code: 'HBA', Name: 'Hobart International Airport', Cardtype: 'ASIC' },
  { Id: 10, Code: 'LST', Name: 'Launceston Airport', Cardtype: 'ASIC' }, // not confirmed
  { Id: 11, Code: 'MEL', Name: 'Melbourne Airport', Cardtype: 'ASIC' },
  { Id: 12, Code: 'PER', Name: 'Perth Airport', Cardtype: 'ASIC' },
  { Id: 13, Code: 'SYD', Name: 'Sydney Airport', Cardtype: 'ASIC' },
  { Id: 14, Code: 'QAL', Name: 'Queensland Airports (Gold Coast, Townsville, Mount Isa, Longreach)', Cardtype: 'ASIC' },
  { Id: 15, Code: 'QFA', Name: 'Qantas Airways', Cardtype: 'ASIC' },
  { Id: 16, Code: 'VAH', Name: 'Virgin Australia', Cardtype: 'ASIC' }, // not confirmed
  { Id: 17, Code: 'REX', Name: 'Regional Express', Cardtype: 'ASIC' }, // not confirmed
  { Id: 18, Code: 'FPA', Name: 'Fremantle Ports', Cardtype: 'MSIC' },
  { Id: 19, Code: 'PBPL', Name: 'Port of Brisbane', Cardtype: 'MSIC' },
  { Id: 20, Code: 'PPA', Name: 'Pilbara Ports Authority', Cardtype: 'MSIC' },
  { Id: 21, Code: 'NQBP', Name: 'North Queensland Bulk Ports', Cardtype: 'MSIC' }, // not confirmed
  { Id: 22, Code: 'GPC', Name: 'Gladstone Ports Corporation', Cardtype: 'MSIC' },
  { Id: 23, Code: 'TASP', Name: 'TasPorts', Cardtype: 'MSIC' }, // not confirmed
  // 24 was Flinders Ports, removed: it gets its MSICs from another issuing body.
  { Id: 25, Code: 'DPW', Name: 'DP World Australia', Cardtype: 'MSIC' }, // not confirmed
  { Id: 26, Code: 'PAT', Name: 'Patrick Terminals', Cardtype: 'MSIC' }, // not confirmed
  { Id: 27, Code: 'QUBE', Name: 'Qube Ports', Cardtype: 'MSIC' }, // not confirmed
  // Added in November 2026.
  { Id: 28, Code: 'AUSCHECK', Name: 'AusCheck (Department of Home Affairs)', Cardtype: 'BOTH' },
  { Id: 29, Code: '1STOP', Name: '1-Stop Connections', Cardtype: 'MSIC' },
  { Id: 30, Code: 'CLIENTVIEW', Name: 'ClientView', Cardtype: 'MSIC' },
];

/** Ids that once named an issuing body and must never be handed out again. */
export const removedIssuingBodyIds: readonly number[] = [24];
