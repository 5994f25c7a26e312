// A member of staff signed in, to measure the console's pages with: `ops staff add` makes a supervisor, whose
// emailed link chooses the password; then the sign-in with the password and an authenticator app set up, as the
// console does it, through the api. Its __Host-staff cookie is what the browser is given.
import { spawnSync } from 'node:child_process';
import { generateSync } from 'otplib';

const password = 'bench-heron-quartz-71';

/** A browser for the staff api without one: the cookies the api sets, and the CSRF token every change sends. */
function staffClient(baseUrl) {
  const cookies = new Map();
  let csrf;
  async function call(method, path, body) {
    const headers = { 'x-company': 'default', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method === 'POST') headers['x-csrf-token'] = csrf;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const answer = response.status === 204 ? null : await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }
  return {
    cookies,
    get: (path) => call('GET', path),
    async post(path, body = {}) {
      csrf ??= (await call('GET', '/api/staff/csrf')).csrfToken;
      return call('POST', path, body);
    },
  };
}

/** The value of a signed-in supervisor's __Host-staff cookie at the default brand. */
export async function staffSessionCookie(baseUrl, env) {
  const email = `bench.supervisor.${Date.now()}@example.com`;
  const added = spawnSync('npx', ['tsx', 'api/src/ops/cli.ts', 'staff', 'add', '--email', email, '--name', 'Bench Supervisor', '--roles', 'supervisor', '--by', 'bench'],
    { cwd: process.cwd(), env, encoding: 'utf8' });
  const token = /\/staff\/set-password\/([A-Za-z0-9_-]{43})/.exec(added.stdout)?.[1];
  if (!token) throw new Error(`ops staff add printed no link: ${added.stdout}${added.stderr}`);
  const desk = staffClient(baseUrl);
  await desk.post('/api/staff/set-password', { token, password });
  await desk.post('/api/staff/sign-in', { email, password });
  const { secret } = await desk.post('/api/staff/second-factor/totp');
  await desk.post('/api/staff/second-factor/totp/confirm', { code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }) });
  await desk.get('/api/staff/me');
  return desk.cookies.get('__Host-staff');
}
