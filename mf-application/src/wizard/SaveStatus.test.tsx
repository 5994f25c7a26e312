import { act, cleanup, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '@cards/shared/stores';
import { SaveStatus } from './SaveStatus.tsx';

// WCAG 4.1.3: the autosave's status region speaks when a save fails and once when saving works again;
// retries that fail again and routine saves change nothing in it, so a screen reader hears no chatter.

afterEach(cleanup);

describe('the autosave status region', () => {
  it('announces "not saved" once across retries, then "saved again" once, and nothing for routine saves', async () => {
    const draft = observable({ saveStatus: 'idle' as DraftStore['saveStatus'], canSave: true, lastSavedAt: new Date(2026, 10, 28, 21, 1) });
    render(<SaveStatus draft={draft as unknown as DraftStore} />);
    const region = screen.getByRole('status');
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    const go = async (...statuses: Array<DraftStore['saveStatus']>) => {
      for (const status of statuses) {
        await act(async () => runInAction(() => (draft.saveStatus = status)));
      }
    };
    await go('unsaved', 'saving', 'saved', 'unsaved', 'saving');
    expect(region.textContent).toBe('');
    await go('retrying', 'saving', 'retrying', 'saving', 'retrying');
    await go('saving', 'saved', 'unsaved', 'saving', 'saved');
    observer.disconnect();
    const saved = `Saved at ${draft.lastSavedAt.toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' })}`;
    expect(heard.filter((text) => text !== '')).toEqual([
      'Not saved yet: we cannot reach our server. Your answers are kept on this device and we keep trying.',
      `Your answers are saved again. ${saved}.`,
    ]);
    // The visible line follows every state.
    expect(screen.getByText(saved)).toBeTruthy();
  });
});
