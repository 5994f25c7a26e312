import { afterEach, describe, expect, it } from 'vitest';
import { findRoute, registerRoutes, routesInForce, type RouteDef } from '@cards/shared/brand';
import { workspaceRoutes } from '@cards/shared/testing/workspace-routes';
import { registerPageRoutes } from '../src/page-routes.ts';

// The page names the routes of its brand's remote versions in force (GET /routes.json, api
// features/pages/web/shell.ts): the shell's router, titles and guards read them once registered.

function pageNaming(value: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'routes';
  script.textContent = JSON.stringify(value);
  doc.head.append(script);
  return doc;
}

const added: RouteDef = { id: 'port-visits', path: '/port-visits', owner: 'mf_content', title: 'Visiting a port', description: '', layout: 'individual' };
const { description: _description, ...carried } = added;

afterEach(() => registerRoutes(workspaceRoutes()));

describe('the routes a page names', () => {
  it('are fetched from the address the page names and put in force, with the shell\'s own', async () => {
    const asked: string[] = [];
    await registerPageRoutes(pageNaming({ href: '/routes.json?company=default&v=abc' }), async (href) => {
      asked.push(href);
      return [carried];
    });
    expect(asked).toEqual(['/routes.json?company=default&v=abc']);
    expect(findRoute('port-visits')).toEqual(added);
    expect(findRoute('faq')).toBeUndefined();
    expect(routesInForce().filter((route) => route.owner === 'shell').map((route) => route.id)).toContain('not-found');
  });

  it('are asked for a second time when the first try fails', async () => {
    let tries = 0;
    await registerPageRoutes(pageNaming({ href: '/routes.json?v=abc' }), async () => {
      tries += 1;
      if (tries === 1) throw new Error('offline');
      return [carried];
    });
    expect(tries).toBe(2);
    expect(findRoute('port-visits')).toEqual(added);
  });

  it('leave out an entry that is not a route of a remote', async () => {
    await registerPageRoutes(pageNaming([added, { id: 'x', path: '/x', owner: 'shell', title: 'X' }, { id: 'y' }, null]));
    expect(routesInForce().filter((route) => route.owner !== 'shell')).toEqual([added]);
  });

  it('leave the routes in force as they are on a page that names none, or an address that is not ours', async () => {
    const before = routesInForce();
    await registerPageRoutes(document.implementation.createHTMLDocument('none'));
    await registerPageRoutes(pageNaming({ href: 'https://elsewhere.example/routes.json' }), async () => [carried]);
    await registerPageRoutes(pageNaming({ href: '//elsewhere.example/routes.json' }), async () => [carried]);
    expect(routesInForce()).toBe(before);
  });
});
