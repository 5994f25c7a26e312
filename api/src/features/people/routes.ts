import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { statusOf, trackedStatus } from './read-status.ts';
import { chooseLodgement, lodgementChoices } from './lodgement.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';

// SPEC §7 GET /api/people/{id}, POST /api/people/tracker, GET /api/people/{id}/lodgement-options: a
// person's status, only with their own id_token (features/people/person-access.ts). The answers are the SPEC §3 status record
// (features/people/status.ts), which the page reads through statusView.

const statusAnswer = Type.Object({
  Id: Type.Integer(),
  IncompleteFormId: Type.Integer(),
  Site: Type.Number(),
  WebsiteId: Type.Integer(),
  TrackingNumber: Type.String(),
  Firstname: Type.Union([Type.String(), Type.Null()]),
  CardType: Type.Union([Type.Literal('asic'), Type.Literal('msic')]),
  Company: Type.String(),
  _basedOnASIC: Type.Boolean(),
  JobReady: Type.Boolean(),
  _interviewedAt: Type.Union([Type.String(), Type.Null()]),
  _paidAt: Type.Union([Type.String(), Type.Null()]),
  _opsApproved: Type.Boolean(),
  _ausCheckUploaded: Type.Union([Type.Object({ Date: Type.String() }), Type.Null()]),
  _ausCheckDecision: Type.Union([Type.Object({ Certdate: Type.String(), Decision: Type.String() }), Type.Null()]),
  _msicPosted: Type.Union([Type.Object({ Dispatch: Type.String(), PostedDate: Type.String() }), Type.Null()]),
  ExtraData: Type.Object({ OpNeedType: Type.Optional(Type.String()), lodgementOption: Type.Optional(Type.String()) }),
  SubmittedAt: Type.String(),
  _opNeedForm: Type.Union([
    Type.Object({ status: Type.Union([Type.Literal('awaited'), Type.Literal('signed')]), signedAt: Type.Union([Type.String(), Type.Null()]), sentTo: Type.String() }),
    Type.Null(),
  ]),
});

const optionsAnswer = Type.Object({
  options: Type.Array(Type.Object({
    value: Type.String(), title: Type.String(), where: Type.String(), address: Type.Union([Type.String(), Type.Null()]),
  })),
  chosen: Type.Union([Type.String(), Type.Null()]),
  /** Lodged (the background check is uploaded): the options are no longer open. */
  lodged: Type.Boolean(),
});

const choiceBody = Type.Object({ lodgementOption: Type.String({ maxLength: 20 }) });

const trackerBody = Type.Object({ VepNumber: Type.String({ maxLength: 20 }), Birthday: Type.String({ maxLength: 10 }) });

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app.config.saveRateLimit);

  app.get('/api/people/:id', {
    schema: { params: idParams, response: { 200: statusAnswer, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return statusOf(app, request, request.params.id);
  });

  // SPEC §3 'Person tracker request: VepNumber and Birthday'. The token says who is signed in; the pair must be theirs.
  app.post('/api/people/tracker', {
    schema: { body: trackerBody, response: { 200: statusAnswer, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return trackedStatus(app, request, request.body.VepNumber, request.body.Birthday);
  });

  app.get('/api/people/:id/lodgement-options', {
    schema: { params: idParams, response: { 200: optionsAnswer, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return lodgementChoices(app, request, request.params.id);
  });

  // The applicant may change where they lodge until they have lodged; the choice is the draft's
  // ExtraData.lodgementOption (SPEC §3), kept in the person's application, with an audit row.
  app.post('/api/people/:id/lodgement-option', {
    schema: { params: idParams, body: choiceBody, response: { 200: optionsAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return chooseLodgement(app, request, request.params.id, request.body.lodgementOption);
  });
};

export default peopleRoutes;
