// The ALTCHA widget without its inline workers and styles (altcha/external), so it runs under our strict CSP:
// the styles are a bundled file and each proof-of-work worker is a chunk of our own origin. Loaded only by the
// pages that show a captcha.
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';

const sha = () => new Worker(new URL('altcha/workers/sha', import.meta.url));
const pbkdf2 = () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url));

for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(name, sha);
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) globalThis.$altcha.algorithms.set(name, pbkdf2);
