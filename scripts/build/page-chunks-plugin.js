// Writes page-chunks.json beside a build: the files of the entry chunk and of every named chunk group (a lazy
// import named `route-<route id>` with a webpackChunkName comment, the shell's `bootstrap`, a remote's exposed
// module), and the shared modules each group takes from the share scope. The api reads it to preload exactly what
// a page needs and to inline its CSS; a shared module the live shell does not provide is loaded from the
// remote's own copy, whose files the remote's mf-manifest.json names. The
// shell's group `loaded-on-use` holds the libraries it loads with their first import() (axios, and the stores with
// mobx), and `loaded-on-use:<name>` each one's: a page whose groups take that shared module preloads its files.

const kinds = (files) => ({
  js: files.filter((file) => file.endsWith('.js')),
  css: files.filter((file) => file.endsWith('.css')),
});

// 'consume shared module (default) @cards/shared/validation@^1.1.0 (strict) (fallback: …)'
const shareKeyOf = (identifier) => /^consume shared module \([^)]*\) (@?[^@]+)@/.exec(identifier)?.[1];

function describe(group, chunkGraph) {
  const files = [];
  const shared = [];
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (!files.includes(file)) files.push(file);
    for (const module of chunkGraph.getChunkModules(chunk)) {
      const key = module.type === 'consume-shared-module' ? shareKeyOf(module.identifier()) : undefined;
      if (key && !shared.includes(key)) shared.push(key);
    }
  }
  return { ...kinds(files), shared: shared.sort() };
}

/** Whether a module is a library's: a package's folder, or a subpath of @cards/shared (a workspace folder or file). */
function partOf(library) {
  if (!library.startsWith('@cards/shared/')) return (resource) => resource.includes(`/node_modules/${library}/`);
  const subpath = `/shared/src/${library.slice('@cards/shared/'.length)}`;
  return (resource) => resource.includes(`${subpath}/`) || /^\.tsx?$/.test(resource.slice(resource.lastIndexOf(subpath) + subpath.length));
}

/** The files of the chunks that hold the given libraries (the shell's, loaded on first use). */
function libraryFiles(libraries, compilation) {
  const tests = libraries.map(partOf);
  const inLibrary = (module) => {
    const resource = module.nameForCondition?.() ?? '';
    return tests.some((test) => test(resource));
  };
  // Every chunk loaded with one that holds the library (its chunk group), and what they take from the share scope
  // in turn (the stores take mobx): a page preloads them with it.
  const chunks = new Set();
  for (const chunk of compilation.chunks) {
    // A page's own chunks may hold a file of a library taken by file (@cards/shared/domain/idle): not its chunks.
    if (chunk.canBeInitial() || !compilation.chunkGraph.getChunkModules(chunk).some(inLibrary)) continue;
    for (const group of chunk.groupsIterable) for (const member of group.chunks) chunks.add(member);
  }
  const files = [];
  const shared = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) if (!files.includes(file)) files.push(file);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = module.type === 'consume-shared-module' ? shareKeyOf(module.identifier()) : undefined;
      if (key && !shared.includes(key)) shared.push(key);
    }
  }
  return { ...kinds(files.sort()), shared: shared.sort() };
}

export class PageChunksPlugin {
  /** @param {{ loadedOnUse?: string[] }} options */
  constructor({ loadedOnUse = [] } = {}) {
    this.loadedOnUse = loadedOnUse;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = describe(group, compilation.chunkGraph);
        if (this.loadedOnUse.length > 0) groups['loaded-on-use'] = libraryFiles(this.loadedOnUse, compilation);
        for (const library of this.loadedOnUse) groups[`loaded-on-use:${library}`] = libraryFiles([library], compilation);
        compilation.emitAsset('page-chunks.json', new sources.RawSource(`${JSON.stringify({ groups }, null, 2)}\n`));
      });
    });
  }
}
