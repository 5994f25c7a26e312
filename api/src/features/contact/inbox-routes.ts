import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { now } from '../../platform/clock.ts';
import { errorResponses, idParams, linesOfText } from '../../platform/route-schemas.ts';
import { requireStaff, staffOf } from '../staff/session.ts';
import { staffRequests } from '../staff/staff-requests.ts';
import { assignEnquiry, closeEnquiry, listInbox, readEnquiry, replyToEnquiry } from './inbox.ts';

// The staff console's enquiries inbox (inbox.ts), for the staff who answer enquiries, of their own brand only.

const entry = Type.Object({
  id: Type.Integer(), reference: Type.String(), kind: Type.Union([Type.Literal('contact'), Type.Literal('report')]), topic: Type.String(),
  name: Type.String(), receivedAt: Type.String(), closedAt: Type.Union([Type.String(), Type.Null()]), assignedTo: Type.Union([Type.Integer(), Type.Null()]),
});
const enquiry = Type.Intersect([entry, Type.Object({
  email: Type.String(),
  fields: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  replies: Type.Array(Type.Object({ staffName: Type.String(), message: Type.String(), sentAt: Type.String() })),
})]);

const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);
  const read = requireStaff(app, 'enquiries.read');
  const answer = requireStaff(app, 'enquiries.answer');
  const actor = (request: Parameters<typeof staffOf>[0]) => {
    const { account } = staffOf(request);
    return { id: account.id, name: account.name };
  };

  app.get('/api/staff/enquiries', {
    schema: {
      querystring: Type.Object({
        status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
        mine: Type.Optional(Type.Boolean()),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      }),
      response: { 200: Type.Object({ enquiries: Type.Array(entry), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }), ...errorResponses(400, 401, 403) },
    },
    preHandler: read,
  }, async (request) => {
    const { account } = staffOf(request);
    const { status = 'open', mine = false, page = 1 } = request.query;
    return listInbox(app, account.company, { status, page, ...(mine ? { mine: account.id } : {}) });
  });

  app.get('/api/staff/enquiries/:id', {
    schema: { params: idParams, response: { 200: enquiry, ...errorResponses(400, 401, 403, 404) } },
    preHandler: read,
  }, async (request) => readEnquiry(app, staffOf(request).account.company, request.params.id));

  app.post('/api/staff/enquiries/:id/assign', {
    schema: {
      params: idParams,
      body: Type.Object({ staffId: Type.Union([Type.Integer({ minimum: 1, maximum: 999_999_999 }), Type.Null()]) }),
      response: { 200: enquiry, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: answer,
  }, async (request) => assignEnquiry(app, staffOf(request).account.company, request.params.id, request.body.staffId, actor(request), now()));

  app.post('/api/staff/enquiries/:id/reply', {
    schema: {
      params: idParams,
      body: Type.Object({ message: linesOfText({ minLength: 1, maxLength: 5000 }), close: Type.Optional(Type.Boolean()) }),
      response: { 200: enquiry, ...errorResponses(400, 401, 403, 404, 409) },
    },
    preHandler: answer,
  }, async (request) => replyToEnquiry(app, staffOf(request).account.company, request.params.id, request.body, actor(request), now()));

  app.post('/api/staff/enquiries/:id/close', {
    schema: { params: idParams, body: Type.Object({ closed: Type.Boolean() }), response: { 200: enquiry, ...errorResponses(400, 401, 403, 404) } },
    preHandler: answer,
  }, async (request) => closeEnquiry(app, staffOf(request).account.company, request.params.id, request.body.closed, actor(request), now()));
};

export default inboxRoutes;
