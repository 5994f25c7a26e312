import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-opneed-signature',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
