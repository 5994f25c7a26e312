import { yieldToPage } from './yield.ts';

// The shell's start is the page's longest work. Its libraries are in main.js already (eager shared
// modules); each is evaluated here in a task of its own, and the app then starts (start.tsx) with them ready, so
// no single task blocks a tap for long. Imports in eager mode add no chunk and no request.
const inTurn = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@cards/shared/api'),
  () => import(/* webpackMode: "eager" */ '@cards/shared/ui'),
  () => import(/* webpackMode: "eager" */ './start.tsx'),
];
for (const evaluate of inTurn) {
  await yieldToPage();
  await evaluate();
}
