import type { FastifyRequest } from 'fastify';

/** Whether the request is a browser's asking for a page: browsers send text/html in Accept, api clients do not. */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
