import escapeHtml from 'escape-html';
import {
  SITE_VERSION, cardName, pageTitle, productText, publicBrand, shellRoutes, themeCssVariables, type Brand, type RouteMatch,
} from '@cards/shared/brand';
import { staffRobots } from '@cards/shared/staff';

// Fills the shell template's tokens for one request. Every value is escaped for the place it goes:
// text and attributes as HTML, site data as JSON that cannot close its <script>, the theme as CSS that
// cannot close its <style>.

/** JSON that is safe inside <script type="application/json">: no '<' can start '</script>'. */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderInput {
  template: string;
  brand: Brand;
  /** The route in force at the page's path; none: the not-found page (an unknown path, or content the release lacks). */
  match?: RouteMatch;
  nonce: string;
  /** Settings the page reads at start (shell/src/config.ts). */
  pageConfig?: Record<string, unknown>;
  /** Styles, the remotes list, preloads and scripts for the template's page-head slot (page-assets.ts). */
  pageHead?: string;
  /** The page's pre-rendered #root, in place of the template's loading frame. */
  prerendered?: { html: string; route: string; mode: 'page' | 'frame'; date: string };
}

/** The template with its loading frame (between the frame slots) replaced by a pre-rendered page. */
function withPrerendered(template: string, html: string): string {
  const start = template.indexOf('<!--__CARDS_FRAME_START__-->');
  const end = template.indexOf('<!--__CARDS_FRAME_END__-->');
  if (start < 0 || end < start) return template;
  return template.slice(0, start) + html + template.slice(end + '<!--__CARDS_FRAME_END__-->'.length);
}

const notFoundRoute = shellRoutes.find((route) => route.id === 'not-found')!;

export function renderShell({ template, brand, match = { route: notFoundRoute }, nonce, pageConfig = {}, pageHead = '', prerendered }: RenderInput): string {
  const route = match.route;
  // A {product} route names the card of its address: /white-msic is the white MSIC's page.
  const description = productText(route.description || brand.description, { product: cardName(brand, match.cardType) });
  // The office map (contact-us) is drawn after hydration from the deployment's tiles, which a page pre-rendered at
  // publish time does not know: its place is kept from the first paint, so the form below it does not move as a
  // person reaches for it.
  const deploymentCss = pageConfig.map ? ':root{--office-map:1}' : '';
  const tokens: Record<string, string> = {
    __CARDS_TITLE__: escapeHtml(pageTitle(route, brand, match.cardType)),
    __CARDS_DESCRIPTION__: escapeHtml(description),
    __CARDS_NONCE__: escapeHtml(nonce),
    __CARDS_THEME__: (themeCssVariables(brand) + deploymentCss).replace(/</g, '\\3c '),
    __CARDS_SITE_DATA__: htmlSafeJson({ ...publicBrand(brand), config: pageConfig }),
    __CARDS_LOGO__: escapeHtml(brand.theme.logo),
    __CARDS_LOGO_ALT__: escapeHtml(brand.theme.logoAlt),
    __CARDS_LOGO_WIDTH__: String(brand.theme.logoWidth),
    __CARDS_BRAND__: escapeHtml(brand.code),
    __CARDS_VERSION__: escapeHtml(SITE_VERSION),
    // Slots written as comments, so the template stays valid HTML for the build. The page tells the shell it
    // was pre-rendered, and on what day, so that the browser hydrates it as it was rendered.
    '<!--__CARDS_PAGE_HEAD__-->': (route.layout === 'staff' ? `<meta name="robots" content="${staffRobots}">\n` : '') + (prerendered
      ? `${pageHead}\n<script type="application/json" id="prerender">${htmlSafeJson({ route: prerendered.route, mode: prerendered.mode, date: prerendered.date })}</script>`
      : pageHead),
  };
  let html = template;
  for (const [token, value] of Object.entries(tokens)) html = html.split(token).join(value);
  // Last, so no token is looked for inside the page's own text.
  if (prerendered) return withPrerendered(html, prerendered.html);
  return html.replace('<!--__CARDS_FRAME_START__-->', '').replace('<!--__CARDS_FRAME_END__-->', '');
}
