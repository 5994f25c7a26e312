import { defineProject } from 'vitest/config';
// @ts-expect-error: a plain JavaScript build script, shared with the rspack loader.
import { collectionIndexModule, collectionModule, markdownModule } from '../scripts/content/markdown-module.mjs';

export default defineProject({
  plugins: [
    {
      // The same conversion as the build's loader (rspack.base.js), so tests render what users get.
      name: 'content-files',
      enforce: 'pre',
      load(id: string) {
        const [file, query] = id.split('?');
        if (file.endsWith('.collection')) return (query === 'index' ? collectionIndexModule(file) : collectionModule(file)) as string;
        return undefined;
      },
      transform(code: string, id: string) {
        const file = id.split('?')[0];
        return file.endsWith('.md') ? (markdownModule(code, file) as string) : undefined;
      },
    },
  ],
  test: {
    name: 'mf-content',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/register-workspace-routes.ts'],
    // Isolated: some of its tests replace a module (vi.mock) for their file alone.
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
