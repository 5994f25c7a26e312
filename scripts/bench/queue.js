// The staff queue's part of the bench (BENCH_PARTS=queue): api/scripts/queue-bench.ts in a process of its own, on
// SQLite and, when DATABASE_URL names one, on PostgreSQL (a schema of its own, dropped after). Each run makes 100,000
// people of one brand and a tenth as many of another, then reads a mix of queue pages many times through the
// service (features/casework/queue.ts). BENCH_QUEUE_PEOPLE and BENCH_QUEUE_ROUNDS (20) change the size and rounds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url ?? '');

function runOn(databaseUrl) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'api/scripts/queue-bench.ts'], {
      cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', (err) => resolve({ database: databaseUrl ? 'postgres' : 'sqlite', failed: err.message }));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch {
        resolve({ database: databaseUrl ? 'postgres' : 'sqlite', failed: `the queue bench stopped with ${code}` });
      }
    });
  });
}

/** The queue's figures on each database: `{ databases: [{ database, 'p50 ms', 'p95 ms', pages: [...] }] }`. */
export async function queueFigures() {
  const databases = [await runOn('')];
  if (isPostgresUrl(process.env.DATABASE_URL)) databases.push(await runOn(process.env.DATABASE_URL));
  return { databases };
}

/** The figures as tables: one row a database, then each page's on each. */
export function printQueue(queue) {
  console.table(queue.databases.map(({ pages: _pages, ...figures }) => figures));
  for (const run of queue.databases.filter((d) => d.pages)) {
    console.log(`${run.database}, each page (ms):`);
    console.table(run.pages.map(({ plans: _plans, ...page }) => page));
  }
}

/** The target: a page of the queue within 50 ms at the 95th percentile, on each database. */
export function queueTargetRows(queue) {
  if (!queue) return [];
  return queue.databases.map((run) => ({
    figure: `staff queue page p95 ms (${run.database}, ${run.people ?? '?'} people)`,
    measured: run.failed ? run.failed : run['p95 ms'],
    target: '≤ 50',
    met: !run.failed && run['p95 ms'] <= 50 ? 'yes' : 'NO',
  }));
}
