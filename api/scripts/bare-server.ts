import Fastify from 'fastify';

// `npm run bench`'s yardstick: a bare Fastify route in a process of its own, answering what /api/health answers,
// with nothing of ours around it (no logging, hooks, headers or database). The api's figures are given as a share
// of this one's, measured in the same run on the same machine.

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', database: 'ok', version: 'bare' }));
app.put('/api/form/:id', async (request) => ({ id: (request.params as { id: string }).id, version: 1 }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
