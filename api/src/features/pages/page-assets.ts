import fs from 'node:fs/promises';
import path from 'node:path';
import { remotes, type RemoteFolder, type RemotesManifest, type RouteDef } from '@cards/shared/brand';
import { versionFor, type RemotesFile } from './remotes/store.ts';
import escapeHtml from 'escape-html';
import { htmlSafeJson } from './web/render.ts';
import { REMOTE_ENTRY } from './web/built-files.ts';
import { librariesTaken, libraryPreloads } from './shell-libraries.ts';

// What a page needs from the builds, named in its HTML so that everything starts downloading at once:
// the shell's styles inline, its scripts, the brand's list of remotes inline, and for the route's remote its
// entry, exposed module and the route's own chunk as preloads, with their styles inline. Each build
// writes page-chunks.json (scripts/build/page-chunks-plugin.js); a build made before it existed is served as
// before (its own script tags, the list and the chunks found at run time).

export interface ChunkFiles {
  js: string[];
  css: string[];
  /** Shared modules the group takes from the share scope (react, @cards/shared/ui …). */
  shared?: string[];
}

interface PageChunks {
  groups: Record<string, ChunkFiles>;
}

/** A stylesheet of a build: inline when it stands alone, linked when it names other files (fonts, images). */
interface Style {
  href: string;
  text?: string;
  /**
   * The build's runtime adds a link to it when its chunk loads: an inline copy is then preloaded as well, so that
   * link finds the file already fetched instead of asking for it at the end of the chain.
   */
  linkedAtRunTime: boolean;
}

export interface ShellAssets {
  /** Scripts the page runs: the shell's entry. */
  scripts: string[];
  /** Scripts its entry asks for at once (the bootstrap chunk). */
  preloads: string[];
  /** Scripts of the api client's library, which it loads with the first api call (axios). */
  loadedOnUse: string[];
  /** Each shared module it loads on first use: its files, and the shared modules it takes in turn. */
  libraries: ReadonlyMap<string, ChunkFiles>;
  /** The chunks of a shell page that loads on its own (a lazy shell page), by route id. */
  routes: ReadonlyMap<string, ChunkFiles>;
  styles: Style[];
  /** The shared modules the shell provides (its mf-manifest.json): a remote loads the others from its own copy. */
  provides: ReadonlySet<string>;
}

export interface RemoteAssets {
  entry: string;
  /** The exposed module's chunks, and the route's own. */
  preloads: string[];
  styles: Style[];
  /** The api reads the route's page makes as it starts (GET paths), which the page can carry answered. */
  data: string[];
  /** The shell's libraries loaded on use that the route takes, in the order they are evaluated. */
  libraries: string[];
}

const noFiles: ChunkFiles = { js: [], css: [] };

function isChunkFiles(value: unknown): value is ChunkFiles {
  const files = value as ChunkFiles | null;
  return typeof files === 'object' && files !== null && Array.isArray(files.js) && Array.isArray(files.css)
    && [...files.js, ...files.css].every((file) => typeof file === 'string' && !file.includes('..'))
    && (files.shared === undefined || (Array.isArray(files.shared) && files.shared.every((key) => typeof key === 'string')));
}

async function readPageChunks(dir: string): Promise<PageChunks | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(path.join(dir, 'page-chunks.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const { groups } = (parsed as PageChunks | null) ?? {};
  if (typeof groups !== 'object' || groups === null) return undefined;
  return { groups: Object.fromEntries(Object.entries(groups).filter(([, files]) => isChunkFiles(files))) };
}

// A relative url() would resolve against the page instead of the stylesheet once inline.
const namesOtherFiles = (css: string) => /url\(\s*(?!['"]?data:)/i.test(css);

async function readStyles(dir: string, files: string[], base: string, linkedAtRunTime: boolean): Promise<Style[]> {
  return Promise.all(files.map(async (file) => {
    const href = `${base}${file}`;
    const text = await fs.readFile(path.join(dir, file), 'utf8').catch(() => undefined);
    return text === undefined || namesOtherFiles(text) ? { href, linkedAtRunTime } : { href, text, linkedAtRunTime };
  }));
}

/** The shell's assets from its build folder, or undefined for a build without page-chunks.json. */
export async function readShellAssets(dir: string): Promise<ShellAssets | undefined> {
  const chunks = await readPageChunks(dir);
  const main = chunks?.groups.main;
  if (!chunks || !main || main.js.length === 0) return undefined;
  const bootstrap = chunks.groups.bootstrap ?? noFiles;
  const named = (prefix: string) => new Map(Object.entries(chunks.groups)
    .filter(([name]) => name.startsWith(prefix)).map(([name, files]) => [name.slice(prefix.length), files]));
  return {
    scripts: main.js.map((file) => `/${file}`),
    preloads: bootstrap.js.map((file) => `/${file}`),
    // A build from before the groups by library had axios alone in its group.
    loadedOnUse: (chunks.groups['loaded-on-use:axios'] ?? chunks.groups['loaded-on-use'] ?? noFiles).js.map((file) => `/${file}`),
    libraries: named('loaded-on-use:'),
    routes: named('route-'),
    // The entry's styles are in no chunk the runtime loads; the bootstrap chunk's are.
    styles: [...await readStyles(dir, main.css, '/', false), ...await readStyles(dir, bootstrap.css, '/', true)],
    provides: new Set((await readManifest(dir))?.shared?.map((entry) => entry.name) ?? []),
  };
}

/** The parts of a build's mf-manifest.json read here. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: Array<{ name?: unknown }>;
  shared?: Array<{ name: string; assets?: { js?: { sync?: unknown } } }>;
}

async function readManifest(dir: string): Promise<Manifest | undefined> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    if (manifest.shared !== undefined && !Array.isArray(manifest.shared)) return { ...manifest, shared: [] };
    return { ...manifest, shared: manifest.shared?.filter((entry) => typeof entry?.name === 'string') };
  } catch {
    return undefined;
  }
}

interface RemoteBuild {
  chunks?: PageChunks;
  entryFile: string;
  exposeGroup: string;
  /** The files of the remote's own copy of each shared module. */
  sharedFiles: Map<string, string[]>;
  /** Styles by file name, read once. */
  styles: Map<string, Promise<Style[]>>;
}

/** What a remote's mf-manifest.json says of its entry, its exposed module and its own copies of shared modules. */
async function readRemoteBuild(dir: string): Promise<RemoteBuild | undefined> {
  const manifest = await readManifest(dir);
  const entryFile = manifest?.metaData?.remoteEntry?.name;
  const expose = manifest?.exposes?.[0]?.name;
  if (!manifest || typeof entryFile !== 'string' || !/^[\w.-]+$/.test(entryFile)) return undefined;
  const sharedFiles = new Map<string, string[]>();
  for (const entry of manifest.shared ?? []) {
    const sync = entry.assets?.js?.sync;
    if (Array.isArray(sync)) sharedFiles.set(entry.name, sync.filter((file): file is string => typeof file === 'string' && !file.includes('..')));
  }
  return {
    chunks: await readPageChunks(dir),
    entryFile,
    exposeGroup: `__federation_expose_${typeof expose === 'string' ? expose.replace(/^\.\//, '') : 'routes'}`,
    sharedFiles,
    styles: new Map(),
  };
}

/** The brand's remotes (its pins, else the default set): GET /remotes.json, and inline in every page. */
export function remotesList(file: RemotesFile, company: string, baseUrl: string): RemotesManifest {
  const list: RemotesManifest = { company, remotes: [] };
  for (const { folder, name } of remotes) {
    const version = versionFor(file, folder, company);
    // The entry script itself, not its mf-manifest.json: the shell's runtime reads no manifest.
    if (version) list.remotes.push({ name, version, entry: `${baseUrl}/${folder}/${version}/${REMOTE_ENTRY}` });
  }
  return list;
}

/**
 * The files of published remote builds. A published folder never changes, so each is read once; the
 * map only grows by the versions that are published while the api runs.
 */
export class RemoteBuilds {
  private readonly builds = new Map<string, Promise<RemoteBuild | undefined>>();

  constructor(private readonly varDir: string, private readonly baseUrl: string) {}

  /** The brand's remotes, as GET /remotes.json answers them. */
  listFor(file: RemotesFile, company: string): RemotesManifest {
    return remotesList(file, company, this.baseUrl);
  }

  /**
   * What the route's page needs of its remote, or undefined when the brand has none in force. The live shell's
   * `provides`: the shared modules it provides (the remote brings its own copy of any other it uses); its
   * `libraries`: those it loads on first use, whose files the page preloads when the route takes them.
   */
  async assetsFor(
    file: RemotesFile, company: string, route: Pick<RouteDef, 'id' | 'owner' | 'data'>, shell: Pick<ShellAssets, 'provides' | 'libraries'>,
    /** The page's values of the route's parameters: a group `route-<id>~<value>` is that page's own part. */
    params: readonly string[] = [],
  ): Promise<RemoteAssets | undefined> {
    const provided = shell.provides;
    const folder = remotes.find((remote) => remote.name === route.owner)?.folder;
    const version = folder && versionFor(file, folder, company);
    if (!folder || !version) return undefined;
    const build = await this.build(folder, version);
    if (!build) return undefined;
    const base = `${this.baseUrl}/${folder}/${version}/`;
    const groupNames = [build.exposeGroup, `route-${route.id}`, ...params.map((value) => `route-${route.id}~${value}`)];
    const groups = groupNames.map((name) => build.chunks?.groups[name])
      .filter((files): files is ChunkFiles => files !== undefined);
    const css = groups.flatMap((files) => files.css);
    let styles = build.styles.get(css.join('\n'));
    if (!styles) build.styles.set(css.join('\n'), (styles = readStyles(path.join(this.varDir, 'remotes', folder, version), css, base, true)));
    const taken = groups.flatMap((files) => files.shared ?? []);
    const ownCopies = taken.filter((key) => !provided.has(key)).flatMap((key) => build.sharedFiles.get(key) ?? []);
    const libraries = librariesTaken(shell, taken.filter((key) => provided.has(key)));
    return {
      entry: `${base}${build.entryFile}`,
      preloads: [
        ...[...new Set([...groups.flatMap((files) => files.js), ...ownCopies])].map((file) => `${base}${file}`),
        ...libraryPreloads(shell, libraries),
      ],
      libraries,
      styles: await styles,
      data: [...route.data ?? []],
    };
  }

  private build(folder: RemoteFolder, version: string): Promise<RemoteBuild | undefined> {
    const key = `${folder}/${version}`;
    let build = this.builds.get(key);
    if (!build) {
      build = readRemoteBuild(path.join(this.varDir, 'remotes', folder, version));
      // A folder that could not be read (a publish under way) is asked again next time.
      void build.then((found) => found ?? this.builds.delete(key));
      this.builds.set(key, build);
    }
    return build;
  }
}

/** The values of a route's parameters in a path (`/media/:slug` and `/media/a-story` give `a-story`), in order. */
export function routeParamValues(pattern: string, pathname: string): string[] {
  const names = pattern.split('/').filter(Boolean);
  const parts = pathname.split('/').filter(Boolean);
  const values: string[] = [];
  names.forEach((name, index) => {
    if (name.startsWith(':') && parts[index] !== undefined) values.push(parts[index]!);
  });
  return values;
}

/** What a page preloads: its scripts and styles, and the routes the shell reads (a fetch). */
type Preloaded = 'script' | 'style' | 'fetch';

/** The markup the shell template's page-head slot receives. */
export function pageHeadMarkup(input: {
  shell: Pick<ShellAssets, 'scripts' | 'preloads' | 'loadedOnUse' | 'styles'>;
  remote?: RemoteAssets;
  remotesList: RemotesManifest;
  nonce: string;
  /** The page itself is in the HTML (pre-rendered whole): its scripts only bring it to life. */
  contentInHtml?: boolean;
  /**
   * Where the brand's routes in force are (GET /routes.json, named by their digest, so a browser keeps them across
   * pages): the shell registers them before it builds its router.
   */
  routesHref?: string;
  /** Answers of the api reads the page makes as it starts, by path: the shell's api client takes them from here. */
  pageData?: Record<string, unknown>;
  /** A shell page that loads on its own: its scripts and libraries (shellRouteAssets). */
  shellRoute?: { preloads: string[]; libraries: string[] };
}): string {
  const { shell, remote, remotesList, routesHref, nonce, contentInHtml = false, pageData, shellRoute } = input;
  const styles = [...shell.styles, ...(remote?.styles ?? [])];
  const inline = styles.flatMap((style) => (style.text === undefined ? [] : [style.text])).join('\n');
  const lines: string[] = [];
  // `</style` cannot occur in CSS the build wrote, but the text is made safe for its element all the same.
  if (inline) lines.push(`<style nonce="${escapeHtml(nonce)}">${inline.replace(/<\/(style)/gi, '<\\/$1')}</style>`);
  for (const style of styles) if (style.text === undefined) lines.push(`<link rel="stylesheet" href="${escapeHtml(style.href)}">`);
  lines.push(`<script type="application/json" id="remotes">${htmlSafeJson(remotesList)}</script>`);
  if (routesHref) lines.push(`<script type="application/json" id="routes">${htmlSafeJson({ href: routesHref })}</script>`);
  const carriesData = pageData !== undefined && Object.keys(pageData).length > 0;
  if (carriesData) lines.push(`<script type="application/json" id="page-data">${htmlSafeJson(pageData)}</script>`);
  const libraries = [...new Set([...(shellRoute?.libraries ?? []), ...(remote?.libraries ?? [])])];
  if (libraries.length > 0) lines.push(`<script type="application/json" id="page-libraries">${htmlSafeJson(libraries)}</script>`);
  // What a page already whole in its HTML needs only to come to life is not needed for its first paint: its
  // scripts, and their preloads, are asked for once that paint is reported (startAfterFirstPaint), so none of them
  // shares the connection with the page itself. A frame's content is in its scripts: it asks at once.
  const later: Array<[string, Preloaded]> = [];
  const preloaded = new Set<string>();
  const preload = (href: string, as: Preloaded) => {
    // A library two parts of the page take (the stores, for a shell page and its remote) is asked for once.
    if (preloaded.has(href)) return;
    preloaded.add(href);
    if (contentInHtml) later.push([href, as]);
    else lines.push(`<link rel="preload" as="${as}" href="${escapeHtml(href)}"${as === 'fetch' ? ' crossorigin' : ''}>`);
  };
  for (const style of styles) if (style.text !== undefined && style.linkedAtRunTime) preload(style.href, 'style');
  for (const href of shell.preloads) preload(href, 'script');
  // The shell reads the routes before anything renders: asked for with its own scripts.
  if (routesHref) preload(routesHref, 'fetch');
  // A frame's page loads what it shows as it starts: it needs the api client's library at once. A page whole in its
  // HTML makes no call before the person acts (the reads it makes as it starts are answered in it).
  if (!contentInHtml) for (const href of shell.loadedOnUse) preload(href, 'script');
  for (const href of shellRoute?.preloads ?? []) preload(href, 'script');
  if (remote) {
    preload(remote.entry, 'script');
    for (const href of remote.preloads) preload(href, 'script');
  }
  if (contentInHtml) {
    lines.push(`<script nonce="${escapeHtml(nonce)}">${startAfterFirstPaint(shell.scripts, later)}</script>`);
  } else {
    for (const src of shell.scripts) lines.push(`<script defer src="${escapeHtml(src)}"></script>`);
  }
  return lines.join('\n');
}

/**
 * A page whole in its HTML is shown before its scripts run: a deferred script that has arrived runs before the
 * first paint, and the shell's start is the page's longest task (LCP 1.1 s or 2.4 s by which came first).
 * Once the document is parsed and its first contentful paint is reported (a frame's paint, where paint timing is
 * not known), the files the page's start needs are preloaded and its scripts added in order; a hidden tab paints
 * nothing, so there they are added at once, and after two seconds they are added whatever happened. Each element
 * added starts a request, a few milliseconds of the page's thread on a phone: they are added a few to a task
 * (`perTask`), so that adding them is not itself a long task (step 1's 18 files took 100 ms at 4× throttling); a
 * hidden tab, whose timers run once a second, has them all at once.
 */
export function startAfterFirstPaint(scripts: readonly string[], preloads: ReadonlyArray<readonly [string, Preloaded]> = [], perTask = 4): string {
  // [href, 'script' | 'style' | 'fetch'] is a preload; [src] a script, run in the order added.
  const added = [...preloads, ...scripts.map((src) => [src])];
  return `(function(){var d=document,started=false;function add(p){var e;if(p[1]){e=d.createElement("link");e.rel="preload";e.as=p[1];if(p[1]==="fetch")e.crossOrigin="anonymous";e.href=p[0]}`
    + 'else{e=d.createElement("script");e.src=p[0];e.async=false}d.head.appendChild(e)}'
    + `function start(){if(started)return;started=true;var q=${htmlSafeJson(added)};`
    + `(function next(){q.splice(0,d.visibilityState==="hidden"?q.length:${perTask}).forEach(add);if(q.length)setTimeout(next,0)})()}`
    + 'function soon(){setTimeout(start,0)}'
    + 'function afterPaint(){if(d.visibilityState==="hidden")return start();setTimeout(start,2000);'
    + 'var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){'
    + 'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}'
    + 'else requestAnimationFrame(soon)}'
    + 'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})()';
}
