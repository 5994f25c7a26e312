import { afterEach, describe, expect, it } from 'vitest';
import { remotesPreloadedBy, takeInlineManifest } from '../src/remotes/manifest.ts';

// The server writes the brand's list of remotes into the page, so the remotes start loading with no
// request for /remotes.json first. The list is taken once; a later start after a failure asks the server.

function writeList(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'remotes';
  element.textContent = text;
  document.head.append(element);
}

const list = { company: 'bne', remotes: [{ name: 'mf_content', version: '1.0.0', entry: '/remotes/mf-content/1.0.0/remoteEntry.js' }] };

afterEach(() => document.getElementById('remotes')?.remove());

describe('the inline list of remotes', () => {
  it('is taken once, for the brand it was written for', () => {
    writeList(JSON.stringify(list));
    expect(takeInlineManifest('bne')).toEqual(list);
    expect(document.getElementById('remotes')).toBeNull();
    expect(takeInlineManifest('bne')).toBeUndefined();
  });

  it('is not used for another brand or when it cannot be read', () => {
    writeList(JSON.stringify(list));
    expect(takeInlineManifest('default')).toBeUndefined();
    writeList('{"company":"bne",');
    expect(takeInlineManifest('bne')).toBeUndefined();
    writeList(JSON.stringify({ company: 'bne' }));
    expect(takeInlineManifest('bne')).toBeUndefined();
  });
});

describe('remotes the page preloads', () => {
  afterEach(() => document.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('are the ones with a preloaded file in their folder: a failed preload can only be retried by a new page', () => {
    const entries = [
      { name: 'mf_content' as const, version: '1.0.0', entry: '/remotes/mf-content/1.0.0/remoteEntry.js' },
      { name: 'mf_track_status' as const, version: '2.0.0', entry: 'https://cdn.example/remotes/mf-track-status/2.0.0/remoteEntry.js' },
      { name: 'mf_application' as const, version: '1.0.0', entry: '/remotes/mf-application/1.0.0/remoteEntry.js' },
    ];
    for (const href of ['/main.1a2b.js', '/remotes/mf-content/1.0.0/route-faq.1a2b.js', 'https://cdn.example/remotes/mf-track-status/2.0.0/remoteEntry.js']) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.href = href;
      document.head.append(link);
    }
    expect([...remotesPreloadedBy(document, entries)].sort()).toEqual(['mf_content', 'mf_track_status']);
  });
});
