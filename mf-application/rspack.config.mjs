import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.base.js';

export default createConfig({
  name: 'mf_application',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './routes': './src/routes.tsx' },
});
