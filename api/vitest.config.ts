import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'api-postgres' : 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One PostgreSQL database is shared by the api suites, so they run one file at a time there.
    fileParallelism: !process.env.DATABASE_URL,
  },
});
