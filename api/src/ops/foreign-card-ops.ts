import type { FastifyInstance } from 'fastify';
import { givenInductionAirports, inductionCompanies, isInductionCompany, longDate } from '@cards/shared/domain';
import type { ForeignCardRegistered } from '@cards/shared/staff';
import type { InductionEnrolmentInput } from '@cards/shared/validation';
import { registerForeignCard } from '../features/induction/register-foreign-card.ts';
import { foreignCardRecord } from '../features/induction/staff-foreign-cards.ts';
import { ApiError } from '../platform/errors.ts';
import { listItems } from '../features/induction/state.ts';
import { OpsError } from './ops-error.ts';
import { now as clockNow } from '../platform/clock.ts';

// Creating foreign cards: staff enrol the holder of a card issued elsewhere from a paper form, through the service
// the console calls (the induction-only page's checks and enrolment), so the holder gets the same email with their
// induction-status link.

/** The command's options, by the enrolment field each fills. */
export const FOREIGN_CARD_OPTIONS = {
  '--first': 'Firstname', '--middle': 'Middlenames', '--family': 'Surname', '--birthdate': 'Birthdate', '--email': 'Email',
  '--mobile': 'Mobilephonenumber', '--street': 'Line1', '--suburb': 'Localityname', '--state': 'State', '--postcode': 'Postcode',
  '--number': 'Asicnum', '--expiry': 'MsicExpiry',
} as const;

/** Creates a foreign card for `brand` (adg or bne) and its inductions; returns the lines to print. */
export async function createForeignCard(
  app: FastifyInstance, brand: string | undefined, values: Partial<Record<keyof typeof FOREIGN_CARD_OPTIONS, string>>, airports: string | undefined,
  by = 'ops CLI',
): Promise<string[]> {
  if (!isInductionCompany(brand)) throw new OpsError(`foreign-card create needs --brand ${inductionCompanies().join(' or --brand ')}: the airports that run inductions.`);
  const body: InductionEnrolmentInput = Object.fromEntries(
    Object.entries(FOREIGN_CARD_OPTIONS).map(([option, field]) => [field, values[option as keyof typeof FOREIGN_CARD_OPTIONS] ?? '']),
  );
  // A brand with one induction airport enrols in it; with several, --airports names them.
  body.Inductions = givenInductionAirports(brand) ?? (airports ?? '').split(',').filter(Boolean).map(Number);
  let done: ForeignCardRegistered;
  try {
    done = await registerForeignCard(app, brand, body, { id: null, name: by }, clockNow());
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const problems = Object.entries(err.fields ?? {}).map(([field, key]) => {
      const option = Object.entries(FOREIGN_CARD_OPTIONS).find(([, name]) => name === field)?.[0] ?? '--airports';
      return `${option} (${field}): ${key}`;
    });
    throw new OpsError(err.fields?.Asicnum === 'invalid' || problems.length === 0 ? err.message : `The card was not created:\n  ${problems.join('\n  ')}`);
  }
  const card = await foreignCardRecord(app, brand, done.id);
  return [
    `Foreign card ${card.id} created for ${card.firstname} ${card.surname} (${brand}).`,
    `Induction status: ${card.statusPath}`,
    ...listItems(app, await app.inductions.of({ foreignCardId: card.id })).map((item) => `  ${item.inductionName}: ${item.url}`),
    done.mailQueued ? `The link is emailed to ${card.email}.` : `No email was queued for ${card.email} (its limit is reached): give the holder the link.`,
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
