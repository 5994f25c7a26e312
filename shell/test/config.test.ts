import { describe, expect, it } from 'vitest';
import { idleDefaults } from '@cards/shared/domain';
import { readShellConfig } from '../src/config.ts';

// The settings the server renders into the page: idle times (SPEC §9) and the office map's tiles.
function windowWith(siteData: string, pathname = '/'): Window {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<script id="site-data" type="application/json">${siteData}</script>`;
  return { document: doc, location: { pathname } } as unknown as Window;
}

describe('readShellConfig', () => {
  it('falls back to the SPEC idle times and no map', () => {
    expect(readShellConfig(windowWith('__CARDS_SITE_DATA__'))).toEqual({ idle: idleDefaults, map: null, banner: null });
  });

  it('takes the map tiles the server configured', () => {
    const config = readShellConfig(windowWith(JSON.stringify({ config: { map: { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' } } })));
    expect(config.map).toEqual({ url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' });
  });

  it.each([
    [{ url: 'javascript:alert(1)' }],
    [{ url: 'http://tiles.example.org/{z}/{x}/{y}.png' }],
    [{ attribution: 'no url' }],
    [null],
  ])('shows no map for %j', (map) => {
    expect(readShellConfig(windowWith(JSON.stringify({ config: { map } }))).map).toBeNull();
  });

  it('takes the banner text the server read from the brand\'s banner file (SPEC §2), and none that is blank', () => {
    expect(readShellConfig(windowWith(JSON.stringify({ config: { banner: ' Intake closes Friday. ' } }))).banner).toBe('Intake closes Friday.');
    expect(readShellConfig(windowWith(JSON.stringify({ config: { banner: '  ' } }))).banner).toBeNull();
    expect(readShellConfig(windowWith(JSON.stringify({ config: { banner: { html: '<b>' } } }))).banner).toBeNull();
  });

  it('takes the address the server answered 404 as the one to show the not-found page at', () => {
    expect(readShellConfig(windowWith(JSON.stringify({ config: { notFound: true } }), '/media/foo')).notFoundPath).toBe('/media/foo');
    expect(readShellConfig(windowWith(JSON.stringify({ config: { notFound: 'yes' } }), '/media/foo')).notFoundPath).toBeUndefined();
    expect(readShellConfig(windowWith(JSON.stringify({ config: {} }), '/media/foo')).notFoundPath).toBeUndefined();
  });
});
