import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-content',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
