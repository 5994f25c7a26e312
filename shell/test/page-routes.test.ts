import { afterEach, describe, expect, it } from 'vitest';
import { findRoute, registerRoutes, routesInForce, type RouteDef } from '@cards/shared/brand';
import { workspaceRoutes } from '@cards/shared/testing/workspace-routes';
import { registerPageRoutes } from '../src/page-routes.ts';

// The page carries the routes of its brand's remote versions in force (api/src/features/pages/web/shell.ts): the shell's router,
// titles and guards read them once registered.

function pageWith(routes: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'routes';
  script.textContent = JSON.stringify(routes);
  doc.head.append(script);
  return doc;
}

const added: RouteDef = { id: 'port-visits', path: '/port-visits', owner: 'mf_content', title: 'Visiting a port', description: '', layout: 'individual' };

afterEach(() => registerRoutes(workspaceRoutes()));

describe('the routes a page carries', () => {
  it('are the routes in force, with the shell\'s own, carried without their descriptions', () => {
    const { description: _description, ...carried } = added;
    registerPageRoutes(pageWith([carried]));
    expect(findRoute('port-visits')).toEqual(added);
    expect(findRoute('faq')).toBeUndefined();
    expect(routesInForce().filter((route) => route.owner === 'shell').map((route) => route.id)).toContain('not-found');
  });

  it('leave out an entry that is not a route of a remote', () => {
    registerPageRoutes(pageWith([added, { id: 'x', path: '/x', owner: 'shell', title: 'X' }, { id: 'y' }, null]));
    expect(routesInForce().filter((route) => route.owner !== 'shell')).toEqual([added]);
  });

  it('leave the routes in force as they are on a page without them', () => {
    const before = routesInForce();
    registerPageRoutes(document.implementation.createHTMLDocument('none'));
    expect(routesInForce()).toBe(before);
  });
});
