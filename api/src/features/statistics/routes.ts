import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { now } from '../../platform/clock.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { requireStaff, staffOf } from '../staff/session.ts';
import { staffRequests } from '../staff/staff-requests.ts';
import { applicationsCsv } from './applications-csv.ts';
import { reportRange } from './range.ts';
import { applicationsReport } from './report.ts';
import { stages } from './stages.ts';

// Reports, for supervisors: the figures of the brand's applications submitted in a range, and the applications
// themselves as a CSV.

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const querystring = Type.Object({ from: Type.Optional(day), to: Type.Optional(day) });
const count = Type.Integer({ minimum: 0 });
const nullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });
const stageName = Type.Unsafe<(typeof stages)[number]['name']>({ type: 'string', enum: stages.map((s) => s.name) });
const report = Type.Object({
  from: Type.String(), to: Type.String(), timeZone: Type.String(), total: count, redacted: count,
  cardTypes: Type.Object({ asic: count, msic: count }),
  weeks: Type.Array(Type.Object({ weekStarting: Type.String(), submitted: count, ...Object.fromEntries(stages.map((s) => [s.name, count])) })),
  stages: Type.Array(Type.Object({ stage: stageName, reached: count, medianDays: nullableNumber, p90Days: nullableNumber })),
});

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);
  const supervisors = requireStaff(app, 'reports.read');

  app.get('/api/staff/reports', {
    schema: { querystring, response: { 200: report, ...errorResponses(400, 401, 403) } },
    preHandler: supervisors,
  }, async (request) => {
    const range = reportRange(request.query, now(), app.config.timeZone);
    return applicationsReport(app, staffOf(request).account.company, range);
  });

  app.get('/api/staff/reports.csv', {
    // The CSV goes as it is made: Fastify sends a stream without serialising it.
    schema: { querystring, response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), ...errorResponses(400, 401, 403) } },
    preHandler: supervisors,
  }, async (request, reply) => {
    const range = reportRange(request.query, now(), app.config.timeZone);
    const csv = applicationsCsv(app, staffOf(request).account.company, range);
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csv.fileName}"`);
    // HEAD (which Fastify answers with this handler) asks for the headers alone: the stream is never read.
    if (request.method === 'HEAD') {
      csv.stream.destroy();
      return reply.send(Readable.from([]));
    }
    return reply.send(csv.stream);
  });
};

export default reportRoutes;
