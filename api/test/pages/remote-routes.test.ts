import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLinks, shellRoutes, type RouteDef } from '@cards/shared/brand';
import { workspaceRemoteRoutes, workspaceRoutes } from '@cards/shared/testing/workspace-routes';
import { publish } from '../../src/ops/publish.ts';
import { OpsError } from '../../src/ops/ops-error.ts';
import { pin } from '../../src/ops/remotes-ops.ts';
import { routeFileProblems } from '../../src/features/pages/route-schema.ts';
import { createTestApp, makeTempDir, shellTemplate, type TestApp } from '../helpers.ts';
import { fakeRemoteBuild } from '../remote-fixtures.ts';

// ARCHITECTURE 'A remote owns its pages': each remote's routes.json, published with its build, is what the api
// matches, titles and answers 404 by, for the version in force for the page's brand; no shell or shared release.

const contentRoutes = () => workspaceRemoteRoutes().mf_content!;
const newPage = { id: 'port-visits', path: '/port-visits', title: 'Visiting a port', description: 'Escorted visits to a port.', layout: 'individual' };

let t: TestApp;
let root: string;
let ctx: { root: string; varDir: string; shellDist: string };

async function publishContent(version: string, routes: unknown[] | undefined) {
  await fakeRemoteBuild(root, 'mf-content', version);
  const file = path.join(root, 'mf-content', 'dist', 'routes.json');
  if (routes) await fs.writeFile(file, JSON.stringify(routes));
  else await fs.rm(file, { force: true });
  return publish(ctx, 'mf-content');
}

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The routes the page names (GET /routes.json), as the shell fetches them. */
async function carried(html: string): Promise<RouteDef[]> {
  const { href } = JSON.parse(/<script type="application\/json" id="routes">(.*?)<\/script>/s.exec(html)![1]!) as { href: string };
  const res = await t.app.inject({ method: 'GET', url: href });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('immutable');
  return res.json() as RouteDef[];
}

beforeAll(async () => {
  t = await createTestApp();
  root = await makeTempDir('cards-routes-');
  // A shell build that names its files, so the api writes the page's head (and the routes in it).
  await fs.writeFile(path.join(t.config.shellDist, 'index.html'), shellTemplate.replace('</head>', '<!--__CARDS_PAGE_HEAD__-->\n</head>'));
  await fs.writeFile(path.join(t.config.shellDist, 'page-chunks.json'), JSON.stringify({ groups: { main: { js: ['static/js/main.1a2b3c4d.js'], css: [] } } }));
  ctx = { root, varDir: t.config.varDir, shellDist: t.config.shellDist };
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('a remote\'s routes.json', () => {
  it('is right for every remote of the workspace', () => {
    for (const [owner, routes] of Object.entries(workspaceRemoteRoutes())) expect(routeFileProblems(routes), owner).toEqual([]);
  });

  it('keeps every address others link to (emails already sent carry them) where it was', () => {
    const declared = new Map([...workspaceRoutes(), ...shellRoutes].map((route) => [route.id, route.path]));
    for (const [id, address] of Object.entries(routeLinks)) expect(declared.get(id), id).toBe(address);
  });

  it.each([
    ['a field a route does not have', [{ ...newPage, colour: 'red' }], 'has a field a route does not have'],
    ['one of the shell\'s own pages', [{ ...newPage, id: 'page-404' }], "page-404: is one of the shell's own pages"],
    ['a page declared twice', [newPage, newPage], 'port-visits: is declared twice'],
    ['an address that is not a path', [{ ...newPage, path: 'port-visits' }], '/0/path'],
    ['a read that is not one of the api\'s', [{ ...newPage, data: ['https://elsewhere.example/x'] }], '/0/data/0'],
    ['a layout there is none of', [{ ...newPage, layout: 'poster' }], '/0/layout'],
  ])('refuses %s', (_, routes, problem) => {
    expect(routeFileProblems(routes).join('; ')).toContain(problem);
  });
});

describe('the routes of the remote versions in force', () => {
  it('serve a page a remote adds on the next page load, titled, while a brand pinned to the version before answers 404', async () => {
    const before = await publishContent('0.1.0', contentRoutes());
    expect((await page('/port-visits')).statusCode).toBe(404);
    await publishContent('0.2.0', [...contentRoutes(), newPage]);
    await pin(ctx, 'mf-content', before, 'bne');

    const added = await page('/port-visits');
    expect(added.statusCode).toBe(200);
    expect(titleOf(added.body)).toBe('Visiting a port | Secure Card Services');
    expect((await carried(added.body)).map((route) => route.id)).toContain('port-visits');

    const pinned = await page('/port-visits?company=bne');
    expect(pinned.statusCode).toBe(404);
    expect(titleOf(pinned.body)).toMatch(/^Page not found \| /);
    expect((await carried(pinned.body)).map((route) => route.id)).not.toContain('port-visits');
    // The brand's other pages are its version's.
    expect((await page('/faq?company=bne')).statusCode).toBe(200);
  });

  it('are named by their digest: a publish gives them a new address, and an old address gets today\'s, never kept', async () => {
    const hrefOf = async (url: string) => (JSON.parse(/<script type="application\/json" id="routes">(.*?)<\/script>/s.exec((await page(url)).body)![1]!) as { href: string }).href;
    const before = await hrefOf('/faq');
    expect(await hrefOf('/faq')).toBe(before);
    await publishContent('0.2.1', [...contentRoutes(), newPage, { ...newPage, id: 'port-tours', path: '/port-tours' }]);
    const after = await hrefOf('/faq');
    expect(after).not.toBe(before);
    const old = await t.app.inject({ method: 'GET', url: before });
    expect(old.headers['cache-control']).toBe('no-store');
    expect((old.json() as RouteDef[]).map((route) => route.id)).toContain('port-tours');
    // Never a description or the reads a page carries: the page's head has its own.
    expect((old.json() as RouteDef[]).every((route) => route.description === undefined && route.data === undefined)).toBe(true);
  });

  it('limit a page to the brands and cards its route names', async () => {
    await publishContent('0.3.0', [...contentRoutes(), { ...newPage, brands: ['sfc'] }, { ...newPage, id: 'port-card', path: '/port-{product}', cardTypes: ['msic'] }]);
    expect((await page('/port-visits')).statusCode).toBe(404);
    expect((await page('/port-visits?company=sfc')).statusCode).toBe(200);
    const msic = await page('/port-msic');
    expect(msic.statusCode).toBe(200);
    expect(titleOf(msic.body)).toBe('Visiting a port | Secure Card Services');
    expect((await page('/port-asic')).statusCode).toBe(404);
  });

  it('give a build published without routes.json the routes the shell was built with', async () => {
    await publishContent('0.4.0', undefined);
    expect((await page('/faq')).statusCode).toBe(200);
    expect((await page('/port-visits')).statusCode).toBe(404);
  });

  it('never publish a routes.json the api could not serve', async () => {
    await expect(publishContent('0.5.0', [{ ...newPage, id: 'Port Visits' }])).rejects.toThrow(OpsError);
    await expect(publishContent('0.5.0', [{ ...newPage, id: 'Port Visits' }])).rejects.toThrow(/mf-content's routes\.json cannot be served: \/0\/id/);
  });
});
