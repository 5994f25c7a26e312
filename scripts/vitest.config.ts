import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling: the lint rules (ARCHITECTURE.md's folder table, no tracker numbers), and that
// the npm scripts start.
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['*.test.ts', 'content/*.test.ts', 'build/*.test.ts', 'lint/*.test.ts'],
  },
});
