import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered: the request (method, redacted address, client) and its
 * answer (status, time). At info only for a refused request (4xx, 5xx); at debug for the rest, so LOG_LEVEL=debug
 * logs every request. A line for each request at info cost a third of /api/health's throughput; a load
 * balancer keeps access logs anyway.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) };
    if (error || reply.statusCode >= 400) request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
  }
}
