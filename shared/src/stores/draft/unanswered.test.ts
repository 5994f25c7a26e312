import { describe, expect, it } from 'vitest';
import { UnansweredSaves } from './unanswered.ts';

// Faults: telling a save that landed without its answer from another tab's newer copy.

const sent = { _id: 7, _version: 3, _mailLinkSent: false, _stepCompleted: 1, Firstname: 'Mia', _address: [{ Line1: '1 Main St', State: 'NSW' }] };

describe('UnansweredSaves', () => {
  it('knows the server copy one version on for one of the saves sent, in any order of members, with what the server set by itself', () => {
    const saves = new UnansweredSaves();
    saves.note(3, { ...sent, Firstname: 'Mi' });
    saves.note(3, sent);
    const theirs = { _address: [{ State: 'NSW', Line1: '1 Main St' }], Firstname: 'Mia', _stepCompleted: 1, _mailLinkSent: true, _peopleId: null, _version: 4, _id: 7 };
    expect(saves.mayHaveLanded(4)).toBe(true);
    expect(saves.landed(4, theirs)).toBe(true);
    expect(saves.landed(4, { ...theirs, Firstname: 'Mi' })).toBe(true);
  });

  it.each([
    ['another version', 5, { ...sent, _version: 5 }],
    ['other words', 4, { ...sent, Firstname: 'Max' }],
    ['another step completed', 4, { ...sent, _stepCompleted: 2 }],
    ['a member more', 4, { ...sent, Surname: 'Ng' }],
  ])('does not take %s for its own', (_name, version, theirs) => {
    const saves = new UnansweredSaves();
    saves.note(3, sent);
    expect(saves.landed(version, theirs)).toBe(false);
  });

  it('forgets the saves of an older version, and everything once cleared', () => {
    const saves = new UnansweredSaves();
    saves.note(2, sent);
    saves.note(3, { ...sent, Firstname: 'Max' });
    expect(saves.landed(3, sent)).toBe(false);
    expect(saves.landed(4, sent)).toBe(false);
    saves.clear();
    expect(saves.mayHaveLanded(4)).toBe(false);
  });

  it('keeps the newest saves only, up to its limit', () => {
    const saves = new UnansweredSaves(2);
    for (const name of ['A', 'B', 'C']) saves.note(3, { ...sent, Firstname: name });
    expect(saves.landed(4, { ...sent, Firstname: 'A' })).toBe(false);
    expect(saves.landed(4, { ...sent, Firstname: 'C' })).toBe(true);
  });
});
