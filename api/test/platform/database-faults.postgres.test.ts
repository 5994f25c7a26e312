import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, load, save, step1, type Created } from '../draft-helpers.ts';
import { createTestApp, expectErrorShape, testDatabase, withoutLimits, type TestApp } from '../helpers.ts';

// Faults: PostgreSQL stopped and started again, without stopping the machine's cluster (other tests use
// it): the app reaches it through a TCP proxy this test closes and opens. While it is gone every save answers 503
// with a Retry-After (ARCHITECTURE 'API conventions'), never a 500; once it is back the page's retry lands, and
// every acknowledged save is there. The SQLite lock: database-faults.test.ts.

const databaseUrl = process.env.DATABASE_URL!;

/** A TCP proxy to PostgreSQL on a port of its own: `stop` cuts every connection and refuses new ones until `start`. */
class PostgresProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  /** The local ports of the proxy's connections to PostgreSQL (pg_stat_activity's client_port). */
  readonly upstreamPorts = new Set<number>();
  port = 0;
  private readonly target = new URL(databaseUrl);

  get url(): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.href;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        // A cut connection is the point of the test.
        socket.on('error', () => {});
      }
      upstream.on('connect', () => this.upstreamPorts.add(upstream.localPort!));
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL going away and coming back', () => {
  const proxy = new PostgresProxy();
  let t: TestApp;

  beforeAll(async () => {
    await proxy.start();
    t = await createTestApp({ config: { ...withoutLimits(), database: { ...testDatabase(), url: proxy.url } } });
  });
  afterAll(async () => {
    // The schema is dropped through the app's pool: the proxy must be up for it.
    await proxy.start().catch(() => {});
    await t?.close();
    await proxy.stop();
  });

  /** Saves `changes` on the draft's current version; the version the server answered, or the refusal. */
  async function saveOn(draft: Created, version: number, changes: object) {
    return save(t, draft.id, draft.key, { ...draft.form, ...changes, _version: version });
  }

  it('ARCHITECTURE API conventions: while it is stopped a save answers 503 with a Retry-After; after the restart the retry lands and the acknowledged saves are all there', async () => {
    const draft = await createDraft(t, step1);
    const acknowledged: string[] = [];
    let version = 1;
    for (const middle of ['M', 'Ma', 'Mar']) {
      const res = await saveOn(draft, version, { Middlenames: middle });
      expect(res.statusCode, res.body).toBe(200);
      version = (res.json() as { version: number }).version;
      acknowledged.push(middle);
    }

    await proxy.stop();
    for (const middle of ['Mary', 'Mary ']) {
      const res = await saveOn(draft, version, { Middlenames: middle });
      const body = expectErrorShape(res, 503);
      expect(body).toMatchObject({ reason: 'database_unavailable', message: expect.stringMatching(/cannot save right now/) });
      expect(res.headers['retry-after']).toBe('5');
    }
    // Reading answers 503 too, with its own words.
    const read = await load(t, draft.form._formLink!, draft.key);
    expect(expectErrorShape(read, 503).message).toMatch(/cannot load this right now/);

    await proxy.start();
    // The page's retry: what it has now, on the last version it had acknowledged.
    const retried = await saveOn(draft, version, { Middlenames: 'Mary Jane' });
    expect(retried.json()).toEqual({ id: draft.id, version: version + 1 });
    expect(version).toBe(1 + acknowledged.length);
    expect((await load(t, draft.form._formLink!, draft.key)).json()).toEqual({ ...draft.form, Middlenames: 'Mary Jane', _version: version + 1 });
  });

  it('a connection cut in the middle of a save answers 503, and the save is either whole or not there', async () => {
    const draft = await createDraft(t, step1);
    // Saves one after the other while the proxy is cut under them: each answer is 200 or 503, never a 500. A cut
    // during the commit can lose the answer of a save that landed: the next save on the old version is then a 409
    // naming the version it made, and the server's copy is that save, as the page finds (@cards/shared 1.3.3).
    let version = 1;
    let landed = step1.Middlenames;
    const statuses: number[] = [];
    let unanswered: string[] = [];
    const saves = (async () => {
      for (let i = 0; i < 40; i += 1) {
        const middle = `Save ${i}`;
        const res = await saveOn(draft, version, { Middlenames: middle });
        statuses.push(res.statusCode);
        if (res.statusCode === 200) {
          version = (res.json() as { version: number }).version;
          landed = middle;
          unanswered = [];
        } else if (res.statusCode === 409) {
          const stale = expectErrorShape(res, 409);
          const server = (await load(t, draft.form._formLink!, draft.key)).json() as { _version: number; Middlenames: string };
          expect(unanswered).toContain(server.Middlenames);
          expect(server._version).toBe(stale.version);
          version = server._version;
          landed = server.Middlenames;
          unanswered = [];
        } else {
          expectErrorShape(res, 503);
          unanswered.push(middle);
        }
      }
    })();
    // Cut once some saves have been answered, and open again at once (a restart).
    await expect.poll(() => statuses.length, { timeout: 10_000, interval: 5 }).toBeGreaterThan(3);
    await proxy.stop();
    await proxy.start();
    await saves;
    expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 409).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(3);
    // The row holds the last save that landed, exactly, or one whose answer was lost after it.
    const loaded = (await load(t, draft.form._formLink!, draft.key)).json() as { _version: number; Middlenames: string };
    if (loaded._version === version) expect(loaded.Middlenames).toBe(landed);
    else expect([loaded._version, unanswered.includes(loaded.Middlenames)]).toEqual([version + 1, true]);
  });

  it('the server ending the app\'s connections (pg_terminate_backend, 57P01) costs at most one 503, and the process lives on', async () => {
    const draft = await createDraft(t, step1);
    const ended = await withClient(async (client) => (await client.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where client_port = any($1::int[]) and pid <> pg_backend_pid()',
      [[...proxy.upstreamPorts]],
    )).rowCount);
    expect(ended).toBeGreaterThan(0);
    const first = await saveOn(draft, 1, { Middlenames: 'After the restart' });
    expect([200, 503]).toContain(first.statusCode);
    const settled = first.statusCode === 200 ? first : await saveOn(draft, 1, { Middlenames: 'After the restart' });
    expect(settled.json()).toEqual({ id: draft.id, version: 2 });
  });

  it('a connection lost while lent out fails only its own work, and the process lives on', async () => {
    // Kysely holds one pooled connection for a transaction; the server ends that backend while it is held (the
    // timeout makes pg_terminate_backend wait until the backend has gone).
    const work = t.app.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await withClient((client) => client.query('select pg_terminate_backend($1, 5000)', [rows[0]!.pid]));
      // This query fails as the socket ends, and pg then emits 'error' on the connection: unheard, an uncaught exception.
      await sql`select 1`.execute(trx);
    });
    await expect(work).rejects.toThrow();
    const draft = await createDraft(t, step1);
    expect((await saveOn(draft, 1, { Middlenames: 'Still here' })).json()).toEqual({ id: draft.id, version: 2 });
  });
});
