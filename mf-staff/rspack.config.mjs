import { createConfig } from '../rspack.base.js';

// Everything about this package's build comes from its package.json (name, exports, config.devPort).
export default createConfig(import.meta.url);
