import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropSchema, startApiProcess, stopApiProcess, type ApiProcess } from '../api-process.ts';
import { makeTempDir } from '../helpers.ts';
import { step1 } from '../draft-helpers.ts';
import { startSmtpServer, type SmtpTestServer } from '../smtp-test-server.ts';

// Two api processes on one PostgreSQL, each running its mail sender, with the SMTP server
// down while mail piles up and then back: every message arrives once, none twice. PostgreSQL only (this file runs
// in the api-postgres project): SQLite has one writer, one process (docs/decisions.md).

const databaseUrl = process.env.DATABASE_URL!;
const schema = `test_nodes_${randomBytes(5).toString('hex')}`;

let smtp: SmtpTestServer;
let dir: string;
const nodes: ApiProcess[] = [];

async function startNode(name: string): Promise<ApiProcess> {
  const node = await startApiProcess({
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    VAR_DIR: path.join(dir, name),
    SHELL_DIST: path.join(dir, 'no-shell'),
    DATA_DIR: path.join(dir, 'no-data'),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://cards.example.com.au',
    SMTP_URL: smtp.url,
    SMTP_CONNECTION_TIMEOUT_MS: '1000',
    MAIL_POLL_MS: '25',
    MAIL_RETRY_BASE_MS: '25',
    MAIL_RETRY_MAX_MS: '50',
    FORM_RATE_LIMIT_MAX: '100000',
    MAIL_RATE_LIMIT_MAX: '100000',
  });
  nodes.push(node);
  return node;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  dir = await makeTempDir('cards-nodes-');
}, 60_000);

afterAll(async () => {
  await Promise.all(nodes.map(stopApiProcess));
  await smtp.close();
  await fs.rm(dir, { recursive: true, force: true });
  await dropSchema(databaseUrl, schema);
});

async function post(node: ApiProcess, url: string, body: object, key?: string) {
  const res = await fetch(`${node.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-company': 'default', 'x-website-type': 'asic', ...(key ? { 'x-form-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

describe('two api processes on one PostgreSQL (row claiming with FOR UPDATE SKIP LOCKED)', () => {
  it('deliver every queued mail once, none twice, after the SMTP server comes back', async () => {
    await smtp.down();
    // One after the other: the first creates the schema, the second finds it migrated.
    const a = await startNode('a');
    const b = await startNode('b');

    const addresses = Array.from({ length: 24 }, (_, i) => `node.${i}@example.com`);
    await Promise.all(addresses.map(async (address, i) => {
      const node = i % 2 === 0 ? a : b;
      const created = await post(node, '/api/form', { ...step1, Email: address, EmailConfirm: address, _stepCompleted: 1 });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // Asked of the other process: one draft, mail queued by both nodes.
      const other = node === a ? b : a;
      const idle = await post(other, `/api/mail/session-expired/${created.body.id}`, {}, created.body.key as string);
      expect(idle.body).toMatchObject({ queued: true });
    }));

    // Both senders are retrying while the server is down.
    const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${schema}"` });
    await client.connect();
    try {
      await vi.waitFor(async () => {
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from outbox where attempts >= 2 and status = 'queued'`);
        expect(Number(rows[0]!.n)).toBe(48);
      }, { timeout: 30_000, interval: 50 });

      await smtp.up();
      await vi.waitFor(async () => {
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from outbox where status = 'sent'`);
        expect(Number(rows[0]!.n)).toBe(48);
      }, { timeout: 30_000, interval: 50 });
    } finally {
      await client.end();
    }

    // Every message arrived once: two per address (saved form, session ended), by Message-ID no repeats.
    for (const address of addresses) {
      const mails = smtp.received.filter((m) => m.envelope.to.includes(address));
      expect(mails.map((m) => m.parsed.subject).sort(), address).toEqual([
        'We saved your ASIC application when your session ended', 'Your ASIC application is saved',
      ]);
    }
    const ids = smtp.received.map((m) => m.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(smtp.received).toHaveLength(48);
    for (const node of nodes) expect(node.child.exitCode, node.output.join('')).toBeNull();
  }, 120_000);
});
