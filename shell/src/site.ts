import { getBrand, isBrandCode, registerBrand, resolveBrandCode, resolveCardType, type Brand, type CardType } from '@cards/shared/brand';
import { readPageJson } from './page-json.ts';

// Which brand and card type this visit is for. `?company=` and `?card=` choices are kept for the session
// (sessionStorage here, a session cookie on the server), so the brand survives navigation and reloads.

const COMPANY_KEY = 'company';
const CARD_TYPE_KEY = 'cardType';

function sessionGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function sessionSet(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage can be switched off; the choice then lasts for this page only.
  }
}

/**
 * A brand of the deployment's own (a folder on the server, not in this build) comes with the page: its data is in
 * the site data the server wrote, checked when the server loaded it.
 */
function registerPageBrand(doc: Document): void {
  const data = readPageJson(doc, 'site-data');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const { config: _config, ...brand } = data as Record<string, unknown>;
  if (typeof brand.code !== 'string' || isBrandCode(brand.code) || typeof brand.theme !== 'object') return;
  registerBrand({ ...brand, hostnames: [] } as unknown as Brand);
}

/** The brand code the server rendered into the page, when it did. */
function renderedBrandCode(doc: Document): string | null {
  const code = doc.body?.dataset.brand;
  return isBrandCode(code) ? code : null;
}

export interface Site {
  brand: Brand;
  cardType: CardType;
}

export function resolveSite(win: Window = window): Site {
  let storage: Storage | undefined;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = undefined;
  }
  registerPageBrand(win.document);
  const params = new URLSearchParams(win.location.search);
  const query = params.get('company');
  const code = resolveBrandCode({
    hostname: win.location.hostname,
    query,
    saved: sessionGet(storage, COMPANY_KEY) ?? renderedBrandCode(win.document),
  });
  if (isBrandCode(query?.toLowerCase())) sessionSet(storage, COMPANY_KEY, code);
  const brand = getBrand(code);

  const cardQuery = params.get('card');
  const cardType = resolveCardType(brand, cardQuery, sessionGet(storage, CARD_TYPE_KEY));
  if (cardQuery && cardType === cardQuery.trim().toLowerCase()) sessionSet(storage, CARD_TYPE_KEY, cardType);
  return { brand, cardType };
}

/**
 * SPEC §2 track: a `?key=` in the address is a draft's key; it is kept in local storage as FormKey when the app
 * starts, and sent with every call from then on. It is then taken out of the address bar and the history, so it is
 * never bookmarked or shared (emailed links now carry a one-time token instead).
 */
export function saveFormKeyFromQuery(win: Window, save: (key: string) => void): void {
  const params = new URLSearchParams(win.location.search);
  const key = params.get('key')?.trim();
  if (params.has('key')) {
    params.delete('key');
    const query = params.toString();
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${query ? `?${query}` : ''}${win.location.hash}`);
  }
  // Keys are ours and short; anything else is not a key and is ignored.
  if (key && /^[A-Za-z0-9_-]{8,200}$/.test(key)) save(key);
}
