// Content files are turned into modules at build time (scripts/content/markdown-module.mjs). An ambient module
// cannot import by a relative path, hence the import() types.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '*.md' {
  const document: import('./content/types.ts').ContentDocument;
  export default document;
}

declare module '*.collection' {
  const documents: Array<import('./content/types.ts').ContentDocument>;
  export default documents;
}

declare module '*.collection?index' {
  const index: Array<import('./content/types.ts').ContentIndexEntry>;
  export default index;
}
