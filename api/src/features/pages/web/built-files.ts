import type { FastifyInstance } from 'fastify';

// How built front-end files are served. Names with a content hash never change, so they may be kept for a
// year; the federation entry files must be checked every time so a new publish is seen at once. Source maps
// are never served: they would hand out the source (rspack.base.js writes them hidden, for our own use).

const hashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Every remote build's entry script (rspack.base.js `filename`). */
export const REMOTE_ENTRY = 'remoteEntry.js';
const entryFiles = new Set(['mf-manifest.json', REMOTE_ENTRY, 'mf-stats.json', 'page-chunks.json']);

export const immutable = 'public, max-age=31536000, immutable';

/**
 * For a plugin whose routes send built files, which come with .br and .gz copies (rspack.base.js): caches must
 * keep the compressed and the plain copy apart. Only there: on every api call it was a hook with nothing to do.
 */
export function varyByEncoding(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('content-encoding')) reply.header('vary', 'Accept-Encoding');
    done(null, payload);
  });
}

export function cacheControlFor(file: string, otherwise: string): string {
  const name = file.split('/').pop() ?? file;
  if (entryFiles.has(name)) return 'no-cache';
  if (hashed.test(name)) return immutable;
  return otherwise;
}

export function isSourceMap(file: string): boolean {
  return /\.map$/i.test(file);
}
