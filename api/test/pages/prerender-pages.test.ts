import { describe, expect, it } from 'vitest';
import { brands, shellRoutes } from '@cards/shared/brand';
import { workspaceRoutes } from '@cards/shared/testing/workspace-routes';
import { pageFor, plannedPages, prerenderFile } from '../../src/features/pages/plan.ts';
import type { RemotesFile } from '../../src/features/pages/remotes/store.ts';

// Which pages of a release are pre-rendered, as what, and where each is kept.

const everyRemote: RemotesFile = {
  shell: '1.0.0',
  default: { 'mf-content': '1.0.0', 'mf-application': '2.0.0', 'mf-track-status': '3.0.0', 'mf-induction': '4.0.0', 'mf-opneed-signature': '5.0.0', 'mf-staff': '6.0.0' },
  brands: { bne: { 'mf-content': '0.9.0' } },
  history: [],
};
const questions = (_folder: string, _version: string, route: string) => (route === 'faq-with-url' ? ['/question/one', '/faq'] : []);
// The routes the workspace's remotes declare, as a release of them serves.
const routes = [...workspaceRoutes(), ...shellRoutes];
const plan = (brand: keyof typeof brands, file = everyRemote) => plannedPages(file, brands[brand], routes, questions);
const byRoute = (brand: keyof typeof brands) => new Map(plan(brand).map((p) => [`${p.route} ${p.url}`, p]));

describe('the pages of a release', () => {
  it.each([
    ['home /', 'page', 'mf-content', '1.0.0'],
    ['faq /faq', 'page', 'mf-content', '1.0.0'],
    ['obligations /obligations-for-asic-holders', 'page', 'mf-content', '1.0.0'],
    ['faq-with-url /question/one', 'page', 'mf-content', '1.0.0'],
    ['track /track-asic', 'page', 'mf-track-status', '3.0.0'],
    ['status /status/frame', 'frame', 'mf-track-status', '3.0.0'],
    ['new-form /apply/form/step1', 'page', 'mf-application', '2.0.0'],
    ['form /apply/form/frame', 'frame', 'mf-application', '2.0.0'],
    ['induction /induction/frame', 'frame', 'mf-induction', '4.0.0'],
    ['operational-need-form /operational-need-form/frame/frame', 'frame', 'mf-opneed-signature', '5.0.0'],
  ])('the default brand has %s as a %s of %s %s', (key, mode, folder, version) => {
    expect(byRoute('default').get(key)).toMatchObject({ mode, folder, version });
  });

  it('pre-renders each {product} page at the address of every card the brand issues, and no other', () => {
    const keys = [...byRoute('default').keys()];
    for (const key of ['track /track-msic', 'obligations /obligations-for-msic-holders', 'white-card /white-msic',
      'track /track-asic', 'white-card /white-asic']) expect(keys, key).toContain(key);
    const adg = [...byRoute('adg').keys()];
    expect(adg).toContain('track /track-asic');
    expect(adg.filter((key) => key.includes('msic'))).toEqual([]);
    expect(pageFor(everyRemote, brands.default, routes, '/track-msic')).toMatchObject({ route: 'track', mode: 'page', url: '/track-msic' });
    expect(pageFor(everyRemote, brands.adg, routes, '/track-msic')).toBeUndefined();
  });

  it('leaves out a route with a parameter its remote names no path for, a path of another route, and the shell\'s pages', () => {
    const keys = [...byRoute('default').keys()];
    expect(keys.filter((key) => key.startsWith('media-article') || key.startsWith('card-holder-duty '))).toEqual([]);
    expect(keys).not.toContain('faq-with-url /faq');
    expect(keys.filter((key) => /^(session-expired|not-found|page-404|blocked|record-not-found) /.test(key))).toEqual([]);
  });

  it('leaves out what a brand is sent away from (SPEC §1, §2), and uses its pins', () => {
    const postal = byRoute('postal');
    for (const blocked of ['home /', 'apply /apply', 'new-form /apply/form/step1', 'renew /renew']) expect(postal.has(blocked), blocked).toBe(false);
    expect(postal.has('form /apply/form/frame')).toBe(true);
    expect(byRoute('chcheli').has('apply /apply')).toBe(false);
    expect(byRoute('bne').get('faq /faq')).toMatchObject({ folder: 'mf-content', version: '0.9.0' });
    expect(plan('default', { ...everyRemote, default: { 'mf-content': '1.0.0' } }).every((p) => p.folder === 'mf-content')).toBe(true);
  });

  it('finds the page of a request, a frame for any path of its route', () => {
    expect(pageFor(everyRemote, brands.default, routes, '/faq/abc')).toMatchObject({ route: 'faq', mode: 'page', url: '/faq/abc' });
    expect(pageFor(everyRemote, brands.default, routes, '/status/77')).toMatchObject({ route: 'status', mode: 'frame' });
    expect(pageFor(everyRemote, brands.default, routes, '/session-expired')).toBeUndefined();
    expect(pageFor({ ...everyRemote, default: {} }, brands.default, routes, '/faq')).toBeUndefined();
  });

  it('keeps each under the shell, brand and remote version, named safely for any path', () => {
    const file = (url: string, mode: 'page' | 'frame' = 'page') =>
      prerenderFile('/var', '1.0.0+abc', 'bne', { route: 'faq', mode, url, folder: 'mf-content', version: '0.9.0' });
    expect(file('/faq')).toBe('/var/prerender/1.0.0+abc/bne/mf-content@0.9.0/page%2Ffaq.json');
    expect(file('/../../etc/passwd')).toBe('/var/prerender/1.0.0+abc/bne/mf-content@0.9.0/page%2F..%2F..%2Fetc%2Fpasswd.json');
    expect(file('/anything', 'frame')).toBe('/var/prerender/1.0.0+abc/bne/mf-content@0.9.0/frame-faq.json');
  });
});
