import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

// GET /api/dev/outbox?to=<address>&limit=<n>: the newest stored messages, newest first, for a developer and the
// e2e tests to read resume links from. Registered only with OUTBOX_PAGE=1 (off by default, so a 404 like any
// unknown path): the messages hold working draft keys. Only the outbox transport (no SMTP_URL) fills the table.

const query = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', minLength: 1, maxLength: 320 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export default async function outboxRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string; limit: number } }>('/dev/outbox', {
    schema: { querystring: query },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { to, limit } = request.query;
    let select = app.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) select = select.where(sql<string>`lower(to_address)`, '=', to.trim().toLowerCase());
    const rows = await select.execute();
    return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text, html: r.html, createdAt: r.created_at }));
  });
}
