import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_BRAND_CODE, brands, buildPath, getBrand } from '@cards/shared/brand';
import type { InductionProgramId } from '@cards/shared/domain';
import type { InductionListItem, InductionState } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import type { InductionRow, StoredProgram } from './repository.ts';
import { isPublicId } from './codes.ts';

// What the induction calls answer (the shapes are @cards/shared/domain's induction-answers.ts): an induction's
// state, the lists of a trainee's inductions, and the addresses in them. Nothing here ever holds an answer key.

export const inductionNotFound = 'We could not find that induction. Please check the address in your email.';

const path = (id: RouteId, params: Record<string, string>) => buildPath(id, 'ASIC', params);
type RouteId = 'induction' | 'induction-complete' | 'induction-certificate';

/** SPEC §2 induction route: /induction/{id}. */
export const inductionPath = (publicId: string) => path('induction', { inductionID: publicId });
/** Where a finished induction goes: /induction/{id}/complete. */
export const completePath = (publicId: string) => path('induction-complete', { inductionID: publicId });
/** The public check of a certificate: /induction-certificate/{code}. */
export const certificatePath = (code: string) => path('induction-certificate', { code });

/** An induction, its program and its trainee: what every call about one induction needs. */
export interface OpenInduction {
  row: InductionRow;
  stored: StoredProgram;
  /** The full name as the certificate prints it. */
  traineeName: string;
}

const name = (...parts: unknown[]) => parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim()).join(' ');

/** The trainee's full name, or null when the trainee is gone (a redacted person). */
async function traineeName(app: FastifyInstance, row: InductionRow): Promise<string | null> {
  if (row.person_id !== null) {
    const person = await app.people.byId(row.person_id);
    if (!person || person.redacted_at) return null;
    let data: { Firstname?: unknown; Middlenames?: unknown; Surname?: unknown } = {};
    try {
      data = JSON.parse(person.data) as typeof data;
    } catch {
      // The columns hold the name too.
    }
    return name(data.Firstname ?? person.firstname, data.Middlenames, data.Surname ?? person.surname);
  }
  const card = row.foreign_card_id === null ? undefined : await app.inductions.cardById(row.foreign_card_id);
  return card ? name(card.firstname, card.middlenames, card.surname) : null;
}

/** The induction of a public id, or the one 404 for anything that is not one (or whose trainee is gone). */
export async function openInduction(app: FastifyInstance, publicId: string): Promise<OpenInduction> {
  const row = isPublicId(publicId) ? await app.inductions.byPublicId(publicId) : undefined;
  const stored = row && app.inductions.program(row.program_id);
  const trainee = row && stored ? await traineeName(app, row) : null;
  if (!row || !stored || trainee === null) throw new ApiError(404, inductionNotFound);
  return { row, stored, traineeName: trainee };
}

/** SPEC §3 'Induction (status list)' for a trainee's inductions. */
export function listItems(app: FastifyInstance, rows: InductionRow[]): InductionListItem[] {
  return rows.map((row) => ({
    inductionName: app.inductions.program(row.program_id)?.program.name ?? 'Security induction',
    url: inductionPath(row.public_id),
    completedAt: row.completed_at,
  }));
}

/** The host a request was made to, without its port, in lower case. */
const hostOf = (request: FastifyRequest) => request.hostname.toLowerCase();

/**
 * The start of the site's addresses for links made for this request: its own origin when it came to one of our
 * host names, else PUBLIC_URL (a Host header is the caller's to choose, so it is never echoed unchecked).
 */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const host = hostOf(request);
  const ours = Object.values(brands).some((brand) => brand.hostnames.includes(host));
  return ours ? `${request.protocol}://${request.host}` : app.config.publicUrl;
}

/**
 * SPEC §4: the induction's address on the site of its brand. On one of that brand's host names, this origin; on a
 * host every brand shares (the default brand's, where ?company= chooses the brand), this origin with ?company=;
 * anywhere else the brand's own site.
 */
export function inductionDomain(request: FastifyRequest, company: string, publicId: string): string {
  const brand = getBrand(company);
  const host = hostOf(request);
  const here = `${request.protocol}://${request.host}${inductionPath(publicId)}`;
  if (brand.hostnames.includes(host)) return here;
  if (getBrand(DEFAULT_BRAND_CODE).hostnames.includes(host)) return `${here}?${new URLSearchParams({ company: brand.code })}`;
  return `https://${brand.hostnames[0]}${inductionPath(publicId)}`;
}

const isComplete = (row: InductionRow) => row.completed_at !== null;

/** The unanswered list as stored, as SPEC §3's map of question indexes. */
export function unansweredMap(indexes: readonly number[]): Record<number, true> {
  return Object.fromEntries(indexes.map((index) => [index, true as const]));
}

function storedUnanswered(row: InductionRow): number[] {
  try {
    const list = JSON.parse(row.unanswered) as unknown;
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** What GET /induction/{id} answers. */
export function inductionState(request: FastifyRequest, open: OpenInduction): InductionState {
  const { row, stored, traineeName: trainee } = open;
  const complete = isComplete(row);
  return {
    id: row.public_id,
    programId: stored.id as InductionProgramId,
    programName: stored.program.name,
    traineeName: trainee,
    company: row.company,
    module: row.module,
    moduleCount: stored.program.modules.length,
    unanswered: complete ? {} : unansweredMap(storedUnanswered(row)),
    // Our programs end complete; 'devonport' (reload) is never needed (docs/decisions.md).
    induction: complete ? 'complete' : null,
    redirect: complete ? completePath(row.public_id) : null,
    domain: inductionDomain(request, row.company, row.public_id),
    completedAt: row.completed_at,
    certificateCode: row.certificate_code,
  };
}
