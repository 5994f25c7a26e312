import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // With DATABASE_URL set the same suites run against PostgreSQL: `--project api-postgres`.
    name: process.env.DATABASE_URL ? 'api-postgres' : 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // *.postgres.test.ts needs several processes on one database: PostgreSQL only.
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.postgres.test.ts'],
    // Every test app has its own database (in-memory SQLite, or a fresh PostgreSQL schema dropped on
    // close), so the files can run side by side on either.
  },
});
