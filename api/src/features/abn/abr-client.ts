import { isAbnStatus } from '@cards/shared/domain';
import { AbnLookupError, type AbnLookup, type AbnRegister } from './register.ts';

// The Australian Business Register's ABN Lookup web service, JSON flavour (docs/sources.md 'ABN'):
//   GET {ABR_URL}/AbnDetails.aspx?abn=<11 digits>&callback=callback&guid=<GUID>
// answers JSONP, `callback({...})`, with Abn, AbnStatus ('Active' or 'Cancelled'), EntityName, BusinessName (a
// list of names) and Message, which is empty unless the register refused or found nothing. The register answers
// HTTP 200 even then, so the Message decides: "no record" or "not a valid ABN" is not found; any other message
// (a GUID it does not recognise, say) is a failure, because it says nothing about the ABN.

export interface AbrClientOptions {
  guid: string;
  /** The JSON services' address without a trailing slash (ABR_URL). */
  url: string;
  /** The whole lookup, answer included (ABR_TIMEOUT_MS). */
  timeoutMs: number;
  /** The largest answer read; an entity with hundreds of business names is a few tens of kilobytes. */
  maxBytes?: number;
}

const defaultMaxBytes = 512 * 1024;

/** Messages that say the register has no such ABN (rather than that it refused to look). */
const notFoundMessages = [/no record/i, /not a valid abn/i];

/** `name(...)` or `name(...);` around the JSON: the padding is removed, never run. */
const jsonpPattern = /^\s*[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?\s*$/;

/** The AbnDetails address for one ABN; the GUID goes in its query, so the address itself is never logged. */
export function abnDetailsUrl(base: string, abn: string, guid: string): URL {
  const url = new URL(`${base}/AbnDetails.aspx`);
  url.searchParams.set('abn', abn);
  url.searchParams.set('callback', 'callback');
  url.searchParams.set('guid', guid);
  return url;
}

/** The JSON inside a JSONP answer (plain JSON is taken too). */
export function unwrapJsonp(text: string): unknown {
  const inner = jsonpPattern.exec(text)?.[1] ?? text;
  try {
    return JSON.parse(inner);
  } catch {
    throw new AbnLookupError('response', 'The ABR answer is not JSON or JSONP.');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function namesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.map(textOf).filter((name) => name !== '');
  return [...new Set(names)];
}

/** What one AbnDetails answer says about `asked` (11 digits). */
export function readAbnDetails(payload: unknown, asked: string): AbnLookup {
  if (!isRecord(payload)) throw new AbnLookupError('response', 'The ABR answer is not an object.');
  const message = textOf(payload.Message);
  const abn = textOf(payload.Abn).replace(/ /g, '');
  if (message !== '') {
    if (abn === '' && notFoundMessages.some((pattern) => pattern.test(message))) return { found: false };
    throw new AbnLookupError('refused', `The ABR refused the lookup: ${message.slice(0, 200)}`);
  }
  if (abn === '') return { found: false };
  if (abn !== asked) throw new AbnLookupError('response', 'The ABR answered about another ABN.');
  const status = textOf(payload.AbnStatus);
  if (!isAbnStatus(status)) throw new AbnLookupError('response', `The ABR answered an unknown ABN status: ${status.slice(0, 40)}`);
  const businessNames = namesOf(payload.BusinessName);
  return {
    found: true,
    details: {
      Abn: abn,
      EntityName: textOf(payload.EntityName),
      AbnStatus: status,
      ...(businessNames.length > 0 ? { BusinessNames: businessNames } : {}),
    },
  };
}

/** The body as text, refusing more than `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AbnLookupError('response', 'The ABR answer is too large.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The code of a network failure (ECONNREFUSED, ENOTFOUND, …) without its message, which may hold the address. */
function codeOf(err: unknown): string | undefined {
  for (let cause = err, depth = 0; isRecord(cause) && depth < 4; cause = cause.cause, depth += 1) {
    if (typeof cause.code === 'string') return cause.code;
  }
  return undefined;
}

/** The ABR client: the register behind the lookup when a GUID is configured. */
export function createAbrClient(options: AbrClientOptions): AbnRegister {
  const maxBytes = options.maxBytes ?? defaultMaxBytes;

  function failure(err: unknown, signal: AbortSignal): AbnLookupError {
    if (err instanceof AbnLookupError) return err;
    if (signal.aborted) return new AbnLookupError('timeout', `The ABR did not answer within ${options.timeoutMs} ms.`);
    const code = codeOf(err);
    return new AbnLookupError('network', `The ABR could not be reached${code ? ` (${code})` : ''}.`);
  }

  return {
    name: 'abr',
    async lookup(abn: string): Promise<AbnLookup> {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await fetch(abnDetailsUrl(options.url, abn, options.guid), {
          signal,
          // A redirect would take the GUID to an address we did not choose.
          redirect: 'error',
          headers: { accept: 'application/javascript, application/json;q=0.9, */*;q=0.1' },
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new AbnLookupError('http', `The ABR answered HTTP ${response.status}.`);
        }
        return readAbnDetails(unwrapJsonp(await readCapped(response, maxBytes)), abn);
      } catch (err) {
        throw failure(err, signal);
      }
    },
  };
}
