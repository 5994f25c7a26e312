// Writes page-chunks.json beside a build: the files of the entry chunk and of every named chunk group (a lazy
// import named `route-<route id>` with a webpackChunkName comment, the shell's `bootstrap`, a remote's exposed
// module), and the shared modules each group takes from the share scope. The api reads it to preload exactly what
// a page needs and to inline its CSS (issue 16); a shared module the live shell does not provide is loaded from the
// remote's own copy, whose files the remote's mf-manifest.json names. A remote's package.json may name, by route id,
// the api reads its page makes as it starts (`config.pageData`); the api puts their answers into the page.

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

export class PageChunksPlugin {
  /** @param {{ pageData?: Record<string, string[]> }} options */
  constructor({ pageData } = {}) {
    this.pageData = pageData;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = describe(group, compilation.chunkGraph);
        const chunks = this.pageData ? { groups, data: this.pageData } : { groups };
        compilation.emitAsset('page-chunks.json', new sources.RawSource(`${JSON.stringify(chunks, null, 2)}\n`));
      });
    });
  }
}
