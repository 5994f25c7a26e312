import type { Brand } from '@cards/shared/brand';
import type { Draft, FieldErrors, LocalityLookup } from '@cards/shared/domain';
import { completionErrors, stepsFor, type Step3Reference } from '@cards/shared/validation';
import { ApiError } from '../../platform/errors.ts';
import type { DraftRow } from './repository.ts';

// What a body may change and what the server answers (SPEC §3 'Draft application (user)', §4 'Form progress').
// The server keeps the draft as typed; the members it owns live in columns and are put back into every answer, so a
// body can never move a draft to another brand, unlock it or claim a person id. A quick autosave stores the body's
// text as sent, so a stored draft is always read through `typedPart` (drafts.dataOf), which drops them.

/** Members a body may send (the page echoes what it was given) but never sets. */
const serverOwned = new Set([
  '_id', '_formLink', '_company', '_cardType', '_companyId', '_peopleId', '_mailLinkSent', '_linkDisabled',
  '_version', '_stepCompleted',
  // Set by POST /api/form/{id}/save-signature alone, so an autosave cannot lose it or point it elsewhere.
  '_signatureFile',
]);

export type DraftData = Record<string, unknown>;

/** The body without the server's members: what is stored. */
export function typedPart(body: DraftData): DraftData {
  const typed: DraftData = {};
  for (const name of Object.keys(body)) {
    if (!serverOwned.has(name)) typed[name] = body[name];
  }
  return typed;
}

/** The draft as the page gets it: what was typed plus the server's members. */
export function draftAnswer(row: DraftRow, data: DraftData = typedPart(JSON.parse(row.data) as DraftData)): Draft {
  return {
    ...(data as Draft),
    _id: row.id,
    _formLink: row.form_link,
    _company: row.company,
    _cardType: row.card_type as Draft['_cardType'],
    _companyId: row.company_id,
    _version: row.version,
    _stepCompleted: row.step_completed,
    _mailLinkSent: row.mail_link_sent === 1,
    _peopleId: row.people_id,
    ...(row.signature_file ? { _signatureFile: row.signature_file } : {}),
  };
}

/** A sent draft as its link answers it: the server's members that lead to the status page, none of what was typed. */
export function sentDraftAnswer(row: DraftRow): Draft {
  return draftAnswer(row, {});
}

/** Server members the step rules may depend on (brand and card type; a self-sponsor's saved signature). */
export function withServerMembers(typed: DraftData, row: Pick<DraftRow, 'company' | 'card_type' | 'company_id'> & Partial<Pick<DraftRow, 'signature_file'>>): Draft {
  return {
    ...(typed as Draft),
    _company: row.company,
    _cardType: row.card_type as Draft['_cardType'],
    _companyId: row.company_id,
    ...(row.signature_file ? { _signatureFile: row.signature_file } : {}),
  };
}

const invalidMessage = 'Some of the details are missing or not valid.';

export function invalid(fields: FieldErrors): ApiError {
  return new ApiError(400, invalidMessage, fields);
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A save names the version it is based on (ARCHITECTURE: a version per draft turns two tabs into a conflict). */
export function versionErrors(body: unknown): FieldErrors {
  const version = (body as DraftData | null)?._version;
  if (version === undefined || version === null) return { _version: 'required' };
  return isWhole(version, 1, 2 ** 31 - 1) ? {} : { _version: 'invalid' };
}

/** The `_version` of a save body that passed versionErrors (draftBodyCompiler checks it before the handler). */
export function readVersion(body: DraftData): number {
  return body._version as number;
}

export interface ReadSave {
  /** Completed steps the body claims, when it says. */
  stepCompleted?: number;
  typed: DraftData;
}

/**
 * Checks `_stepCompleted` against the brand's form (0 to its number of steps) and takes the members the body may
 * set; the body's shape was checked against the draft schema before the handler (draftBodyCompiler).
 */
export function readSave(body: DraftData, brand: Pick<Brand, 'paymentOptions'>): ReadSave {
  const fields: FieldErrors = {};
  const stepCompleted = body._stepCompleted;
  if (stepCompleted !== undefined && stepCompleted !== null && !isWhole(stepCompleted, 0, stepsFor(brand).length)) {
    fields._stepCompleted = 'invalid';
  }
  const typed = typedPart(body);
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return { ...(typeof stepCompleted === 'number' ? { stepCompleted } : {}), typed };
}

/**
 * Completing steps `from + 1` to `to` needs each of them to pass its rules (ARCHITECTURE 'Persistence and
 * access'), as the step registry declares them for the brand; Australian suburbs are checked against the
 * server's locality data (SPEC §5). Progress never jumps past a step that fails.
 */
export function checkCompletion(
  from: number, to: number, draft: Draft, brand: Pick<Brand, 'paymentOptions'>, today: Date, knownLocality?: LocalityLookup,
  reference?: Step3Reference,
): void {
  const fields = completionErrors(from, to, draft, { today, knownLocality, reference }, stepsFor(brand));
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'Some details need to be fixed before this step is complete.', fields);
  }
}
