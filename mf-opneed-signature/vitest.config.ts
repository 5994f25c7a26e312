import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-opneed-signature',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/register-workspace-routes.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
