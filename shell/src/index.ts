// The shell's styles belong to the entry chunk, which the api inlines into the page: none is fetched at run time.
import './styles/app.css';

// The async boundary: shared modules are negotiated before any of them is used (RUNTIME-006 otherwise).
// The chunk is named so that the server can preload its files (page-chunks.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
