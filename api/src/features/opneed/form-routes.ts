import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OPNEED_FORM_FIELDS } from '@cards/shared/validation';
import { SIGNATURE_BODY_LIMIT } from './signature.ts';
import { formView } from './open-form.ts';
import { signForm } from './sign-form.ts';
import { abnOfForm, lookupAbnForForm } from './form-abn.ts';
import { resendForm } from './resend-form.ts';
import { signedLetter } from './signed-letter.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { abnAnswer, lookupFailed } from '../abn/service.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';

// The statement of operational need (SPEC §2 operational-need-form route, §3, §5, §7):
// - GET and POST /api/people/operational-need-form/{id}/{refId}: the signer's form, opened by the form's id and the
//   unguessable reference of its emailed link (a wrong one of either is the same 404), signed once (409 after);
// - GET …/get-abn/{id}/{refId} and …/lookup-abn/{abn}: the ABN on the form through the wizard's own lookup; the
//   second needs the form named in X-Operational-Need-Form, as the ABR's terms allow no open proxy;
// - POST /api/people/{id}/operational-need-form/resend: the applicant sends the link again (their id_token);
// - GET /api/download/operational-need-signed/{id}: the signed letter, for the applicant's token or the signer's ref.

const formParams = Type.Object({ id: idParams.properties.id, refId: Type.String({ maxLength: 200 }) });

const text = Type.Optional(Type.String());
const wholeOrNull = Type.Optional(Type.Union([Type.Integer(), Type.Null()]));

/** The form's fields as stored (OperationalNeedFormFields), each optional so an older row still answers. */
const fieldsSchema = {
  FirstName: text, Surname: text, Phone: text, Email: text, Position: text, Organisation: text, BusinessUnit: text,
  PoNumber: text, Address: text, Suburb: text, State: text, Postcode: text, Country: text, Abn: text, ApplicantFullname: text,
  Sponsored: text, SponsoredYears: wholeOrNull, OperationalNeedId: wholeOrNull, OperationalNeedType: text,
  OpNeedOccupation: text, OpNeedAccessFreq: text, airports: Type.Optional(Type.Array(Type.Integer())),
};

const formAnswer = Type.Object({
  data: Type.Object({
    ...fieldsSchema,
    id: Type.Integer(),
    status: Type.Union([Type.Literal('awaited'), Type.Literal('signed')]),
    signedAt: Type.Union([Type.String(), Type.Null()]),
    cardType: Type.Union([Type.Literal('asic'), Type.Literal('msic')]),
    brand: Type.String(),
  }),
});

/**
 * Any value in each field (the shared rules name what is wrong, with the page's keys), plus `_signature`; the
 * members the GET answered besides the fields may be sent back and are ignored. Anything else is a 400.
 */
const anyValue = Type.Optional(Type.Unknown());
const signBody = Type.Object({
  ...(Object.fromEntries(OPNEED_FORM_FIELDS.map((name) => [name, anyValue])) as Record<(typeof OPNEED_FORM_FIELDS)[number], typeof anyValue>),
  _signature: anyValue,
  id: anyValue,
  status: anyValue,
  signedAt: anyValue,
  cardType: anyValue,
  brand: anyValue,
}, { additionalProperties: false });

const pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

const operationalNeedFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app.config.opNeedForm.rateLimit);
  const abnRateLimit = routeRateLimit(app.config.abn.rateLimit);
  const perPerson = app.createRateLimit({
    ...routeRateLimit(app.config.opNeedForm.resendLimit),
    keyGenerator: (request) => `opneed-resend:${(request.params as { id: number }).id}`,
  });

  app.get('/api/people/operational-need-form/:id/:refId', {
    schema: { params: formParams, response: { 200: formAnswer, ...errorResponses(400, 404, 410, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    return { data: await formView(app, request.params.id, request.params.refId) };
  });

  app.post('/api/people/operational-need-form/:id/:refId', {
    schema: {
      params: formParams,
      body: signBody,
      response: { 200: Type.Object({ status: Type.Literal('signed'), signedAt: Type.String() }), ...errorResponses(400, 404, 409, 410, 413, 429) },
    },
    config: { rateLimit },
    bodyLimit: SIGNATURE_BODY_LIMIT,
  }, async (request, reply) => {
    noStore(reply);
    return signForm(app, request.log, request.params.id, request.params.refId, request.body);
  });

  app.get('/api/people/operational-need-form/get-abn/:id/:refId', {
    schema: { params: formParams, response: { 200: Type.Array(abnAnswer), ...errorResponses(400, 404, 410, 429, 502) } },
    config: { rateLimit: abnRateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const found = await abnOfForm(app, request, request.params.id, request.params.refId);
    return found === 'failed' ? lookupFailed(reply) : found;
  });

  app.get('/api/people/operational-need-form/lookup-abn/:abn', {
    schema: { params: Type.Object({ abn: Type.String({ maxLength: 200 }) }), response: { 200: abnAnswer, ...errorResponses(400, 401, 404, 429, 502) } },
    config: { rateLimit: abnRateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const details = await lookupAbnForForm(app, request, request.params.abn);
    return details === 'failed' ? lookupFailed(reply) : details;
  });

  app.post('/api/people/:id/operational-need-form/resend', {
    schema: {
      params: idParams,
      response: { 200: Type.Object({ queued: Type.Literal(true), sentTo: Type.String() }), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    config: { rateLimit: routeRateLimit(app.config.mailRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    return resendForm(app, request, request.params.id, () => perPerson(request));
  });

  app.get('/api/download/operational-need-signed/:id', {
    schema: {
      params: idParams,
      querystring: Type.Object({ ref: Type.Optional(Type.String({ maxLength: 200 })) }),
      response: { 200: pdf, ...errorResponses(400, 401, 403, 404, 429) },
    },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const letter = await signedLetter(app, request, request.params.id, request.query.ref);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${letter.fileName}"`)
      .send(Buffer.from(letter.bytes));
  });
};

export default operationalNeedFormRoutes;
