import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { InductionAnswerResult } from '@cards/shared/domain';
import { answerModule } from './answer-module.ts';
import { inductionState, openInduction } from './state.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 GET /induction/{id}, GET /induction/{id}/program and POST /induction/{id}/answer/{n}: the
// player's calls, by the induction's unguessable id alone. /induction/{id} is a page too (SPEC §2): these GET routes
// take only calls that do not ask for HTML, so a browser that does gets the shell (features/pages/web/shell.ts), as before.
// Answers are marked on the server (answer-module.ts), never in the browser: no answer key or wrong-answer word of the
// program is ever sent, and the response schemas below are what is written out, so nothing else can slip into an answer.

/** A route constraint: 'page' for a request that accepts HTML (platform/accepts-html.ts), 'call' for any other. */
const requestKind = {
  name: 'requestKind',
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (kind: string) => (handlers.get(kind) ?? null) as never,
      set: (kind: string, store: unknown) => {
        handlers.set(kind, store);
      },
    };
  },
  deriveConstraint: (req: IncomingMessage) => ((req.headers.accept ?? '').includes('text/html') ? 'page' : 'call'),
  mustMatchWhenDerived: false,
};
const calls = { requestKind: 'call' };

const params = Type.Object({ id: Type.String({ maxLength: 64 }) });
const answerParams = Type.Object({ id: Type.String({ maxLength: 64 }), n: Type.Integer({ minimum: 0, maximum: 999 }) });

const text = Type.String();
const nullableString = Type.Union([Type.String(), Type.Null()]);
const indexMap = <T extends TSchema>(value: T) => Type.Record(Type.String({ pattern: '^[0-9]+$' }), value);
const result = Type.Union([Type.Literal('complete'), Type.Literal('devonport'), Type.Null()]);

/** InductionProgram of @cards/shared/domain as the browser gets it: no answer, no wrong-answer words. */
const programSchema = Type.Object({
  id: Type.Integer(),
  name: text,
  airport: text,
  modules: Type.Array(Type.Object({
    title: text,
    slides: Type.Array(Type.Object({ title: text, html: text })),
    questions: Type.Array(Type.Object({
      type: Type.Union([Type.Literal('radio'), Type.Literal('checkbox'), Type.Literal('skip'), Type.Literal('declaration')]),
      index: Type.Integer(),
      related: Type.Optional(Type.Integer()),
      description: text,
      button: Type.Optional(text),
      letters: Type.Optional(Type.Boolean()),
      noSpace: Type.Optional(Type.Boolean()),
      options: Type.Optional(Type.Array(Type.Object({ key: text, label: text }))),
    })),
    parent: Type.Optional(Type.Integer()),
    isChild: Type.Optional(Type.Boolean()),
    navigation: Type.Optional(Type.Boolean()),
    custom: Type.Optional(text),
  })),
});

const stateSchema = Type.Object({
  id: text,
  programId: Type.Integer(),
  programName: text,
  traineeName: text,
  company: text,
  module: Type.Integer(),
  moduleCount: Type.Integer(),
  unanswered: indexMap(Type.Literal(true)),
  induction: result,
  redirect: nullableString,
  domain: text,
  completedAt: nullableString,
  certificateCode: nullableString,
});

const answerResultSchema = Type.Object({
  correct: Type.Boolean(),
  module: Type.Integer(),
  unanswered: indexMap(Type.Literal(true)),
  errors: indexMap(text),
  induction: result,
  redirect: nullableString,
});

/** SPEC §3: answers keyed by question index; radio a value, checkbox the keys, skip and declaration true. Bounded. */
const answerBody = Type.Object({
  module: Type.Integer({ minimum: 0, maximum: 999 }),
  answers: Type.Record(
    Type.String({ pattern: '^(0|[1-9][0-9]{0,2})$' }),
    Type.Union([Type.String({ maxLength: 200 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }), Type.Literal(true)]),
    { maxProperties: 100, additionalProperties: false },
  ),
}, { additionalProperties: false });

/** An answer's body is a few hundred bytes; anything near this is not from the player. */
export const ANSWER_BODY_LIMIT = 16 * 1024;

const inductionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasConstraintStrategy(requestKind.name)) app.addConstraintStrategy(requestKind);
  const { readRateLimit, answerRateLimit } = app.config.induction;
  const rateLimit = routeRateLimit(readRateLimit);

  app.get('/induction/:id', {
    constraints: calls,
    schema: { params, response: { 200: stateSchema, ...errorResponses(400, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return inductionState(request, await openInduction(app, request.params.id));
  });

  app.get('/induction/:id/program', {
    constraints: calls,
    schema: { params, response: { 200: programSchema, ...errorResponses(400, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return (await openInduction(app, request.params.id)).stored.program;
  });

  app.post('/induction/:id/answer/:n', {
    schema: { params: answerParams, body: answerBody, response: { 200: answerResultSchema, ...errorResponses(400, 404, 409, 413, 415, 429) } },
    // Per induction, whoever answers: a trainee's two tabs share it, and nobody can answer faster by changing address.
    config: { rateLimit: { ...routeRateLimit(answerRateLimit), keyGenerator: (request) => `induction-answer:${(request.params as { id: string }).id}` } },
    bodyLimit: ANSWER_BODY_LIMIT,
  }, async (request, reply): Promise<InductionAnswerResult> => {
    noStore(reply);
    return answerModule(app, request.log, request.params.id, request.params.n, request.body);
  });
};

export default inductionRoutes;
