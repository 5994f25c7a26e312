import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-track-status',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
