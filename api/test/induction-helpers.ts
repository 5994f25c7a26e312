import { fileURLToPath } from 'node:url';

// Shared by the induction tests (issue 14).

/** Two small programs (3 for adg, 5 for bne) the tests use instead of the real ones. */
export const FIXTURE_PROGRAMS = fileURLToPath(new URL('./fixtures/induction-programs/', import.meta.url));
