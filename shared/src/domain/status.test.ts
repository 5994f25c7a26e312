import { describe, expect, it } from 'vitest';
import { isPrivatePilot, statusView, type PersonStatus, type StageId } from './status.ts';

// SPEC §4 'Status display', §8 decision N, §9 pick-up 30 days after dispatch: every combination of an uploaded
// background check, a decision (none, issued, N), site 4 and a dispatch.

const today = new Date(2026, 10, 22);

function person(changes: Partial<PersonStatus>): PersonStatus {
  return {
    Id: 1, IncompleteFormId: 10, Site: 5, WebsiteId: 1, TrackingNumber: 'VEA0001501', Firstname: 'Ann', CardType: 'asic',
    Company: 'default', _basedOnASIC: false, JobReady: false, _interviewedAt: '2026-10-01T01:00:00.000Z', _paidAt: '2026-10-01T02:00:00.000Z',
    _opsApproved: true, _ausCheckUploaded: null, _ausCheckDecision: null, _msicPosted: null, ExtraData: {},
    SubmittedAt: '2026-09-30T00:00:00.000Z', ...changes,
  };
}

const uploads = [null, { Date: '2026-10-02' }] as const;
const decisions = [null, { Certdate: '2026-10-10', Decision: 'Y' }, { Certdate: '2026-10-10', Decision: 'N' }] as const;
const sites = [5, 4] as const;
const postings = [null, { Dispatch: 'Post', PostedDate: '2026-10-12' }, { Dispatch: 'Post', PostedDate: '2026-11-01' }] as const;

const cases = uploads.flatMap((upload) => decisions.flatMap((decision) => sites.flatMap((site) => postings.map((posted) => ({ upload, decision, site, posted })))));

describe('statusView: what the status page shows of the status record', () => {
  it.each(cases)('uploaded $upload, decision $decision, site $site, posted $posted', ({ upload, decision, site, posted }) => {
    const view = statusView(person({ _ausCheckUploaded: upload, _ausCheckDecision: decision, Site: site, _msicPosted: posted }), today);
    const byId = Object.fromEntries(view.stages.map((s) => [s.id, s]));

    // The lodgement date appears once the check is uploaded; the check's date when a decision exists.
    expect(byId.lodgement!.date).toBe(upload ? '2026-10-02' : null);
    expect(byId.check!.date).toBe(decision ? '2026-10-10' : null);
    // Dispatch shows when the decision is not N; site 4 shows no dispatch.
    const dispatchShown = decision?.Decision !== 'N' && site !== 4;
    expect('dispatch' in byId).toBe(dispatchShown);
    expect('pickup' in byId).toBe(dispatchShown);
    if (dispatchShown) {
      expect(byId.dispatch!.date).toBe(posted?.PostedDate ?? null);
      // Picked up 30 days after dispatch: done once that day has come.
      const pickup = posted ? (posted.PostedDate === '2026-10-12' ? '2026-11-11' : '2026-12-01') : null;
      expect(byId.pickup!.date).toBe(pickup);
      expect(byId.pickup!.done).toBe(pickup !== null && pickup <= '2026-11-22');
    }
    const expected: StageId | 'processed' | 'complete' = decision?.Decision === 'N'
      ? 'processed'
      : !upload ? 'lodgement' : !decision ? 'check' : site === 4 ? 'complete'
        : !posted ? 'dispatch' : posted.PostedDate === '2026-10-12' ? 'complete' : 'pickup';
    expect(view.current).toBe(expected);
  });

  it.each([
    [{ _interviewedAt: null }, 'interview'],
    [{ _interviewedAt: null, _paidAt: null }, 'interview'],
    [{ _paidAt: null }, 'payment'],
  ] as const)('the first stage not done is the current one: %j → %s', (changes, current) => {
    expect(statusView(person(changes), today).current).toBe(current);
  });

  it('lists the stages in order with the submission first, always done', () => {
    const view = statusView(person({}), today);
    expect(view.stages.map((s) => s.id)).toEqual(['submitted', 'interview', 'payment', 'lodgement', 'check', 'dispatch', 'pickup']);
    expect(view.stages[0]).toEqual({ id: 'submitted', date: '2026-09-30', done: true });
  });

  it.each([
    ['private pilot', true], ['employer', false], ['pilot', false], [undefined, false],
  ] as const)('ExtraData.OpNeedType %s marks a private pilot: %s', (type, expected) => {
    expect(isPrivatePilot(person({ ExtraData: type ? { OpNeedType: type } : {} }))).toBe(expected);
  });
});

// At 06:47 AEDT on 28 November (19:47 UTC on the 27th) every stage read '27 November 2026'.
describe('statusView across midnight UTC: each day is the office’s', () => {
  const sydneyMorning = '2026-11-27T19:47:00.000Z';
  it('a stage recorded at 06:47 in Sydney is dated the 28th; in Perth, still the 28th at 03:47', () => {
    const record = person({ SubmittedAt: sydneyMorning, _interviewedAt: sydneyMorning, _paidAt: null });
    const now = new Date(sydneyMorning);
    for (const zone of [undefined, 'Australia/Sydney', 'Australia/Perth']) {
      const view = statusView(record, now, zone);
      expect(view.stages.find((s) => s.id === 'submitted')!.date).toBe('2026-11-28');
      expect(view.stages.find((s) => s.id === 'interview')!.date).toBe('2026-11-28');
    }
  });

  it('one second before midnight in Sydney it is still the 27th', () => {
    const record = person({ SubmittedAt: '2026-11-27T12:59:59.000Z' });
    expect(statusView(record, new Date('2026-11-27T12:59:59.000Z')).stages[0]!.date).toBe('2026-11-27');
  });

  it('the card is taken as collected on the office’s 30th day after dispatch, not the UTC one', () => {
    const record = person({
      _ausCheckUploaded: { Date: '2026-10-02' }, _ausCheckDecision: { Certdate: '2026-10-10', Decision: 'Y' },
      _msicPosted: { Dispatch: 'post', PostedDate: '2026-10-28T19:47:00.000Z' },
    });
    // Posted on the 29th in Sydney; collected from 28 November there, which at 19:47 UTC on the 27th it is.
    const pickup = statusView(record, new Date(sydneyMorning)).stages.find((s) => s.id === 'pickup')!;
    expect(pickup).toEqual({ id: 'pickup', date: '2026-11-28', done: true });
  });
});
