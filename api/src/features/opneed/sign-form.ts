import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { opNeedTypesFor } from '@cards/shared/domain';
import { opNeedFormErrors, opNeedFormPayload, type OpNeedFormContext } from '@cards/shared/validation';
import { ApiError, invalidDetailsMessage } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { readSignature } from './signature.ts';
import { cardTypeOf, openForm, signedAlready } from './open-form.ts';
import type { PersonRow } from '../people/repository.ts';

const badSignature = 'The signature could not be read. Sign again, or type your full name as your signature.';

/** What the shared rules check a signed form against: the applicant's card and brand, and the server's lists. */
async function checkContext(app: FastifyInstance, person: PersonRow): Promise<OpNeedFormContext> {
  const [operationalNeeds, accessFrequencies, airports] = await Promise.all([
    app.referenceData.operationalNeeds(), app.referenceData.accessFrequencies(), app.referenceData.airports(person.company),
  ]);
  return {
    cardType: cardTypeOf(person), operationalNeeds, accessFrequencies, airportIds: airports.map((a) => a.Id),
    opNeedTypes: opNeedTypesFor(getBrand(person.company), cardTypeOf(person)),
  };
}

/**
 * The signer signs the form their link opens, once (409 after): its fields checked by the shared rules with the
 * page's keys, and the signature (`_signature`) a PNG that can be read.
 */
export async function signForm(
  app: FastifyInstance, log: FastifyBaseLogger, id: number, ref: string, body: Record<string, unknown>,
): Promise<{ status: 'signed'; signedAt: string }> {
  const { form, person } = await openForm(app, id, ref);
  if (form.status === 'signed') throw new ApiError(409, signedAlready);
  const context = await checkContext(app, person);
  const fields = opNeedFormErrors(body, context);
  const png = readSignature(body._signature);
  if (!png) fields._signature = 'signature';
  if (Object.keys(fields).length > 0) throw new ApiError(400, png ? invalidDetailsMessage : badSignature, fields);
  const now = clockNow();
  if (!(await app.opNeedForms.sign(form.id, opNeedFormPayload(body, context), png!, now))) throw new ApiError(409, signedAlready);
  log.info({ opNeedFormId: form.id, peopleId: person.id }, 'operational-need statement signed');
  return { status: 'signed' as const, signedAt: now.toISOString() };
}
