import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.base.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default createConfig({
  name: 'shell',
  dirname,
  isShell: true,
  // Development stand-ins for what the api renders per brand in production.
  htmlParameters: {
    title: 'Secure Card Services (development)',
    description: 'Apply for, renew, track and activate your ASIC or MSIC online.',
    nonce: '',
    theme: '',
    siteData: '{}',
    logo: '/brand/default/logo.svg',
    logoAlt: 'Secure Card Services',
    brand: 'default',
  },
});
