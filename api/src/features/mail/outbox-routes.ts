import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import escapeHtml from 'escape-html';
import { acceptsHtml } from '../../platform/accepts-html.ts';

// GET /api/dev/outbox?to=<address>&limit=<n>: the newest stored messages, newest first, for a developer and the
// e2e tests to read resume links from. Registered only with OUTBOX_PAGE=1 (off by default, so a 404 like any
// unknown path): the messages hold working one-time links. Every queued message is listed, sent or not.

// Other query members are ignored.
const query = Type.Object({
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/dev/outbox', {
    schema: { querystring: query },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { to, limit } = request.query;
    const messages = await app.mailQueue.latest({ to, limit });
    // A browser gets a plain page to read (and follow the links of); tests and scripts get JSON.
    if (acceptsHtml(request)) return reply.type('text/html; charset=utf-8').send(outboxPage(messages));
    return messages;
  });
};

export default outboxRoutes;

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
