import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getBrand } from '@cards/shared/brand';
import { lodgementOptions, personIdOfTrackingNumber } from '@cards/shared/domain';
import { personForToken } from './person-access.ts';
import { ApiError } from '../../platform/errors.ts';
import { applicantStateOf, personStatus } from './status.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

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
    const person = await personForToken(app, request, request.params.id);
    return personStatus(person, await app.opNeedForms.byPeopleId(person.id));
  });

  // SPEC §3 'Person tracker request: VepNumber and Birthday'. The token says who is signed in; the pair must be theirs.
  app.post('/api/people/tracker', {
    schema: { body: trackerBody, response: { 200: statusAnswer, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const id = personIdOfTrackingNumber(request.body.VepNumber);
    if (id === null) throw new ApiError(400, 'Enter a tracking number: VEA or VEP and 7 digits.', { VepNumber: 'asicnumber' });
    const person = await personForToken(app, request, id);
    if (person.birthdate !== request.body.Birthday.trim()) throw new ApiError(404, 'We could not find that application.');
    return personStatus(person, await app.opNeedForms.byPeopleId(person.id));
  });

  app.get('/api/people/:id/lodgement-options', {
    schema: { params: idParams, response: { 200: optionsAnswer, ...errorResponses(400, 401, 403, 404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const person = await personForToken(app, request, request.params.id);
    const status = personStatus(person);
    return {
      options: lodgementOptions(getBrand(person.company), applicantStateOf(person)),
      chosen: status.ExtraData.lodgementOption ?? null,
      lodged: status._ausCheckUploaded !== null,
    };
  });

  // The applicant may change where they lodge until they have lodged; the choice is the draft's
  // ExtraData.lodgementOption (SPEC §3), kept in the person's application, with an audit row.
  app.post('/api/people/:id/lodgement-option', {
    schema: { params: idParams, body: choiceBody, response: { 200: optionsAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const person = await personForToken(app, request, request.params.id);
    const brand = getBrand(person.company);
    const options = lodgementOptions(brand, applicantStateOf(person));
    const chosen = request.body.lodgementOption;
    if (!options.some((o) => o.value === chosen)) throw new ApiError(400, 'Choose one of the ways offered.', { lodgementOption: 'invalid' });
    if (person.check_uploaded_at) throw new ApiError(409, 'Your application is lodged already, so where you lodge it can no longer change.');
    const now = clockNow();
    await app.people.changeLodgementOption(person.id, chosen, now);
    return { options, chosen, lodged: false };
  });
};

export default peopleRoutes;
