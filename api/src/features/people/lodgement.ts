import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { lodgementOptions, type LodgementOption } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { personForToken } from './person-access.ts';
import { applicantStateOf, personStatus } from './status.ts';

// Where an applicant lodges: the ways their brand offers in their state, and their choice, which they may change
// until they have lodged. The choice is the draft's ExtraData.lodgementOption (SPEC §3), kept in the person's
// application, with an audit row.

export interface LodgementChoices {
  options: LodgementOption[];
  chosen: string | null;
  /** Lodged (the background check is uploaded): the options are no longer open. */
  lodged: boolean;
}

/** The ways person `id` may lodge, and their choice. */
export async function lodgementChoices(app: FastifyInstance, request: FastifyRequest, id: number): Promise<LodgementChoices> {
  const person = await personForToken(app, request, id);
  const status = personStatus(person);
  return {
    options: lodgementOptions(getBrand(person.company), applicantStateOf(person)),
    chosen: status.ExtraData.lodgementOption ?? null,
    lodged: status._ausCheckUploaded !== null,
  };
}

/** Person `id` chooses where to lodge: one of the ways offered, before they have lodged (409 after). */
export async function chooseLodgement(app: FastifyInstance, request: FastifyRequest, id: number, chosen: string): Promise<LodgementChoices> {
  const person = await personForToken(app, request, id);
  const brand = getBrand(person.company);
  const options = lodgementOptions(brand, applicantStateOf(person));
  if (!options.some((o) => o.value === chosen)) throw new ApiError(400, 'Choose one of the ways offered.', { lodgementOption: 'invalid' });
  if (person.check_uploaded_at) throw new ApiError(409, 'Your application is lodged already, so where you lodge it can no longer change.');
  const now = clockNow();
  await app.people.changeLodgementOption(person.id, chosen, now);
  return { options, chosen, lodged: false };
}
