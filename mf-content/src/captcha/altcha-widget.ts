// The ALTCHA widget without its inline workers and styles (altcha/external), so it runs under our strict CSP:
// the styles are a bundled file and each proof-of-work worker is a chunk of our own origin. Loaded only by the
// pages that show a captcha.
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';

// Each worker file is a self-contained script: it is emitted as a plain file of our origin (an asset URL), not
// bundled as a worker chunk, whose runtime would look for the shell's federation runtime, which a
// worker's global scope does not have.
const shaUrl = new URL('altcha/workers/sha', import.meta.url);
const pbkdf2Url = new URL('altcha/workers/pbkdf2', import.meta.url);
const sha = () => new Worker(shaUrl);
const pbkdf2 = () => new Worker(pbkdf2Url);

for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(name, sha);
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) globalThis.$altcha.algorithms.set(name, pbkdf2);
