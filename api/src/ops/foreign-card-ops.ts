import type { FastifyInstance } from 'fastify';
import { buildPath, getBrand } from '@cards/shared/brand';
import { givenInductionAirports, inductionCompanies, isInductionCompany, longDate, programsForAirports } from '@cards/shared/domain';
import { inductionEnrolmentErrors, inductionEnrolmentPayload, isOwnCardNumber, type InductionEnrolmentInput } from '@cards/shared/validation';
import { enrolForeignCard } from '../features/induction/enrolment.ts';
import { listItems } from '../features/induction/state.ts';
import { OpsError } from './ops-error.ts';
import { now as clockNow } from '../platform/clock.ts';

// Creating foreign cards: staff enrol the holder of a card issued
// elsewhere from a paper form, through the same checks and the same enrolment as the induction-only page, so the
// holder gets the same email with their induction-status link.

/** The command's options, by the enrolment field each fills. */
export const FOREIGN_CARD_OPTIONS = {
  '--first': 'Firstname', '--middle': 'Middlenames', '--family': 'Surname', '--birthdate': 'Birthdate', '--email': 'Email',
  '--mobile': 'Mobilephonenumber', '--street': 'Line1', '--suburb': 'Localityname', '--state': 'State', '--postcode': 'Postcode',
  '--number': 'Asicnum', '--expiry': 'MsicExpiry',
} as const;

/** Creates a foreign card for `brand` (adg or bne) and its inductions; returns the lines to print. */
export async function createForeignCard(
  app: FastifyInstance, brand: string | undefined, values: Partial<Record<keyof typeof FOREIGN_CARD_OPTIONS, string>>, airports: string | undefined,
): Promise<string[]> {
  if (!isInductionCompany(brand)) throw new OpsError(`foreign-card create needs --brand ${inductionCompanies().join(' or --brand ')}: the airports that run inductions.`);
  const body: InductionEnrolmentInput = Object.fromEntries(
    Object.entries(FOREIGN_CARD_OPTIONS).map(([option, field]) => [field, values[option as keyof typeof FOREIGN_CARD_OPTIONS] ?? '']),
  );
  // A brand with one induction airport enrols in it; with several, --airports names them.
  body.Inductions = givenInductionAirports(brand) ?? (airports ?? '').split(',').filter(Boolean).map(Number);
  const now = clockNow();
  const errors = inductionEnrolmentErrors(body, brand, now, app.localities.known);
  const problems = Object.entries(errors).map(([field, key]) => {
    const option = Object.entries(FOREIGN_CARD_OPTIONS).find(([, name]) => name === field)?.[0] ?? '--airports';
    return `${option} (${field}): ${key}`;
  });
  if (problems.length > 0) throw new OpsError(`The card was not created:\n  ${problems.join('\n  ')}`);
  const enrolment = inductionEnrolmentPayload(body);
  if (isOwnCardNumber(enrolment.Asicnum)) {
    throw new OpsError(`${enrolment.Asicnum} is one of our own tracking numbers: that holder enrols on the induction-only page, not as a foreign card.`);
  }
  if (programsForAirports(brand, enrolment.Inductions).some((id) => !app.inductions.program(id))) {
    throw new OpsError('An induction program of those airports is not loaded: check api/src/features/induction/programs.');
  }
  const { answer, mailQueued } = await enrolForeignCard(app, enrolment, brand, now);
  const card = answer.data!;
  const status = buildPath('induction-status', getBrand(brand).product, { id: card.Id, randomId: card.RandomId! });
  return [
    `Foreign card ${card.Id} created for ${enrolment.Firstname} ${enrolment.Surname} (${brand}).`,
    `Induction status: ${status}?company=${brand}`,
    ...card.Inductions.map((item) => `  ${item.inductionName}: ${item.url}`),
    mailQueued ? `The link is emailed to ${enrolment.Email}.` : `No email was queued for ${enrolment.Email} (its limit is reached): give the holder the link.`,
  ];
}

/** A foreign card's inductions and whether each is complete. */
export async function showForeignCard(app: FastifyInstance, id: number): Promise<string[]> {
  const card = await app.inductions.cardById(id);
  if (!card) throw new OpsError(`There is no foreign card ${id}.`);
  const items = listItems(app, await app.inductions.of({ foreignCardId: id }));
  return [
    `Foreign card ${card.id}: ${card.firstname} ${card.surname} (${card.company}), card ending ${card.card_number.slice(-3)}, expires ${longDate(card.msic_expiry)}.`,
    ...items.map((item) => `  ${item.inductionName}: ${item.completedAt ? `completed ${longDate(item.completedAt)}` : 'not completed'} (${item.url})`),
  ];
}
