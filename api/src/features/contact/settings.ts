import { limit, type Env, type RateLimitSettings } from '../../platform/env.ts';

export interface MapSettings {
  /** A tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
  tileUrl: string;
  /** The credit the tiles' licence asks for, shown on the map. */
  attribution: string;
}

/** The contact forms' and the contact page's part of the api's settings. */
export interface ContactConfig {
  /** POST /api/mail/contact-us and /api/mail/card-holder-report, each per client. */
  contactRateLimit: RateLimitSettings;
  /** Where contact enquiries and card holders' reports go; unset, to the brand's own contact address. */
  officeEmail?: string;
  /** The office map's tiles on contact-us; unset, the page shows the address and directions only. */
  map: MapSettings | null;
}

/**
 * SPEC §2 promises a map of the office: OpenStreetMap's standard tiles with their attribution by default (their
 * tile usage policy allows a light page such as this one), MAP_TILE_URL's tiles instead, or none with 'off'.
 */
export const OSM_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

function mapSettings(env: Env): { tileUrl: string; attribution: string } | null {
  const raw = env.MAP_TILE_URL?.trim();
  if (raw === 'off') return null;
  if (!raw) return { ...OSM_TILES };
  return { tileUrl: tileUrl(raw), attribution: env.MAP_ATTRIBUTION || '' };
}

/** A tile URL template: https (or http on this machine, for tests) with {z}, {x} and {y}. */
function tileUrl(raw: string): string {
  const sample = raw.replace(/\{[a-z]\}/g, '0');
  let url: URL;
  try {
    url = new URL(sample);
  } catch {
    throw new Error(`MAP_TILE_URL must be a tile URL template, not "${raw}"`);
  }
  const local = url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  if ((url.protocol !== 'https:' && !local) || !['{z}', '{x}', '{y}'].every((part) => raw.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an https tile URL template with {z}, {x} and {y}, not "${raw}"`);
  }
  return raw;
}

export function contactConfig(env: Env): ContactConfig {
  return {
    contactRateLimit: limit(env, 'CONTACT_RATE_LIMIT', 5, 600_000),
    officeEmail: env.OFFICE_EMAIL || undefined,
    map: mapSettings(env),
  };
}
