import {
  SITE_VERSION, matchRoute, pageTitle, productText, publicBrand, themeCssVariables, type Brand,
} from '@cards/shared/brand';

// Fills the shell template's tokens for one request. Every value is escaped for the place it goes:
// text and attributes as HTML, site data as JSON that cannot close its <script>, the theme as CSS that
// cannot close its <style>.

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

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
  pathname: string;
  nonce: string;
  /** Settings the page reads at start (shell/src/config.ts). */
  pageConfig?: Record<string, unknown>;
  /** Styles, the remotes list, preloads and scripts for the template's page-head slot (page-assets.ts). */
  pageHead?: string;
}

export function renderShell({ template, brand, pathname, nonce, pageConfig = {}, pageHead = '' }: RenderInput): string {
  const route = matchRoute(pathname, brand.product);
  const description = productText(route?.description || brand.description, brand);
  const tokens: Record<string, string> = {
    __CARDS_TITLE__: escapeHtml(pageTitle(route, brand)),
    __CARDS_DESCRIPTION__: escapeHtml(description),
    __CARDS_NONCE__: escapeHtml(nonce),
    __CARDS_THEME__: themeCssVariables(brand).replace(/</g, '\\3c '),
    __CARDS_SITE_DATA__: htmlSafeJson({ ...publicBrand(brand), config: pageConfig }),
    __CARDS_LOGO__: escapeHtml(brand.theme.logo),
    __CARDS_LOGO_ALT__: escapeHtml(brand.theme.logoAlt),
    __CARDS_BRAND__: escapeHtml(brand.code),
    __CARDS_VERSION__: escapeHtml(SITE_VERSION),
    // Slots written as comments, so the template stays valid HTML for the build.
    '<!--__CARDS_PAGE_HEAD__-->': pageHead,
    '<!--__CARDS_FRAME_START__-->': '',
    '<!--__CARDS_FRAME_END__-->': '',
  };
  let html = template;
  for (const [token, value] of Object.entries(tokens)) html = html.split(token).join(value);
  return html;
}
