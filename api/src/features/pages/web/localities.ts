import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

// GET /shared/data/au/{STATE}.json: the locality files built by `npm run build:data` (SPEC §7).

const stateFiles = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((s) => `${s}.json`));

const localityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const root = path.join(app.config.dataDir, 'au');
  app.get('/shared/data/au/:file', { schema: { params: Type.Object({ file: Type.String() }) } }, async (request, reply) => {
    const { file } = request.params;
    if (!stateFiles.has(file)) return reply.callNotFound();
    // Not content-hashed, but they change only when the data is rebuilt for a release.
    reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    return reply.sendFile(file, root, { cacheControl: false });
  });
};

export default localityRoutes;
