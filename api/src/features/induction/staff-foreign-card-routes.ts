import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FOREIGN_CARD_SEARCH_MAX_LENGTH, type ForeignCardList, type ForeignCardRecord, type ForeignCardRegistered } from '@cards/shared/staff';
import { now } from '../../platform/clock.ts';
import { errorResponses, lineOfText } from '../../platform/route-schemas.ts';
import { requireStaff, staffOf } from '../staff/session.ts';
import { staffRequests } from '../staff/staff-requests.ts';
import { registerForeignCard } from './register-foreign-card.ts';
import { foreignCardRecord, listForeignCards } from './staff-foreign-cards.ts';
import { ENROLMENT_BODY_LIMIT, inductionEnrolmentBody } from './schemas.ts';

// Foreign cards in the staff console (docs/staff-console.md), for the brands that run inductions: the brand's cards,
// one card, and registering one from a paper form, with the induction-only page's rules. Officers and supervisors
// ('person.foreign-card'); another brand's card answers 404, as one that does not exist.

const id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 999_999_999 }) });
const list = Type.Unsafe<ForeignCardList>({ type: 'object', additionalProperties: true });
const card = Type.Unsafe<ForeignCardRecord>({ type: 'object', additionalProperties: true });
const registered = Type.Unsafe<ForeignCardRegistered>({ type: 'object', additionalProperties: true });

const staffForeignCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);
  const guard = requireStaff(app, 'person.foreign-card');

  app.get('/api/staff/foreign-cards', {
    schema: {
      querystring: Type.Object({
        q: Type.Optional(lineOfText({ maxLength: FOREIGN_CARD_SEARCH_MAX_LENGTH })),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      }),
      response: { 200: list, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request) => listForeignCards(app, staffOf(request).account.company, { q: request.query.q, page: request.query.page ?? 1 }));

  app.get('/api/staff/foreign-cards/:id', {
    schema: { params: id, response: { 200: card, ...errorResponses(400, 401, 403, 404) } },
    preHandler: guard,
  }, async (request) => foreignCardRecord(app, staffOf(request).account.company, request.params.id));

  app.post('/api/staff/foreign-cards', {
    schema: { body: inductionEnrolmentBody, response: { 201: registered, ...errorResponses(400, 401, 403, 404, 413, 415, 503) } },
    preHandler: guard,
    bodyLimit: ENROLMENT_BODY_LIMIT,
  }, async (request, reply) => {
    const { account } = staffOf(request);
    const done = await registerForeignCard(app, account.company, request.body, { id: account.id, name: account.name }, now());
    return reply.status(201).send(done);
  });
};

export default staffForeignCardRoutes;
