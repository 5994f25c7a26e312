import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-staff',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/register-workspace-routes.ts'],
    // Isolated: its sign-in tests replace the WebAuthn library (vi.mock) for their file alone.
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
