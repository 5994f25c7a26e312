import { defineProject } from 'vitest/config';

const ENGINE_FREE = [
  'test/pages/prerender.test.ts', 'test/pages/publish-rebuild.test.ts', 'test/documents/pdf-fonts.test.ts', 'test/documents/blank-forms.test.ts',
  'test/pages/content-page-config.test.ts', 'test/pages/remotes.test.ts', 'test/pages/shell-deploy.test.ts', 'test/pages/shell.test.ts',
  'test/pages/localities.test.ts', 'test/mail/mail-templates.test.ts', 'test/pages/brand-data.test.ts', 'test/pages/brand-folders.test.ts',
];

export default defineProject({
  test: {
    // With DATABASE_URL set the same suites run against PostgreSQL: `--project api-postgres`.
    name: process.env.DATABASE_URL ? 'api-postgres' : 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // MJML, the PDF code and Stripe load on first use, inside the first test that needs them; on a busy 2-core
    // machine that cold load alone can near Vitest's 5 s default, so a test gets 20 s.
    testTimeout: 20_000,
    // *.postgres.test.ts needs several processes on one database: PostgreSQL only. On PostgreSQL, the files that
    // run no SQL of their own (pages, published files, PDFs, email templates, brand data) are not run again: what
    // they check does not depend on the database.
    exclude: process.env.DATABASE_URL ? ENGINE_FREE : ['test/**/*.postgres.test.ts'],
    // Every test app has its own database (in-memory SQLite, or a fresh PostgreSQL schema dropped on
    // close), so the files can run side by side on either.
    // No file changes module state another relies on (each builds its own app, folders and database), so the files
    // of a worker share one module graph: the api's 45 files took 148 s isolated, 59 s not (import 50 s → 5 s).
    isolate: false,
  },
});
