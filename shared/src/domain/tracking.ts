// Tracking numbers (SPEC §3 'Tracking input', §5 'Track'): VEA followed by the person's id plus 1500 in
// 7 digits; VEP is the same number in the MSIC wording, and both are accepted back.

const OFFSET = 1500;
const DIGITS = 7;

/** The tracking number of person `id`: VEA (VEP for an MSIC) and (id + 1500) in 7 digits. */
export function trackingNumber(id: number, cardType: 'asic' | 'msic' = 'asic'): string {
  if (!Number.isInteger(id) || id < 1) throw new RangeError(`No tracking number for id ${id}.`);
  const number = String(id + OFFSET);
  if (number.length > DIGITS) throw new RangeError(`Id ${id} is past the 7 digits of a tracking number.`);
  return `${cardType === 'msic' ? 'VEP' : 'VEA'}${number.padStart(DIGITS, '0')}`;
}

/**
 * A number as typed, without spaces, and without a prefix typed again after the one the field starts with: people
 * type the whole number printed on the card into a field that already holds VEA or VEP.
 */
function typedNumber(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, '').replace(/^(?:VE[AP])+(?=VE[AP]\d)/i, '');
}

/** SPEC §5 'Track': the person id of a tracking number (any case, spaces ignored), or null for anything else. */
export function personIdOfTrackingNumber(text: string | undefined): number | null {
  const match = /^VE[AP](\d{7})$/i.exec(typedNumber(text));
  if (!match) return null;
  const id = Number(match[1]) - OFFSET;
  return id >= 1 ? id : null;
}

/**
 * The card a number of ours is for: VEA an ASIC, VEP an MSIC, as printed on the card and in our emails (any
 * case, spaces ignored); null for anything else.
 */
export function cardTypeOfNumber(text: string | undefined): 'asic' | 'msic' | null {
  const match = /^VE([AP])\d{7}$/i.exec(typedNumber(text));
  if (!match) return null;
  return match[1]!.toUpperCase() === 'P' ? 'msic' : 'asic';
}

/** The prefix of our numbers for a card type: VEA for an ASIC, VEP for an MSIC. */
export function numberPrefix(cardType: 'asic' | 'msic'): 'VEA' | 'VEP' {
  return cardType === 'msic' ? 'VEP' : 'VEA';
}
