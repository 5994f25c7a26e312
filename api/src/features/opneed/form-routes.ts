import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getBrand } from '@cards/shared/brand';
import { isValidAbn, longDate, normaliseAbn, opNeedTypesFor } from '@cards/shared/domain';
import { OPNEED_FORM_FIELDS, opNeedFormErrors, opNeedFormPayload, type OpNeedFormContext } from '@cards/shared/validation';
import { personForToken } from '../people/person-access.ts';
import type { OpNeedFormRow } from './repository.ts';
import type { PersonRow } from '../people/repository.ts';
import { ApiError, invalidDetailsMessage, tooManyEmails, tooManyRequests } from '../../platform/errors.ts';
import { maskEmail } from '../../platform/mail/links.ts';
import { referenceMatches, resendStatement } from './forms.ts';
import { SIGNATURE_BODY_LIMIT, readSignature } from './signature.ts';
import { presentedKeyHash } from '../drafts/keys.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { abnAnswer, askRegister, checkedAbn, lookupFailed } from '../abn/service.ts';
import { errorResponses, idParams, noStore } from '../../platform/route-schemas.ts';
import { now as clockNow } from '../../platform/clock.ts';

// The statement of operational need (SPEC §2 operational-need-form route, §3, §5, §7):
// - GET and POST /api/people/operational-need-form/{id}/{refId}: the signer's form, opened by the form's id and the
//   unguessable reference of its emailed link (a wrong one of either is the same 404), signed once (409 after);
// - GET …/get-abn/{id}/{refId} and …/lookup-abn/{abn}: the ABN on the form through the wizard's own lookup; the
//   second needs the form named in X-Operational-Need-Form, as the ABR's terms allow no open proxy;
// - POST /api/people/{id}/operational-need-form/resend: the applicant sends the link again (their id_token);
// - GET /api/download/operational-need-signed/{id}: the signed letter, for the applicant's token or the signer's ref.

const formParams = Type.Object({ id: idParams.properties.id, refId: Type.String({ maxLength: 200 }) });

const notFound = 'We could not find that statement. Please check the address in your email.';
const signedAlready = 'This statement has already been signed, so it cannot be changed.';
/** An old link after "Email the link again" says what happened, not a bare "Page not found". */
const replaced = (sentTo: string, when: string, signed: boolean) => (signed
  ? `This link was replaced by a newer one on ${when}, and the statement has since been signed. Nothing more is needed.`
  : `This link was replaced by a newer one on ${when}: we emailed the new link${sentTo ? ` to ${sentTo}` : ''}. Open the statement from the newest email.`);
const badSignature = 'The signature could not be read. Sign again, or type your full name as your signature.';
const noAddress = 'There is no email address to send the statement to. Please contact us.';

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

/** `{id}/{refId}` of the X-Operational-Need-Form header. */
const FORM_HEADER = /^(\d{1,9})\/([A-Za-z0-9_-]{1,200})$/;

interface OpenForm {
  form: OpNeedFormRow;
  person: PersonRow;
}

const cardTypeOf = (person: PersonRow): 'asic' | 'msic' => (person.card_type === 'msic' ? 'msic' : 'asic');

const operationalNeedFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app.config.opNeedForm.rateLimit);
  const abnRateLimit = routeRateLimit(app.config.abn.rateLimit);
  const perPerson = app.createRateLimit({
    ...routeRateLimit(app.config.opNeedForm.resendLimit),
    keyGenerator: (request) => `opneed-resend:${(request.params as { id: number }).id}`,
  });

  /** The form of `id` when `ref` is its reference; a wrong id and a wrong reference are the same 404. */
  async function openForm(id: number, ref: string): Promise<OpenForm> {
    const form = await app.opNeedForms.byId(id);
    if (!referenceMatches(form, ref)) {
      // A reference this form once had: its link was replaced by a newer one, which went by email.
      const replacedAt = form ? await app.opNeedForms.replacedAt(form.id, presentedKeyHash(ref)) : null;
      if (form && replacedAt) {
        const sentTo = form.signer_email ? maskEmail(form.signer_email) : '';
        throw new ApiError(410, replaced(sentTo, longDate(replacedAt, app.config.timeZone), form.status === 'signed'), undefined, { reason: 'link_replaced' });
      }
      throw new ApiError(404, notFound);
    }
    const person = await app.people.byId(form!.people_id);
    if (!person || person.redacted_at) throw new ApiError(404, notFound);
    return { form: form!, person };
  }

  async function checkContext(person: PersonRow): Promise<OpNeedFormContext> {
    const [operationalNeeds, accessFrequencies, airports] = await Promise.all([
      app.referenceData.operationalNeeds(), app.referenceData.accessFrequencies(), app.referenceData.airports(person.company),
    ]);
    return {
      cardType: cardTypeOf(person), operationalNeeds, accessFrequencies, airportIds: airports.map((a) => a.Id),
      opNeedTypes: opNeedTypesFor(getBrand(person.company), cardTypeOf(person)),
    };
  }

  app.get('/api/people/operational-need-form/:id/:refId', {
    schema: { params: formParams, response: { 200: formAnswer, ...errorResponses(400, 404, 410, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const { form, person } = await openForm(request.params.id, request.params.refId);
    return {
      data: {
        ...app.opNeedForms.fieldsOf(form),
        id: form.id, status: form.status, signedAt: form.signed_at, cardType: cardTypeOf(person), brand: person.company,
      },
    };
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
    const { form, person } = await openForm(request.params.id, request.params.refId);
    if (form.status === 'signed') throw new ApiError(409, signedAlready);
    const context = await checkContext(person);
    const fields = opNeedFormErrors(request.body, context);
    const png = readSignature(request.body._signature);
    if (!png) fields._signature = 'signature';
    if (Object.keys(fields).length > 0) throw new ApiError(400, png ? invalidDetailsMessage : badSignature, fields);
    const now = clockNow();
    if (!(await app.opNeedForms.sign(form.id, opNeedFormPayload(request.body, context), png!, now))) throw new ApiError(409, signedAlready);
    request.log.info({ opNeedFormId: form.id, peopleId: person.id }, 'operational-need statement signed');
    return { status: 'signed' as const, signedAt: now.toISOString() };
  });

  // SPEC §7 '…get-abn/{a}/{b}: list, last element used': the lookup of the ABN on the form; none when it has none.
  app.get('/api/people/operational-need-form/get-abn/:id/:refId', {
    schema: { params: formParams, response: { 200: Type.Array(abnAnswer), ...errorResponses(400, 404, 410, 429, 502) } },
    config: { rateLimit: abnRateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const { form } = await openForm(request.params.id, request.params.refId);
    const typed = app.opNeedForms.fieldsOf(form).Abn;
    const abn = typeof typed === 'string' ? normaliseAbn(typed) : null;
    if (abn === null || !isValidAbn(abn)) return [];
    const details = await askRegister(app, request, abn, { opNeedFormId: form.id });
    return details === 'failed' ? lookupFailed(reply) : [details];
  });

  /** The form named by X-Operational-Need-Form, or a 401: the lookup is for signers of a real form only. */
  async function formOfHeader(request: FastifyRequest): Promise<OpenForm> {
    const header = request.headers['x-operational-need-form'];
    const match = typeof header === 'string' ? FORM_HEADER.exec(header.trim()) : null;
    const refused = new ApiError(401, 'Open the statement from the link in your email to look up an ABN.');
    if (!match) throw refused;
    return openForm(Number(match[1]), match[2]!).catch((err: unknown) => {
      throw err instanceof ApiError && (err.statusCode === 404 || err.statusCode === 410) ? refused : err;
    });
  }

  app.get('/api/people/operational-need-form/lookup-abn/:abn', {
    schema: { params: Type.Object({ abn: Type.String({ maxLength: 200 }) }), response: { 200: abnAnswer, ...errorResponses(400, 401, 404, 429, 502) } },
    config: { rateLimit: abnRateLimit },
  }, async (request, reply) => {
    noStore(reply);
    const { form } = await formOfHeader(request);
    const details = await askRegister(app, request, checkedAbn(request.params.abn), { opNeedFormId: form.id });
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
    const person = await personForToken(app, request, request.params.id);
    const form = await app.opNeedForms.byPeopleId(person.id);
    if (!form) throw new ApiError(404, 'There is no statement of operational need for this application.');
    if (form.status === 'signed') throw new ApiError(409, signedAlready);
    const limit = await perPerson(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new ApiError(429, tooManyRequests(limit.ttl));
    }
    const sent = await resendStatement(app, person, form, clockNow());
    if (sent.to === null) throw new ApiError(400, noAddress);
    if (!sent.outcome.queued) {
      if (sent.outcome.reason === 'duplicate') throw new ApiError(409, signedAlready);
      reply.header('retry-after', Math.ceil(sent.outcome.retryAfterMs / 1000));
      throw new ApiError(429, tooManyEmails(sent.outcome.retryAfterMs));
    }
    return { queued: true as const, sentTo: maskEmail(sent.to) };
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
    const { id } = request.params;
    const { ref } = request.query;
    let person: PersonRow | undefined;
    let form: OpNeedFormRow | undefined;
    if (ref !== undefined) {
      // The signer's reference: the same 404 for a wrong one as for a person with no statement.
      form = await app.opNeedForms.byPeopleId(id);
      if (!referenceMatches(form, ref)) throw new ApiError(404, notFound);
      person = await app.people.byId(id);
      if (!person || person.redacted_at) throw new ApiError(404, notFound);
    } else {
      person = await personForToken(app, request, id);
      form = await app.opNeedForms.byPeopleId(id);
    }
    if (!form || form.status !== 'signed' || !form.signature) throw new ApiError(404, 'The statement has not been signed yet.');
    const { opNeedLetter } = await import('./letter.ts');
    const letter = await opNeedLetter(app, person, form);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${letter.fileName}"`)
      .send(Buffer.from(letter.bytes));
  });
};

export default operationalNeedFormRoutes;
