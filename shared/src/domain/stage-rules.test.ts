import { describe, expect, it } from 'vitest';
import { stageChangeRefusal, type StageChange } from './stage-rules.ts';
import type { OpNeedFormStatus, PersonStatus } from './status.ts';

// Stages in the right order (SPEC §3 status record, §8 decision N): one rule for the ops CLI and a later
// staff console; no card is issued before the need is approved where a statement is signed for the application.

type Facts = Pick<PersonStatus, '_ausCheckUploaded' | '_ausCheckDecision' | '_msicPosted' | '_opsApproved' | '_opNeedForm'>;
const awaited: OpNeedFormStatus = { status: 'awaited', signedAt: null, sentTo: 'e***@example.com' };
const signed: OpNeedFormStatus = { status: 'signed', signedAt: '2026-11-20T01:00:00.000Z', sentTo: 'e***@example.com' };
const uploaded = { Date: '2026-11-21T00:00:00.000Z' };
const decidedY = { Decision: 'Y', Certdate: '2026-11-22T00:00:00.000Z' };
const base: Facts = { _ausCheckUploaded: null, _ausCheckDecision: null, _msicPosted: null, _opsApproved: false, _opNeedForm: awaited };

describe('stageChangeRefusal', () => {
  it.each<[string, StageChange, Partial<Facts>, RegExp | null]>([
    ['a decision before the upload', 'decision-N', {}, /upload of the background check first/],
    ['decision N with the statement unsigned: it issues nothing', 'decision-N', { _ausCheckUploaded: uploaded }, null],
    ['decision Y with the statement unsigned', 'decision-Y', { _ausCheckUploaded: uploaded }, /not signed yet/],
    ['decision Y signed but not approved', 'decision-Y', { _ausCheckUploaded: uploaded, _opNeedForm: signed }, /not approved/],
    ['decision Y signed and approved', 'decision-Y', { _ausCheckUploaded: uploaded, _opNeedForm: signed, _opsApproved: true }, null],
    ['decision Y where nobody signs a statement (job ready, postal)', 'decision-Y', { _ausCheckUploaded: uploaded, _opNeedForm: null }, null],
    ['dispatch before a decision', 'dispatch', { _ausCheckUploaded: uploaded, _opNeedForm: null }, /decided Y/],
    ['dispatch after decision N', 'dispatch', { _ausCheckUploaded: uploaded, _ausCheckDecision: { Decision: 'N', Certdate: '' } }, /decided Y/],
    // A decision Y recorded before this rule, on an unconfirmed need: the card still waits.
    ['dispatch on an unapproved need', 'dispatch', { _ausCheckUploaded: uploaded, _ausCheckDecision: decidedY, _opNeedForm: signed }, /No card is dispatched/],
    ['dispatch on an approved need', 'dispatch', { _ausCheckUploaded: uploaded, _ausCheckDecision: decidedY, _opNeedForm: signed, _opsApproved: true }, null],
    ['approving an unsigned statement', 'approve-need', {}, /once it is/],
    ['approving where nobody signs one', 'approve-need', { _opNeedForm: null }, /Nobody signs/],
    ['approving a signed statement', 'approve-need', { _opNeedForm: signed }, null],
    ['an interview after dispatch', 'interview', { _msicPosted: { Dispatch: 'post', PostedDate: '2026-11-23T00:00:00.000Z' } }, /dispatched already/],
  ])('%s', (_name, change, facts, refusal) => {
    const answer = stageChangeRefusal(change, { ...base, ...facts });
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });
});
