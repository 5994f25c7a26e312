import { describe, expect, it } from 'vitest';
import { brands } from './brands.ts';
import { guardRedirect } from './guards.ts';
import { getBrand, invitationOnlyBrand, isAssetBrand, matchRoute, matchRouteAndCard, pageTitle, productText, resolveBrandCode, resolveCardType, themeCssVariables } from './resolve.ts';
import { buildPath, cardNames, routeById, routePath, routePaths, routesInForce } from './routes.ts';

describe('SPEC §1 branding: brand resolution', () => {
  it.each([
    [{ query: 'bne' }, 'bne'],
    [{ query: 'BNE', saved: 'adg' }, 'bne'],
    [{ query: 'nonsense', saved: 'adg' }, 'adg'],
    [{ query: null, saved: null, hostname: 'post.cards.example.com.au' }, 'postal'],
    [{ hostname: 'chc.cards.example.com.au:8443' }, 'chcheli'],
    [{ hostname: 'unknown.example.org' }, 'default'],
    [{ saved: '<script>' }, 'default'],
    [{}, 'default'],
  ])('%j resolves to %s', (input, expected) => {
    expect(resolveBrandCode(input)).toBe(expected);
  });

  it('chooses the first asked card type the brand issues', () => {
    expect(resolveCardType(brands.default, 'MSIC', 'asic')).toBe('msic');
    expect(resolveCardType(brands.bne, 'msic', null)).toBe('asic');
    expect(resolveCardType(brands.default, undefined, 'msic')).toBe('msic');
  });

  it('getBrand falls back to the default brand', () => {
    expect(getBrand('sfc').code).toBe('sfc');
    expect(getBrand('__proto__').code).toBe('default');
    expect(getBrand(undefined).code).toBe('default');
  });

  it('the asset brands are chcheli and sfc, whose employer is the organisation itself (SPEC §1, §9)', () => {
    const asset = Object.values(brands).filter(isAssetBrand).map((b) => b.code);
    expect(asset.sort()).toEqual(['chcheli', 'sfc']);
    for (const code of asset) expect(brands[code].flags.employerFromForm).toBe(true);
    // docs/decisions.md 'The asset brands' statement': the organisation's contact confirms their people's need.
    for (const code of asset) expect(brands[code].flags.organisationConfirmsNeed).toBe(true);
    // SPEC §4 sends an applicant who accepts the airport redirect to that brand's step 4.
    expect(isAssetBrand(brands.adg) || isAssetBrand(brands.bne)).toBe(false);
  });

  it('a brand whose organisation confirms the need has the organisation in its employer fields (SPEC §9)', () => {
    const confirming = Object.values(brands).filter((b) => b.flags.organisationConfirmsNeed);
    expect(confirming.length).toBeGreaterThan(0);
    for (const brand of confirming) {
      expect(brand.flags.employerFromForm, brand.code).toBe(true);
      expect(brand.organisation?.Employername, brand.code).toBeTruthy();
    }
  });

  it('theme variables only carry colour values', () => {
    const css = themeCssVariables({ theme: { ...brands.default.theme, primary: 'red;}body{display:none' } });
    expect(css).not.toContain('display');
    expect(css).toContain('--color-accent:#0a58a5');
  });

  it('{product} wording comes from the site data', () => {
    expect(productText('Track your {product}', brands.default)).toBe('Track your ASIC');
  });
});

describe('SPEC §1 the postal partner, found by its data', () => {
  it('is the one brand whose flags say applying needs an invitation', () => {
    expect(invitationOnlyBrand()).toBe(brands.postal);
    expect(Object.values(brands).filter((b) => b.flags.invitationOnly)).toHaveLength(1);
  });
});

describe('SPEC §2 routes in force (the remotes\' routes.json and the shell\'s own)', () => {
  it('has unique names and unique paths', () => {
    const routes = routesInForce();
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it.each([
    ['/', 'home'],
    ['/apply', 'apply'],
    ['/apply/form', 'new-form-start'],
    ['/apply/form/step1', 'new-form'],
    ['/apply/form/1542/step3', 'form'],
    ['/apply/form/1542', 'form'],
    ['/track-asic', 'track'],
    ['/faq', 'faq'],
    ['/faq/under-18', 'faq'],
    ['/question/how-long', 'faq-with-url'],
    ['/status/42', 'status'],
    ['/status/42/7', 'status-old'],
    ['/induction-status/1', 'induction-status-incomplete'],
    ['/induction-status/1/abc', 'induction-status'],
    ['/obligations-for-asic-holders', 'obligations'],
    ['/white-asic', 'white-card'],
    ['/media/privacy-awareness-week', 'media-article'],
    ['/link-expired/abc', 'link-expired'],
    ['/no/such/page', 'not-found'],
  ])('%s belongs to %s', (path, id) => {
    expect(matchRoute(path)?.id).toBe(id);
  });

  it('builds concrete paths with the product in them', () => {
    expect(routePath(routeById('track'), 'ASIC')).toBe('/track-asic');
    expect(buildPath('form', 'ASIC', { id: 12 })).toBe('/apply/form/12');
    expect(buildPath('faq', 'ASIC')).toBe('/faq');
    expect(buildPath('status', 'ASIC', { peopleId: 'a b' })).toBe('/status/a%20b');
  });

  it('titles carry the brand name', () => {
    expect(pageTitle(routeById('track'), brands.bne)).toBe('Track your application | Brisbane Airport ID Office');
    expect(pageTitle(undefined, brands.default)).toBe('Apply for your ASIC or MSIC online');
  });
});

describe('SPEC §1, §2, §4 route guards', () => {
  const anonymous = { authenticated: false };
  it.each([
    ['home', 'postal', '/invitation-only'],
    ['apply', 'postal', '/invitation-only'],
    ['renew', 'postal', '/invitation-only'],
    ['new-form', 'postal', '/invitation-only'],
    // Invitations come in by the form route (SPEC §2).
    ['form', 'postal', undefined],
    ['track', 'postal', undefined],
    ['apply', 'chcheli', '/'],
    ['apply', 'default', undefined],
    ['home', 'chcheli', undefined],
    ['status', 'default', '/track-asic'],
  ] as const)('%s for %s goes to %s', (id, brand, expected) => {
    expect(guardRedirect(routeById(id), brands[brand], anonymous)).toBe(expected);
  });

  it('a signed-in person sees the status page', () => {
    expect(guardRedirect(routeById('status'), brands.default, { authenticated: true })).toBeUndefined();
  });
});

// SPEC §2 '/track-{product}', /obligations-for-{product}-holders, /white-{product}; each answers for every card
// the brand issues.
describe('the addresses of each card a brand issues', () => {
  it('a {product} route has one address per card the brand issues; any other route its one path', () => {
    expect(routePaths(routeById('track'), brands.default)).toEqual([{ path: '/track-asic', cardType: 'asic' }, { path: '/track-msic', cardType: 'msic' }]);
    expect(routePaths(routeById('track'), brands.bne)).toEqual([{ path: '/track-asic', cardType: 'asic' }]);
    expect(routePaths(routeById('faq'), brands.default)).toEqual([{ path: '/faq/:questionurl?' }]);
    expect(cardNames(brands.default)).toEqual(['ASIC', 'MSIC']);
    expect(cardNames(brands.adg)).toEqual(['ASIC']);
  });

  it.each([
    ['/track-msic', 'track', 'msic'], ['/obligations-for-msic-holders', 'obligations', 'msic'], ['/white-msic', 'white-card', 'msic'],
    ['/track-asic', 'track', 'asic'], ['/faq', 'faq', undefined],
  ] as const)('%s is %s for the default brand, naming %s', (path, id, card) => {
    const match = matchRouteAndCard(path, brands.default);
    expect(match?.route.id).toBe(id);
    expect(match?.cardType).toBe(card);
    expect(matchRoute(path, brands.default)?.id).toBe(id);
  });

  it('a brand that issues only the ASIC has no MSIC address', () => {
    expect(matchRoute('/track-msic', brands.adg)?.id).toBe('not-found');
    expect(matchRoute('/white-msic', brands.bne)?.id).toBe('not-found');
  });

  it('the title names the card of the address; a signed-out MSIC visitor is sent to the MSIC\'s track page', () => {
    expect(pageTitle(routeById('white-card'), brands.default, 'msic')).toBe(`White MSIC | ${brands.default.name}`);
    expect(pageTitle(routeById('white-card'), brands.default)).toBe(`White ASIC | ${brands.default.name}`);
    expect(guardRedirect(routeById('status'), brands.default, { authenticated: false, cardType: 'msic' })).toBe('/track-msic');
    expect(guardRedirect(routeById('status'), brands.default, { authenticated: false })).toBe('/track-asic');
  });
});
