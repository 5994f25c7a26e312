// The shell's styles belong to the entry chunk, which the api inlines into the page: none is fetched at run time.
import './styles/app.css';

// The async boundary: shared modules are negotiated before any of them is used (RUNTIME-006 otherwise).
// The chunk is named so that the server can preload its files (page-chunks.json).
// It is asked for in a task of its own, once main.js has run: asked for while main.js runs, the request's
// initiator (which DevTools, and so Lighthouse, record) holds main.js's top level, and V8 reparses the whole file
// for its source positions, a long task of its own.
setTimeout(() => {
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
}, 0);
