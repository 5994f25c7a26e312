import fs from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_BRAND_CODE, cardName, getBrand, guardRedirect, isBrandCode, matchRouteAndCard, routePath } from '@cards/shared/brand';
import { Type } from 'typebox';
import { brandFolders } from '../brands/brand-folders.ts';
import { errorBody } from '../../../platform/errors.ts';
import { redactUrl } from '../../../platform/logging/log-redaction.ts';
import { reportRateLimit } from '../../../platform/rate-limit.ts';
import { cacheControlFor, immutable, isSourceMap } from './built-files.ts';
import { pageBrand, setsBrandCookie } from '../../../platform/page-brand.ts';
import { readBanner } from './banner.ts';
import { pageHeadMarkup, RemoteBuilds, routeParamValues } from '../page-assets.ts';
import { KnownPages } from '../known-pages.ts';
import { pageReads } from './page-reads.ts';
import { shellRouteAssets } from '../shell-libraries.ts';
import { Prerendered } from '../prerendered.ts';
import { renderShell } from './render.ts';
import { companyQuery, reportedCompany } from '../../../platform/request-brand.ts';
import { acceptsHtml } from '../../../platform/accepts-html.ts';
import { ShellTemplate } from './template.ts';
import { liveShellDir, publishedVersions } from '../remotes/published.ts';
import { carriedRoutes, RoutesInForce } from '../routes-in-force.ts';
import { readRemotesFileFresh } from '../remotes/store.ts';

// The shell: its built files, and its index.html rendered per brand for every page path (history
// fallback). A path that no route in force for the brand owns (routes-in-force.ts), or that names content the release has no page for (known-pages.ts),
// gets the shell with status 404: the shell shows its 404 page at that address and reports the path to
// GET /404?uri= (the server does not, so a miss is reported once), which answers 404 too. Source maps are never served.
// The shell served is the published one remotes.json names (ops publish shell, pin, rollback), else SHELL_DIST,
// looked up on every request so a deploy or a rollback is live on the next page load with no restart.

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the shell page for this request's brand and path, or a 503 when it is not built. */
    /** Without a status, 200 for a path a route owns and 404 for any other. */
    sendShellPage(request: FastifyRequest, reply: FastifyReply, statusCode?: number): Promise<FastifyReply>;
  }
}


/**
 * Whether a GET of a path that is no file should get the page: browsers ask for text/html; a plain client
 * (curl, a link checker) that takes anything gets the page too, but a missing file (a stale /main.1a2b.js)
 * gets a 404 rather than HTML it would try to run.
 */
export function wantsPage(request: FastifyRequest, pathname: string): boolean {
  if (acceptsHtml(request)) return true;
  const accept = request.headers.accept ?? '*/*';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !lastSegment.includes('.');
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The file under root that a URL path names, or undefined for anything that is not a plain file there. */
async function fileUnder(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((s) => s === '..')) return undefined;
  const relative = decoded.replace(/^\/+/, '');
  if (!relative || relative === 'index.html' || isSourceMap(relative)) return undefined;
  const full = path.join(root, relative);
  if (!full.startsWith(root + path.sep)) return undefined;
  try {
    return (await fs.stat(full)).isFile() ? relative : undefined;
  } catch {
    return undefined;
  }
}

/** A content-hashed build file (main.1a2b3c4d5e.js): the same name is the same bytes in every shell version. */
const isHashedFile = (file: string) => /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/.test(file);

const shellRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Pages are made per request: compressed as they are sent (the built files have their copies already). Only
  // here: for the api's routes the plugin was a hook on every call with nothing to compress.
  await app.register(compress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await setsBrandCookie(app);
  const { shellDist, varDir } = app.config;
  const templates = new Map<string, ShellTemplate>();
  const remoteBuilds = new RemoteBuilds(varDir, app.config.remotesBaseUrl ?? '/remotes');
  const prerenders = new Prerendered(varDir);
  const knownPages = new KnownPages(varDir);
  const routesInForce = new RoutesInForce(varDir, shellDist);
  const liveShell = async () => liveShellDir(varDir, await readRemotesFileFresh(varDir), shellDist);
  const templateOf = (dir: string) => {
    let template = templates.get(dir);
    if (!template) templates.set(dir, (template = new ShellTemplate(dir)));
    return template;
  };

  /**
   * The shell folder holding a file: the live one; for a hashed file, also earlier published shells, so a page
   * opened before a deploy or a rollback can still load the chunks it was built with.
   */
  async function shellFolderWith(pathname: string): Promise<{ dir: string; file: string } | undefined> {
    const live = await liveShell();
    const file = await fileUnder(live, pathname);
    if (file || !isHashedFile(pathname)) return file ? { dir: live, file } : undefined;
    for (const version of (await publishedVersions(varDir, 'shell')).reverse()) {
      const dir = path.join(varDir, 'shell', version);
      const older = dir === live ? undefined : await fileUnder(dir, pathname);
      if (older) return { dir, file: older };
    }
    return undefined;
  }

  const reads = pageReads(app.referenceData);

  /**
   * The answers of the api reads a page makes as it starts (its remote's page-chunks.json names them): the page
   * carries them, and its api client takes each from there once instead of waiting for its code to ask
   * (no request chain). A read that is not one of ours (page-reads.ts), or that fails, is left to the page.
   */
  async function pageData(paths: readonly string[]): Promise<Record<string, unknown>> {
    const answers = await Promise.all(paths.map(async (url) => {
      const read = reads.get(url);
      if (!read) return [];
      try {
        return [[url, await read()]];
      } catch (err) {
        app.log.warn({ err, url }, 'a page went without the answer of a read it carries');
        return [];
      }
    }));
    return Object.fromEntries(answers.flat());
  }

  app.decorate('sendShellPage', async (request: FastifyRequest, reply: FastifyReply, statusCode?: number) => {
    const remotesFile = await readRemotesFileFresh(varDir);
    const shell = await templateOf(liveShellDir(varDir, remotesFile, shellDist)).get();
    if (shell === undefined) {
      return reply.status(503).header('cache-control', 'no-store').send(errorBody(503,
        'The web pages have not been built yet. Run npm run build, then reload this page.'));
    }
    const brand = pageBrand(request, reply);
    const pathname = request.url.split('?')[0]!;
    const shellDir = liveShellDir(varDir, remotesFile, shellDist);
    // The routes of the brand's remote versions in force decide, for the names of the cards this brand issues
    // (/track-asic, and /track-msic where it issues MSICs too).
    const routes = await routesInForce.for(remotesFile, brand, shellDir);
    const match = matchRouteAndCard(decodedPath(pathname), brand, routes);
    const route = match?.route;
    // /media/{slug} with a slug the content does not have is not a page either.
    const missing = statusCode === undefined && await knownPages.isMissing(remotesFile, brand, routes, route, decodedPath(pathname));
    statusCode ??= route?.id === 'not-found' || missing ? 404 : 200;
    const nonce = reply.pageNonce;
    const prerendered = statusCode === 200 && shell.assets
      ? await prerenders.find(remotesFile, brand, routes, decodedPath(pathname), request.query as Record<string, unknown>) : undefined;
    // A page the brand is sent away from (SPEC §1 blocked, §2 chcheli's /apply) needs nothing of its remote.
    const params = route ? routeParamValues(routePath(route, cardName(brand, match?.cardType)), decodedPath(pathname)) : [];
    const remote = shell.assets && route && !missing && route.owner !== 'shell' && !guardRedirect(route, brand, { authenticated: true })
      ? await remoteBuilds.assetsFor(remotesFile, brand.code, route, shell.assets, params) : undefined;
    const html = renderShell({
      template: shell.text, brand, match: missing || !match ? undefined : match, nonce, pageConfig: {
        idle: app.config.idle,
        // The shell shows its not-found page at this address, whatever its route table says of it.
        ...(missing ? { notFound: true } : {}),
        map: app.config.map && { url: app.config.map.tileUrl, attribution: app.config.map.attribution },
        banner: await readBanner(shellDir, brand),
      },
      prerendered,
      pageHead: shell.assets && pageHeadMarkup({
        shell: shell.assets,
        remote,
        remotesList: remoteBuilds.listFor(remotesFile, brand.code),
        routesHref: `/routes.json?${new URLSearchParams({ company: brand.code, v: carriedRoutes(routes).digest })}`,
        nonce,
        contentInHtml: prerendered?.mode === 'page',
        pageData: remote && await pageData(remote.data),
        shellRoute: missing ? shellRouteAssets(shell.assets, 'not-found')
          : route?.owner === 'shell' ? shellRouteAssets(shell.assets, route.id) : undefined,
      }),
    });
    // The page carries a fresh nonce, so no cache may hand it to anyone else.
    reply.status(statusCode)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .compress(html);
    return reply;
  });

  // GET /routes.json?company=<brand>&v=<digest>: the brand's routes in force, as the page names them. The address
  // of the routes in force is kept for a year (a publish changes the digest); an older one gets today's, never kept.
  app.get('/routes.json', {
    schema: { querystring: Type.Object({ company: Type.Optional(Type.String({ maxLength: 40 })), v: Type.Optional(Type.String({ maxLength: 64 })) }) },
  }, async (request, reply) => {
    const asked = companyQuery(request);
    const brand = getBrand(isBrandCode(asked) ? asked : DEFAULT_BRAND_CODE);
    const remotesFile = await readRemotesFileFresh(varDir);
    const carried = carriedRoutes(await routesInForce.for(remotesFile, brand, liveShellDir(varDir, remotesFile, shellDist)));
    reply.header('cache-control', request.query.v === carried.digest ? immutable : 'no-store')
      .header('content-type', 'application/json; charset=utf-8');
    return reply.send(carried.json);
  });

  // SPEC §2 page-404: the shell reports the path it could not show. Answers 404 so the status is honest,
  // with the page itself for a browser that asks for HTML.
  app.get('/404', {
    config: { rateLimit: reportRateLimit(app.config) },
    schema: { querystring: Type.Object({ uri: Type.Optional(Type.String()) }) },
  }, async (request, reply) => {
    // The missed address may hold a secret in its query (a key, an emailed link's token): never logged or stored.
    const uri = request.query.uri ? redactUrl(request.query.uri.slice(0, 2048)) : undefined;
    if (uri) {
      request.log.info({ missedUri: uri }, 'page not found');
      await app.reports.missedPage({ uri, company: reportedCompany(request), referrer: request.headers.referer && redactUrl(request.headers.referer) });
    }
    if (acceptsHtml(request)) return app.sendShellPage(request, reply, 404);
    return reply.status(404).send(errorBody(404, 'We could not find that page.'));
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();

    // A brand of the deployment's own keeps its logo in its folder.
    const own = /^\/brand\/([a-z0-9]+)\/([a-z0-9-]+\.(?:svg|png))$/.exec(pathname);
    const folder = own && brandFolders().get(own[1]!);
    if (folder) {
      reply.header('cache-control', 'public, max-age=3600').header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile(own[2]!, folder.dir, { cacheControl: false });
    }
    const found = await shellFolderWith(pathname);
    if (found) {
      reply.header('cache-control', cacheControlFor(found.file, 'public, max-age=3600'));
      // Emails show the brand's logo from here: a mail app on another origin must be allowed to load it.
      if (pathname.startsWith('/brand/')) reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile(found.file, found.dir, { cacheControl: false });
    }

    // /induction/{id} is a page and, for calls that do not ask for HTML, an api path (SPEC §7
    // GET /induction/{id} and /induction/{id}/program, features/induction/routes.ts); an unknown one of those is the JSON 404.
    const page = pathname.startsWith('/induction/') ? acceptsHtml(request) : wantsPage(request, pathname);
    if (page) return app.sendShellPage(request, reply);
    return reply.callNotFound();
  });
};

export default shellRoutes;
