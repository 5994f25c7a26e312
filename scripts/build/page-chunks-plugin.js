// Writes page-chunks.json beside a build: the files of the entry chunk and of every named chunk group (a lazy
// import named `route-<route id>` with a webpackChunkName comment, the shell's `bootstrap`, a remote's exposed
// module), and the shared modules each group takes from the share scope. The api reads it to preload exactly what
// a page needs and to inline its CSS (issue 16); a shared module the live shell does not provide is loaded from the
// remote's own copy, whose files the remote's mf-manifest.json names. A remote's package.json may name, by route id,
// the api reads its page makes as it starts (`config.pageData`); the api puts their answers into the page. The
// shell's group `loaded-on-use` holds the singletons it loads with their first import() (axios).

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

/**
 * The files of the chunks that hold the given libraries (the shell's singletons loaded on first use): a page that
 * calls the api as it starts preloads them.
 */
function libraryFiles(libraries, compilation) {
  const inLibrary = (module) => {
    const resource = module.nameForCondition?.() ?? '';
    return libraries.some((library) => resource.includes(`/node_modules/${library}/`));
  };
  const files = [];
  for (const chunk of compilation.chunks) {
    if (!compilation.chunkGraph.getChunkModules(chunk).some(inLibrary)) continue;
    for (const file of chunk.files) if (!files.includes(file)) files.push(file);
  }
  return kinds(files.sort());
}

export class PageChunksPlugin {
  /** @param {{ pageData?: Record<string, string[]>, loadedOnUse?: string[] }} options */
  constructor({ pageData, loadedOnUse = [] } = {}) {
    this.pageData = pageData;
    this.loadedOnUse = loadedOnUse;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = describe(group, compilation.chunkGraph);
        if (this.loadedOnUse.length > 0) groups['loaded-on-use'] = libraryFiles(this.loadedOnUse, compilation);
        const chunks = this.pageData ? { groups, data: this.pageData } : { groups };
        compilation.emitAsset('page-chunks.json', new sources.RawSource(`${JSON.stringify(chunks, null, 2)}\n`));
      });
    });
  }
}
