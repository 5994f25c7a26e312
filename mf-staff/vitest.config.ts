import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-staff',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/register-workspace-routes.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
