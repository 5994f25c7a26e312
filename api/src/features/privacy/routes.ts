import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { now } from '../../platform/clock.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { requireStaff, staffOf } from '../staff/session.ts';
import { staffRequests } from '../staff/staff-requests.ts';
import { dataAccessExport, type Member } from './data-access.ts';
import { dataAccessPdf } from './data-access-pdf.ts';

// Data-access requests (APP 12), for privacy officers: everything held about a person of their brand, as JSON or as
// a PDF to send to the person. Each is a download, never kept by a cache, and each is put on the person's record.

const params = Type.Object({ peopleId: Type.Integer({ minimum: 1, maximum: 999_999_999 }) });
const memberOf = (staff: ReturnType<typeof staffOf>): Member => ({ id: staff.account.id, name: staff.account.name, company: staff.account.company });

const dataAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);
  const privacyOfficers = requireStaff(app, 'person.data-access');

  app.get('/api/staff/people/:peopleId/data-access.json', {
    // Written out here, laid out for a person to read: the answers' members are theirs, not a schema's.
    schema: { params, response: { 200: Type.Unsafe<string>({ type: 'string' }), ...errorResponses(400, 401, 403, 404) } },
    preHandler: privacyOfficers,
  }, async (request, reply) => {
    const held = await dataAccessExport(app, memberOf(staffOf(request)), request.params.peopleId, 'json', now());
    return reply.type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="personal-information-${held.trackingNumber}.json"`)
      .send(JSON.stringify(held, null, 2));
  });

  app.get('/api/staff/people/:peopleId/data-access.pdf', {
    schema: { params, response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(400, 401, 403, 404) } },
    preHandler: privacyOfficers,
  }, async (request, reply) => {
    const held = await dataAccessExport(app, memberOf(staffOf(request)), request.params.peopleId, 'pdf', now());
    const made = await dataAccessPdf(app, held);
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="${made.fileName}"`)
      .send(Buffer.from(made.bytes));
  });
};

export default dataAccessRoutes;
