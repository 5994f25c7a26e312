import { PNG } from 'pngjs';

// The drawn signature of the operational-need statement (SPEC §3 `_signature`, §7 save-signature): a
// `data:image/png;base64,…` address from the pad. It is decoded with pngjs, never trusted by its header, and what is
// kept is the decoded picture written out again, so nothing else a file may carry (text chunks, trailing bytes,
// another format behind a PNG signature) is ever stored or served.

export const SIGNATURE_PREFIX = 'data:image/png;base64,';

/**
 * The body limit of a route that takes a signature: room for a 200 KB picture as base64 (4 characters for 3 bytes)
 * and the JSON around it; other routes keep BODY_LIMIT.
 */
export const SIGNATURE_BODY_LIMIT = 300 * 1024;

/** Ours: a pad's picture is a few kilobytes; these bounds fit any pad at any device pixel ratio. */
export const SIGNATURE_LIMITS = {
  maxBytes: 200 * 1024,
  width: { min: 50, max: 2000 },
  height: { min: 20, max: 1000 },
} as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const within = (n: number, range: { min: number; max: number }) => n >= range.min && n <= range.max;

/**
 * A cheap refusal before decoding: the file must open with the PNG signature and an IHDR whose sizes are within
 * bounds and that is not interlaced (pads never write interlaced files, and pngjs inflates those without a cap).
 * Passing proves nothing: the decoder has the last word.
 */
function plausibleHeader(bytes: Buffer): boolean {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  return within(bytes.readUInt32BE(16), SIGNATURE_LIMITS.width) && within(bytes.readUInt32BE(20), SIGNATURE_LIMITS.height)
    && bytes[28] === 0;
}

/**
 * The signature as PNG bytes fit to keep, or null when it is missing, not a PNG data address, not decodable, over
 * 200 KB, or outside 50..2000 × 20..1000 pixels once decoded.
 */
export function readSignature(value: unknown): Buffer | null {
  if (typeof value !== 'string' || !value.startsWith(SIGNATURE_PREFIX)) return null;
  const base64 = value.slice(SIGNATURE_PREFIX.length);
  // Base64 is 4 characters for 3 bytes: a longer text cannot hold a small enough file.
  if (base64.length === 0 || base64.length > Math.ceil(SIGNATURE_LIMITS.maxBytes / 3) * 4 || !BASE64.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_LIMITS.maxBytes || !plausibleHeader(bytes)) return null;
  let png: PNG;
  try {
    png = PNG.sync.read(bytes);
  } catch {
    return null;
  }
  if (!within(png.width, SIGNATURE_LIMITS.width) || !within(png.height, SIGNATURE_LIMITS.height)) return null;
  return PNG.sync.write(png);
}

/** The stored bytes as the data address the page shows (GET /api/form/{id}/get-signature). */
export function signatureDataUrl(png: Buffer): string {
  return `${SIGNATURE_PREFIX}${png.toString('base64')}`;
}
