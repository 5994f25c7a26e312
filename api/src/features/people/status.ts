import type { OpNeedFormStatus, PersonStatus } from '@cards/shared/domain';
import { trackingNumber } from '@cards/shared/domain';
import type { OpNeedFormRow } from '../opneed/repository.ts';
import type { PersonRow } from './repository.ts';
import { opNeedFormStatus } from '../opneed/forms.ts';

// SPEC §3 'Status record' from a person's row: what GET /api/people/{id} answers and the status emails read.

/** SPEC §3 WebsiteId: the card type's site (docs/decisions.md 'The status record'). */
export const WEBSITE_IDS = { asic: 1, msic: 2 } as const;

function dataOf(row: PersonRow): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(row.data);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The Australian state of the person's current address (the one lived at from the latest day), or null when they
 * live abroad or gave none: which office the status page names.
 */
export function applicantStateOf(row: PersonRow): string | null {
  const addresses = dataOf(row)._address;
  if (!Array.isArray(addresses)) return null;
  const current = addresses
    .filter((a): a is { Country?: unknown; State?: unknown; FromDate?: unknown } => typeof a === 'object' && a !== null)
    .sort((a, b) => String(b.FromDate ?? '').localeCompare(String(a.FromDate ?? '')))[0];
  if (!current || current.Country !== 'AU' || typeof current.State !== 'string' || current.State.trim() === '') return null;
  return current.State.trim().toUpperCase();
}

/** `opNeedForm`: the person's statement of operational need, when the caller has read it. */
export function personStatus(row: PersonRow, opNeedForm?: OpNeedFormRow): PersonStatus & { _opNeedForm: OpNeedFormStatus | null } {
  const data = dataOf(row);
  const cardType = row.card_type === 'msic' ? 'msic' : 'asic';
  const extra = data.ExtraData && typeof data.ExtraData === 'object' ? (data.ExtraData as PersonStatus['ExtraData']) : {};
  return {
    Id: row.id,
    IncompleteFormId: row.draft_id,
    Site: typeof data.Site === 'number' ? data.Site : Number(data.Site ?? 0),
    WebsiteId: WEBSITE_IDS[cardType],
    TrackingNumber: trackingNumber(row.id, cardType),
    Firstname: row.firstname,
    CardType: cardType,
    Company: row.company,
    // An MSIC applied for by someone who gave the number of an ASIC they hold (docs/decisions.md 'The status record').
    _basedOnASIC: cardType === 'msic' && typeof data.Asicnum === 'string' && data.Asicnum.trim() !== '',
    JobReady: data._jobReady === true,
    _interviewedAt: row.interviewed_at,
    _paidAt: row.paid_at,
    _opsApproved: row.ops_approved === 1,
    _ausCheckUploaded: row.check_uploaded_at ? { Date: row.check_uploaded_at } : null,
    _ausCheckDecision: row.check_decision ? { Decision: row.check_decision, Certdate: row.check_cert_date ?? '' } : null,
    _msicPosted: row.posted_at ? { PostedDate: row.posted_at, Dispatch: row.dispatch_method ?? 'post' } : null,
    ExtraData: { OpNeedType: extra.OpNeedType, lodgementOption: extra.lodgementOption },
    SubmittedAt: row.created_at,
    _opNeedForm: opNeedFormStatus(opNeedForm),
  };
}
