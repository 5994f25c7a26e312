#!/usr/bin/env node
// `npm run dev`: the api, the shell and every remote with live reload. Open http://127.0.0.1:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndPackages } from '../rspack.base.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin', 'concurrently');
// The shell and every remote, as their package.json files declare them.
const packages = frontEndPackages().map((p) => p.packageName);
const commands = [
  'npm run build:data -w api && npm run dev -w api',
  ...packages.map((name) => `npm run dev -w ${name}`),
];
const child = spawn(bin, ['--kill-others-on-fail', '--names', ['api', ...packages].join(','), ...commands], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
