import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The monorepo root: api/src/platform/paths.ts is three folders down. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
