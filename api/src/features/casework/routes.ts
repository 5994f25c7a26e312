import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { identityCheckProblems, interviewDocuments } from '@cards/shared/domain';
import type { StaffPermission } from '@cards/shared/staff';
import { now } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { errorResponses, lineOfText, linesOfText } from '../../platform/route-schemas.ts';
import { requireStaff, staffOf } from '../staff/session.ts';
import { staffRequests } from '../staff/staff-requests.ts';
import { addNote, NOTE_MAX_LENGTH } from './add-note.ts';
import { consoleRecord, type ConsoleRecord } from './console-record.ts';
import { personStory } from './person-story.ts';
import { readQueue, QUEUE_ORDERS, QUEUE_SEARCH_MAX_LENGTH, QUEUE_SORTS, type QueuePage } from './queue.ts';
import { queueStages } from './queue-stage.ts';
import { DECISION_REASON_MAX_LENGTH, DISPATCH_METHODS, recordStage, type StageAction, type StageRecord } from './record-stage.ts';
import { redactPerson } from './redact-person.ts';
import { resendStatementFor, retryPersonMail } from './person-mail.ts';
import { personFile } from './person-files.ts';

// The staff console's casework (docs/staff-console.md): the queue, a person's whole story and the PDFs, and the
// actions on a person, each behind its permission, each one transaction with its audit row and the version it was
// decided on (409 when someone else changed the application first).

const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const params = Type.Object({ peopleId: Type.Integer({ minimum: 1, maximum: 999_999_999 }) });
const version = Type.Integer({ minimum: 0, maximum: 2_000_000_000 });
const date = Type.Optional(Type.String({ maxLength: 10 }));

/** Answers described by their TypeScript types (console-record.ts, queue.ts), written whole. */
const record = Type.Unsafe<ConsoleRecord>({ type: 'object', additionalProperties: true });
const queuePage = Type.Unsafe<QueuePage>({ type: 'object', additionalProperties: true });

const actorOf = (request: FastifyRequest) => {
  const { account } = staffOf(request);
  return { name: account.name, staffId: account.id };
};
const companyOf = (request: FastifyRequest) => staffOf(request).account.company;

const caseworkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);

  app.get('/api/staff/queue', {
    schema: {
      querystring: Type.Object({
        stage: Type.Optional(literals(queueStages)),
        cardType: Type.Optional(literals(['asic', 'msic'] as const)),
        airport: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999 })),
        q: Type.Optional(lineOfText({ maxLength: QUEUE_SEARCH_MAX_LENGTH })),
        sort: Type.Optional(literals(QUEUE_SORTS)),
        order: Type.Optional(literals(QUEUE_ORDERS)),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      }),
      response: { 200: queuePage, ...errorResponses(400, 401, 403) },
    },
    preHandler: requireStaff(app, 'queue.read'),
  }, async (request) => {
    const { sort = 'days', order = sort === 'days' ? 'desc' : 'asc', page = 1, ...filters } = request.query;
    return readQueue(app.db, companyOf(request), { ...filters, sort, order, page }, app.config, now());
  });

  app.get('/api/staff/people/:peopleId', {
    schema: { params, response: { 200: record, ...errorResponses(400, 401, 403, 404) } },
    preHandler: requireStaff(app, 'person.read'),
  }, async (request) => consoleRecord(await personStory(app, companyOf(request), request.params.peopleId)));

  app.get('/api/staff/people/:peopleId/documents/:kind', {
    schema: {
      params: Type.Object({ peopleId: params.properties.peopleId, kind: literals(['application-form', 'invoice', 'certificate', 'statement'] as const) }),
      response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: requireStaff(app, 'person.read'),
  }, async (request, reply) => {
    const made = await personFile(app, companyOf(request), request.params.peopleId, request.params.kind);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${made.fileName}"`).send(Buffer.from(made.bytes));
  });

  /**
   * A stage action's route options and handler: its permission, the body beside the version, and what of the body
   * the service takes. Each route is declared below with its own path, so the route lists and tests find them all.
   */
  function stageRoute<S extends TSchema>(action: StageAction, permission: StaffPermission, body: S,
    recorded: (body: Record<string, unknown>) => Partial<StageRecord>) {
    const options = { schema: { params, body, response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) } }, preHandler: requireStaff(app, permission) };
    // The schema above has checked the body and the id.
    const handler = async (request: FastifyRequest) => {
      const sent = request.body as Record<string, unknown> & { version: number; date?: string };
      const { peopleId } = request.params as { peopleId: number };
      await recordStage(app, {
        company: companyOf(request), peopleId, action, by: actorOf(request), expectedVersion: sent.version,
        ...(sent.date ? { date: sent.date } : {}), ...recorded(sent),
      }, now());
      return consoleRecord(await personStory(app, companyOf(request), peopleId));
    };
    return [options, handler] as const;
  }

  app.post('/api/staff/people/:peopleId/interview', ...stageRoute('interview', 'person.interview', Type.Object({
    version, date,
    documents: Type.Object({
      seen: Type.Array(literals(interviewDocuments.map((d) => d.id)), { maxItems: interviewDocuments.length, uniqueItems: true }),
      originals: Type.Boolean(), addressShown: Type.Boolean(), nameDiffers: Type.Boolean(),
    }),
  }), (body) => {
    const documents = body.documents as Parameters<typeof identityCheckProblems>[0];
    const problems = identityCheckProblems(documents);
    // The interview is done only with documents that satisfy the rules the form states.
    if (problems.length > 0) throw new ApiError(400, problems.join(' '), { documents: 'invalid' });
    return { detail: { documentsSeen: documents.seen, originals: documents.originals, addressShown: documents.addressShown, nameDiffers: documents.nameDiffers } };
  }));
  app.post('/api/staff/people/:peopleId/payment', ...stageRoute('payment', 'person.payment', Type.Object({
    version, date,
    amountCents: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    method: literals(['eftpos', 'cash'] as const),
    receipt: lineOfText({ minLength: 1, maxLength: 40 }),
  }), (body) => ({ detail: { amountCents: body.amountCents, method: body.method, receipt: String(body.receipt).trim() } })));
  app.post('/api/staff/people/:peopleId/lodge', ...stageRoute('lodge', 'person.lodge', Type.Object({ version, date, auscheckReference: Type.Optional(lineOfText({ maxLength: 40 })) }),
    (body) => (body.auscheckReference ? { detail: { auscheckReference: String(body.auscheckReference).trim() } } : {})));
  app.post('/api/staff/people/:peopleId/decision', ...stageRoute('decision', 'person.decision', Type.Object({
    version, date, decision: literals(['Y', 'N'] as const), reason: Type.Optional(linesOfText({ maxLength: DECISION_REASON_MAX_LENGTH })),
  }), (body) => ({ decision: body.decision as string, ...(body.reason ? { reason: body.reason as string } : {}) })));
  app.post('/api/staff/people/:peopleId/dispatch', ...stageRoute('dispatch', 'person.dispatch', Type.Object({
    version, date, serial: Type.String({ minLength: 1, maxLength: 6 }), method: literals(DISPATCH_METHODS),
  }), (body) => ({ serial: body.serial as string, method: body.method as string })));
  app.post('/api/staff/people/:peopleId/approve-need', ...stageRoute('approve-need', 'person.approve-need', Type.Object({ version }), () => ({})));

  app.post('/api/staff/people/:peopleId/redact', {
    schema: { params, body: Type.Object({ version, confirm: lineOfText({ maxLength: 20 }) }), response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) } },
    preHandler: requireStaff(app, 'person.redact'),
  }, async (request) => {
    const company = companyOf(request);
    const before = await personStory(app, company, request.params.peopleId);
    // Typed, so a redaction is never one click on the wrong person.
    if (request.body.confirm.trim().toUpperCase() !== before.person.trackingNumber) {
      throw new ApiError(400, `Type the tracking number, ${before.person.trackingNumber}, to confirm.`, { confirm: 'match' });
    }
    await redactPerson(app, { company, peopleId: request.params.peopleId, by: actorOf(request), expectedVersion: request.body.version }, now());
    return consoleRecord(await personStory(app, company, request.params.peopleId));
  });

  app.post('/api/staff/people/:peopleId/note', {
    schema: { params, body: Type.Object({ version, text: linesOfText({ minLength: 1, maxLength: NOTE_MAX_LENGTH }) }), response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) } },
    preHandler: requireStaff(app, 'person.note'),
  }, async (request) => {
    const company = companyOf(request);
    await addNote(app, { company, peopleId: request.params.peopleId, by: actorOf(request), text: request.body.text, expectedVersion: request.body.version }, now());
    return consoleRecord(await personStory(app, company, request.params.peopleId));
  });

  app.post('/api/staff/people/:peopleId/resend-need', {
    schema: { params, body: Type.Object({ version }), response: { 200: record, ...errorResponses(400, 401, 403, 404, 409, 429) } },
    preHandler: requireStaff(app, 'person.contact'),
  }, async (request) => {
    const company = companyOf(request);
    await resendStatementFor(app, company, request.params.peopleId, actorOf(request), now());
    return consoleRecord(await personStory(app, company, request.params.peopleId));
  });

  app.post('/api/staff/people/:peopleId/retry-mail', {
    schema: { params, body: Type.Object({ version, mailId: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }) }), response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) } },
    preHandler: requireStaff(app, 'person.contact'),
  }, async (request) => {
    const company = companyOf(request);
    await retryPersonMail(app, company, request.params.peopleId, request.body.mailId, actorOf(request), now());
    return consoleRecord(await personStory(app, company, request.params.peopleId));
  });
};

export default caseworkRoutes;
