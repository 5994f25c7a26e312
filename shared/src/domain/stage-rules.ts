// The order an application's stages may be recorded in (SPEC §3 status record, §4 'Status display', §8 decision N):
// one rule for whoever records a stage, the ops CLI today and a staff console later. A card is never issued on an
// unconfirmed need: where a statement of operational need is signed for the application, decision Y and dispatch
// wait until it is signed and our office has approved it.
import type { PersonStatus } from './status.ts';

/** A change staff record: each stage, the check's decision with its value, and the office's approval of the need. */
export type StageChange = 'interview' | 'payment' | 'upload' | 'decision-Y' | 'decision-N' | 'dispatch' | 'approve-need';

type StageFacts = Pick<PersonStatus, '_ausCheckUploaded' | '_ausCheckDecision' | '_msicPosted' | '_opsApproved' | '_opNeedForm'>;

/** Whether a statement of operational need is signed for this application (none for job ready or the postal brand). */
export function needsStatement(person: Pick<PersonStatus, '_opNeedForm'>): boolean {
  return person._opNeedForm != null;
}

/** Why the need is not yet confirmed, or null when it is (or nobody confirms one for this application). */
function unconfirmedNeed(person: StageFacts): string | null {
  if (!needsStatement(person)) return null;
  if (person._opNeedForm?.status !== 'signed') return 'The statement of operational need is not signed yet.';
  if (!person._opsApproved) return 'Our office has not approved the operational need yet (approve-need).';
  return null;
}

/** Why `change` cannot be recorded now, in words for staff; null when it can. */
export function stageChangeRefusal(change: StageChange, person: StageFacts): string | null {
  const decided = person._ausCheckDecision?.Decision;
  const posted = person._msicPosted !== null;
  switch (change) {
    case 'interview':
    case 'payment':
    case 'upload':
      return posted ? 'The card has been dispatched already.' : null;
    case 'decision-N':
    case 'decision-Y': {
      if (person._ausCheckUploaded === null) return 'Record the upload of the background check first.';
      if (posted) return 'The card has been dispatched already.';
      if (change === 'decision-Y') {
        const need = unconfirmedNeed(person);
        if (need) return `${need} Decision Y would issue a card for a need nobody confirmed.`;
      }
      return null;
    }
    case 'dispatch': {
      if (decided !== 'Y') return 'Only a card whose check was decided Y can be dispatched.';
      const need = unconfirmedNeed(person);
      return need ? `${need} No card is dispatched before the need is approved.` : null;
    }
    case 'approve-need':
      if (!needsStatement(person)) return 'Nobody signs a statement of operational need for this application.';
      if (person._opNeedForm?.status !== 'signed') return 'The statement of operational need is not signed yet: it can be approved once it is.';
      return null;
  }
}
