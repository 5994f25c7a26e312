import type { IssuingBody } from '@cards/shared/domain';

// Bodies that issue ASICs and MSICs, for an applicant who already holds a card from one (SPEC §3,
// Issuingbodyid). A representative list of organisations known publicly to issue cards; check it against
// the Department of Home Affairs register before relying on it. Our own service (SCS) issues both.
export const issuingBodies: IssuingBody[] = [
  { Id: 1, Code: 'SCS', Name: 'Secure Card Services', Cardtype: 'BOTH' },
  { Id: 2, Code: 'AIDA', Name: 'Aviation ID Australia', Cardtype: 'ASIC' },
  { Id: 3, Code: 'ADL', Name: 'Adelaide Airport', Cardtype: 'ASIC' },
  { Id: 4, Code: 'AIRS', Name: 'Airservices Australia', Cardtype: 'ASIC' },
  { Id: 5, Code: 'BNE', Name: 'Brisbane Airport Corporation', Cardtype: 'ASIC' },
  { Id: 6, Code: 'CNS', Name: 'Cairns Airport', Cardtype: 'ASIC' },
  { Id: 7, Code: 'CBR', Name: 'Canberra Airport', Cardtype: 'ASIC' },
  { Id: 8, Code: 'ADG', Name: 'Airport Development Group (Darwin and Alice Springs airports)', Cardtype: 'ASIC' },
  { Id: 9, Code: 'HBA', Name: 'Hobart International Airport', Cardtype: 'ASIC' },
  { Id: 10, Code: 'LST', Name: 'Launceston Airport', Cardtype: 'ASIC' },
  { Id: 11, Code: 'MEL', Name: 'Melbourne Airport', Cardtype: 'ASIC' },
  { Id: 12, Code: 'PER', Name: 'Perth Airport', Cardtype: 'ASIC' },
  { Id: 13, Code: 'SYD', Name: 'Sydney Airport', Cardtype: 'ASIC' },
  { Id: 14, Code: 'QAL', Name: 'Queensland Airports (Gold Coast, Townsville, Mount Isa, Longreach)', Cardtype: 'ASIC' },
  { Id: 15, Code: 'QFA', Name: 'Qantas Airways', Cardtype: 'ASIC' },
  { Id: 16, Code: 'VAH', Name: 'Virgin Australia', Cardtype: 'ASIC' },
  { Id: 17, Code: 'REX', Name: 'Regional Express', Cardtype: 'ASIC' },
  { Id: 18, Code: 'FPA', Name: 'Fremantle Ports', Cardtype: 'MSIC' },
  { Id: 19, Code: 'PBPL', Name: 'Port of Brisbane', Cardtype: 'MSIC' },
  { Id: 20, Code: 'PPA', Name: 'Pilbara Ports Authority', Cardtype: 'MSIC' },
  { Id: 21, Code: 'NQBP', Name: 'North Queensland Bulk Ports', Cardtype: 'MSIC' },
  { Id: 22, Code: 'GPC', Name: 'Gladstone Ports Corporation', Cardtype: 'MSIC' },
  { Id: 23, Code: 'TASP', Name: 'TasPorts', Cardtype: 'MSIC' },
  { Id: 24, Code: 'FLP', Name: 'Flinders Ports', Cardtype: 'MSIC' },
  { Id: 25, Code: 'DPW', Name: 'DP World Australia', Cardtype: 'MSIC' },
  { Id: 26, Code: 'PAT', Name: 'Patrick Terminals', Cardtype: 'MSIC' },
  { Id: 27, Code: 'QUBE', Name: 'Qube Ports', Cardtype: 'MSIC' },
];
