// What the soak runs against: PostgreSQL, a redis-server of its own, and api processes started
// as `npm start` starts one (servers.js), each on its own port, all on one schema made for the run.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, waitForHealth } from './servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The api's own driver: the scripts have none of their own.
const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url ?? '');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim(), err: (result.stderr ?? '').trim() || result.error?.message };
}

/** A shell command as the postgres user, from / (that user cannot read the clone's folder), as .ci/run does. */
function asPostgres(command) {
  if (process.getuid?.() === 0) return run('su', ['postgres', '-c', command], { cwd: '/' });
  return run('sh', ['-c', command], { cwd: '/' });
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return { version: rows[0].server_version };
  } catch (err) {
    return { error: err.message };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A PostgreSQL the bench may make schemas in: BENCH_POSTGRES_URL, TEST_POSTGRES_URL or DATABASE_URL when set;
 * otherwise Debian's local cluster (started if down), with a role and database of the bench's own, made as
 * .ci/run makes CI's. `{ skipped }` says why there is none; `stop` stops a cluster this started.
 */
export async function postgresForBench() {
  const given = [process.env.BENCH_POSTGRES_URL, process.env.TEST_POSTGRES_URL, process.env.DATABASE_URL].find(isPostgresUrl);
  if (given) {
    const { version, error } = await answers(given);
    return error ? { skipped: `the PostgreSQL given does not answer (${error})` } : { url: given, version, stop: () => {} };
  }
  const clusters = run('pg_lsclusters', ['-h']);
  if (!clusters.ok) return { skipped: 'no PostgreSQL: set BENCH_POSTGRES_URL, or install Debian\'s postgresql' };
  // Version, name, port, status; the newest version's main cluster first.
  const all = clusters.out.split('\n').filter(Boolean).map((line) => line.split(/\s+/))
    .map(([version, name, port, status]) => ({ version, name, port, status }))
    .sort((a, b) => Number(b.version) - Number(a.version) || Number(b.name === 'main') - Number(a.name === 'main'));
  const cluster = all[0];
  if (!cluster) return { skipped: 'no PostgreSQL cluster (pg_lsclusters lists none): set BENCH_POSTGRES_URL' };
  let stop = () => {};
  if (cluster.status !== 'online') {
    const started = run('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
    if (!started.ok) return { skipped: `PostgreSQL ${cluster.version}/${cluster.name} would not start: ${started.err}` };
    stop = () => run('pg_ctlcluster', [cluster.version, cluster.name, 'stop']);
    for (let i = 0; i < 30 && !run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', cluster.port]).ok; i += 1) await sleep(1000);
  }
  const psql = (sql) => asPostgres(`psql -p ${cluster.port} -qtAc "${sql}"`);
  // A role of the bench's own, able to make and drop its schemas in its own database; local to this machine.
  const made = [];
  if (psql("select 1 from pg_roles where rolname = 'cards_bench'").out !== '1') {
    made.push(psql("create role cards_bench login password 'cards_bench'"));
  }
  if (psql("select 1 from pg_database where datname = 'cards_bench'").out !== '1') {
    made.push(asPostgres(`createdb -p ${cluster.port} -O cards_bench cards_bench`));
  }
  const failed = made.find((step) => !step.ok);
  if (failed) {
    stop();
    return { skipped: `could not make the bench's role and database as the postgres user (${failed.err}): set BENCH_POSTGRES_URL` };
  }
  const url = `postgres://cards_bench:cards_bench@127.0.0.1:${cluster.port}/cards_bench`;
  const { version, error } = await answers(url);
  if (error) {
    stop();
    return { skipped: `the local PostgreSQL does not let the bench in (${error}): set BENCH_POSTGRES_URL` };
  }
  return { url, version, stop };
}

/** Runs `sql` on `url` with `values`, on a connection of its own. */
export async function query(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

function pong(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}

/** Debian's redis-server on a free port, keeping nothing on disk; undefined when it is not installed. */
export async function startRedis() {
  const binary = '/usr/bin/redis-server';
  if (!existsSync(binary)) return undefined;
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await pong(port)); i += 1) await sleep(100);
  if (!(await pong(port))) {
    child.kill();
    throw new Error(`redis-server did not answer on port ${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }),
  };
}

/** Every process's parent, from /proc. */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid …": the name may hold spaces and brackets, so count from its last ')'.
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* gone */ }
  }
  return parentOf;
}

/**
 * The node process running the api under `npm run serve`: npm starts a shell, the shell tsx, and tsx the node
 * process that loads src/main.ts. The deepest of npm's descendants whose command line names main.ts.
 */
function apiPid(npmPid) {
  const parentOf = parents();
  const depth = (pid) => {
    let d = 0;
    for (let p = pid; p && p !== npmPid; p = parentOf.get(p)) d += 1;
    return d;
  };
  const descends = (pid) => {
    for (let p = parentOf.get(pid); p; p = parentOf.get(p)) if (p === npmPid) return true;
    return false;
  };
  const candidates = [...parentOf.keys()].filter((pid) => descends(pid)).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/main.ts');
    } catch {
      return false;
    }
  });
  return candidates.sort((a, b) => depth(b) - depth(a))[0];
}

const mb = (bytes) => Math.round(bytes / 104857.6) / 10;

/** A node's resident memory (MB) and CPU time (s) from /proc, and its heap used (MB) as soak-heap.js last wrote it. */
export function processUsage(node) {
  try {
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${node.pid}/status`, 'utf8'))[1]);
    const stat = readFileSync(`/proc/${node.pid}/stat`, 'utf8');
    const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
    let heapMB;
    try {
      heapMB = mb(JSON.parse(readFileSync(path.join(node.heapDir, `${node.pid}.json`), 'utf8')).heapUsed);
    } catch { /* not written yet */ }
    // Clock ticks: 100 a second on Linux.
    return { rssMB: mb(rssKb * 1024), cpuSeconds: (utime + stime) / 100, heapMB };
  } catch {
    return undefined;
  }
}

/**
 * An api node as servers.js starts the product (`npm run --silent serve -w api`, V8 flags included), its output
 * in `logFile`, its heap figures in `heapDir` (soak-heap.js). Resolves once /api/health answers, with the pid of
 * the node process that serves.
 */
export async function startApiNode(name, env, logFile, heapDir) {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const preload = `--import=${pathToFileURL(path.join(root, 'scripts', 'bench', 'soak-heap.js')).href}`;
  const child = spawn('npm', ['run', '--silent', 'serve', '-w', 'api'], {
    cwd: root,
    env: {
      ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '), BENCH_HEAP_DIR: heapDir,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { return; /* gone */ }
    // The api gives open requests 10 s before it goes (main.ts).
    await Promise.race([exited, sleep(12_000)]);
  };
  try {
    await Promise.race([waitForHealth(url), exited.then((code) => {
      throw new Error(`api node ${name} stopped with ${code} before answering`);
    })]);
  } catch (err) {
    await stop();
    const last = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-10).join('\n');
    throw new Error(`${err.message}; its last lines:\n${last}`, { cause: err });
  }
  return { name, url, pid: apiPid(child.pid), logFile, heapDir, stop };
}
