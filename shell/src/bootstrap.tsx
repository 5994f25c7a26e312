import { yieldToPage } from './yield.ts';

// Issue 16: the shell's start is the page's longest work. Its libraries are in main.js already (eager shared
// modules); each is evaluated here in a task of its own, and the app then starts (start.tsx) with them ready, so
// no single task blocks a tap for long. Imports in eager mode add no chunk and no request.
await yieldToPage();
await import(/* webpackMode: "eager" */ 'react-dom/client');
await yieldToPage();
await import(/* webpackMode: "eager" */ '@cards/shared/domain');
await yieldToPage();
await import(/* webpackMode: "eager" */ '@cards/shared/api');
await yieldToPage();
await import(/* webpackMode: "eager" */ '@cards/shared/stores');
await yieldToPage();
await import(/* webpackMode: "eager" */ '@cards/shared/ui');
await yieldToPage();
await import(/* webpackMode: "eager" */ './start.tsx');
