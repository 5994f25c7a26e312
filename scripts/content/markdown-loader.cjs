// rspack loader for content files: `.md` (Markdown with front matter) and `index.collection` (every .md file of its
// folder; with `?index`, their front matter and a loader of each). The conversion itself is markdown-module.mjs, shared with Vitest.
/* global require, module */
// rspack calls loaders as CommonJS; the conversion itself is an ES module, imported below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

module.exports = function markdownLoader(source) {
  const done = this.async();
  import('./markdown-module.mjs')
    .then((content) => {
      if (this.resourcePath.endsWith('.collection')) {
        // A new or removed file in the folder rebuilds the collection in watch mode.
        this.addContextDependency(path.dirname(this.resourcePath));
        if (this.resourceQuery === '?index') {
          // The index reads each file's front matter.
          for (const file of content.collectionFiles(this.resourcePath)) this.addDependency(file);
          done(null, content.collectionIndexModule(this.resourcePath));
        } else done(null, content.collectionModule(this.resourcePath));
      } else done(null, content.markdownModule(source, this.resourcePath));
    })
    .catch((error) => done(error));
};
