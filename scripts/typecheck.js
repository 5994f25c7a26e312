#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit for every package's tsconfig, two at a time (the machines have 2 cores).
// Each package is checked with its own libraries: the api and shared's domain, validation and brand without the
// DOM, the front-end packages with it. The packages whose tsconfig is the base's settings alone (the shell, the
// remotes, shared, the journeys) are one program: each would otherwise check shared and React's types again.
// Exits non-zero when any has a type error.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

const configs = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
  .flatMap((entry) => readdirSync(path.join(root, entry.name))
    .filter((name) => /^tsconfig(\.[\w-]+)?\.json$/.test(name))
    .map((name) => path.join(entry.name, name)))
  .filter((file) => existsSync(path.join(root, file)));

/** A tsconfig that is `extends` the base and `include` alone: its folders, from the root. */
function plainIncludes(config) {
  const { config: json } = ts.readConfigFile(path.join(root, config), (file) => readFileSync(file, 'utf8'));
  const keys = Object.keys(json ?? {}).sort().join(',');
  if (keys !== 'extends,include' || json.extends !== '../tsconfig.base.json') return null;
  return json.include.map((pattern) => path.join(path.dirname(config), pattern));
}

const plain = configs.filter((config) => plainIncludes(config) !== null);
const together = path.join(root, 'node_modules', '.cache', 'typecheck', 'tsconfig.json');
mkdirSync(path.dirname(together), { recursive: true });
writeFileSync(together, JSON.stringify({
  extends: path.relative(path.dirname(together), path.join(root, 'tsconfig.base.json')),
  include: plain.flatMap((config) => plainIncludes(config).map((folder) => path.relative(path.dirname(together), path.join(root, folder)))),
}, null, 2));
const programs = [...configs.filter((config) => !plain.includes(config)), path.relative(root, together)];
const nameOf = (config) => (config === path.relative(root, together) ? `${plain.join(', ')} (one program)` : config);

function check(config) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', config, '--noEmit', '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ config, code, output }));
  });
}

const queue = [...programs];
const failed = [];
async function worker() {
  for (let config = queue.shift(); config; config = queue.shift()) {
    const { code, output } = await check(config);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${nameOf(config)}`);
    if (code !== 0) {
      failed.push(nameOf(config));
      process.stdout.write(output);
    }
  }
}
await Promise.all([worker(), worker()]);
if (failed.length > 0) {
  console.log(`Type errors in ${failed.join(', ')}`);
  process.exit(1);
}
