#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit for every package's tsconfig, two at a time (the machines have 2 cores).
// Each package is checked with its own libraries: the api and shared's domain, validation and brand without the
// DOM, the front-end packages with it. Exits non-zero when any has a type error.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

const configs = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
  .flatMap((entry) => readdirSync(path.join(root, entry.name))
    .filter((name) => /^tsconfig(\.[\w-]+)?\.json$/.test(name))
    .map((name) => path.join(entry.name, name)))
  .filter((file) => existsSync(path.join(root, file)));

function check(config) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', config, '--noEmit', '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ config, code, output }));
  });
}

const queue = [...configs];
const failed = [];
async function worker() {
  for (let config = queue.shift(); config; config = queue.shift()) {
    const { code, output } = await check(config);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${config}`);
    if (code !== 0) {
      failed.push(config);
      process.stdout.write(output);
    }
  }
}
await Promise.all([worker(), worker()]);
if (failed.length > 0) {
  console.log(`Type errors in ${failed.join(', ')}`);
  process.exit(1);
}
