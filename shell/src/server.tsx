// The shell's server build: renders a page of the routes in force to HTML at publish time, as the browser's
// first render of that page will be, so the browser can hydrate it. The api's pre-renderer loads this build and the
// route's remote's server build, which takes @cards/shared from `sharedModules` here: one copy of each store and
// context for the page, as the federation share scope gives the browser.
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import * as api from '@cards/shared/api';
import * as brandModule from '@cards/shared/brand';
import * as domain from '@cards/shared/domain';
import * as staff from '@cards/shared/staff';
import * as stores from '@cards/shared/stores';
import * as ui from '@cards/shared/ui';
import * as validation from '@cards/shared/validation';
import * as formats from '@cards/shared/validation/formats';
import { idleDefaults, type IdleConfig } from '@cards/shared/domain';
import type { Brand, BrandCode, RouteDef } from '@cards/shared/brand';
import type { RemoteRoutesModule } from '@cards/shared/ui';
import { AppRoutes, appRoutes } from './routing/routes.tsx';
import { setRoutesLoader } from './remotes/RemoteOutlet.tsx';
import { PageTree } from './page-tree.tsx';

// Observers render once on the server and never subscribe.
enableStaticRendering(true);

/** The @cards/shared the shell provides, by module name, for the remotes' server builds. */
export const sharedModules: Record<string, unknown> = {
  '@cards/shared/api': api,
  '@cards/shared/brand': brandModule,
  '@cards/shared/domain': domain,
  '@cards/shared/staff': staff,
  '@cards/shared/stores': stores,
  '@cards/shared/ui': ui,
  '@cards/shared/validation': validation,
  '@cards/shared/validation/formats': formats,
};

export interface RenderInput {
  /** The page's path (no query). */
  url: string;
  brand: BrandCode;
  /** The brand's data, for a brand of the deployment's own that this build does not have. */
  brandData?: Brand;
  /** The routes of the brand's remotes in force (their published routes.json). */
  routes?: readonly RouteDef[];
  /** The route's remote's server build; none for a page pre-rendered as its frame. */
  remote?: RemoteRoutesModule;
  /** The day (yyyy-mm-dd) the page is rendered on: the browser renders that day while it hydrates. */
  date: string;
  /** The brand's banner text, as the api writes it into the page's site data. */
  banner: string | null;
  idle?: IdleConfig;
}

/** No request leaves a pre-render: a page's data loads in the browser. */
const noRequests = () => Promise.reject(new Error('No requests are made while pre-rendering.'));

let remoteInUse: RemoteRoutesModule | undefined;

/**
 * The HTML of #root for a page, as the browser's first render of it will be. The page must render whole, with no
 * part left loading: a part that is still loading when the render ends would be finished by an inline script, which
 * the page's policy forbids. The lazy parts of a remote (its module, its pages' chunks) are loaded by the first
 * render of a page that needs them, so a render that had to wait for one is done again, with them all here.
 */
export async function renderPage(input: RenderInput): Promise<string> {
  ui.setRenderDate(input.date);
  if (input.remote !== remoteInUse) {
    remoteInUse = input.remote;
    setRoutesLoader(async (remote) => {
      if (!input.remote) throw new Error(`No server build of ${remote} was given.`);
      return input.remote;
    });
  }
  const first = await renderOnce(input);
  if (!/<template|<script/i.test(first)) return first;
  const again = await renderOnce(input);
  if (/<template|<script/i.test(again)) throw new Error(`${input.url} does not render whole on the server: a part of it is still loading.`);
  return again;
}

async function renderOnce(input: RenderInput): Promise<string> {
  if (input.brandData?.code === input.brand) brandModule.registerBrand(input.brandData);
  if (input.routes) brandModule.registerRoutes(input.routes);
  // Never a page of another brand under this one's name.
  if (!brandModule.isBrandCode(input.brand)) throw new Error(`This shell does not know the brand ${input.brand}.`);
  const brand = brandModule.getBrand(input.brand);
  const events = api.createApiEventBus();
  // Nobody is signed in on the server.
  const tokenStore = api.createTokenStore({ events, crossTabSource: null, storage: api.createMemoryStorage() });
  const http = api.createHttpClient({
    getCompany: () => brand.code,
    getWebsiteType: () => brand.defaultCardType,
    tokenStore,
    events,
    origin: 'http://localhost',
    adapter: noRequests,
  });
  const site: ui.Site = {
    brand,
    cardType: ui.createCardTypeChoice(brand.defaultCardType),
    services: { http, api: api.createApiClient(http), tokenStore, events },
    idle: input.idle ?? idleDefaults,
    map: null,
    store: ui.createStoreSlot(),
  };
  if (!matchRoutes(appRoutes(brand), input.url)) throw new Error(`${input.url} is no page of the routes in force: there is no page to render.`);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PageTree site={site} config={{ idle: input.idle ?? idleDefaults, map: null, banner: input.banner }}>
      <StaticRouter location={input.url}>
        <AppRoutes brand={brand} />
      </StaticRouter>
    </PageTree>,
    // A large part is never sent apart from its place to paint sooner (React's progressive chunks): that also
    // needs an inline script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
