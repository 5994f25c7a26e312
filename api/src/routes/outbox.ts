import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../web/render.ts';
import { acceptsHtml } from '../web/shell.ts';

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
    const messages = await app.outbox.latest({ to, limit });
    // A browser gets a plain page to read (and follow the links of); tests and scripts get JSON.
    if (acceptsHtml(request)) return reply.type('text/html; charset=utf-8').send(outboxPage(messages));
    return messages;
  });
}

function outboxPage(messages: Array<{ to: string; subject: string; text: string; createdAt: string }>): string {
  const items = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)}, ${escapeHtml(m.createdAt)}</p>` +
        `<pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Mail outbox</title></head>` +
    `<body><main><h1>Mail outbox</h1><p>Messages kept instead of sent, newest first (development only).</p>` +
    `${items || '<p>No messages yet.</p>'}</main></body></html>`;
}
