import type { FastifyInstance } from 'fastify';
import type { ForeignCard, InductionListItem } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { randomIdMatches } from './codes.ts';
import { listItems } from './state.ts';
import type { ForeignCardRow } from './repository.ts';

// A card issued elsewhere, enrolled for inductions, opened by its id and its unguessable RandomId (the emailed
// /induction-status link). The RandomId is compared in constant time, and a wrong one is the same 404 as an id that
// does not exist.

const notFound = 'We could not find that enrolment. Please check the address in your email.';

/** The card number with all but its last 3 characters hidden. */
export function maskCardNumber(number: string): string {
  return '*'.repeat(Math.max(number.length - 3, 0)) + number.slice(-3);
}

async function openCard(app: FastifyInstance, id: number, randomId: string): Promise<ForeignCardRow> {
  const card = await app.inductions.cardById(id);
  if (!randomIdMatches(card?.random_id, randomId)) throw new ApiError(404, notFound);
  return card!;
}

/** The card, its number masked, with its inductions. */
export async function foreignCard(app: FastifyInstance, id: number, randomId: string): Promise<ForeignCard> {
  const card = await openCard(app, id, randomId);
  return {
    Id: card.id, RandomId: card.random_id, Firstname: card.firstname, Surname: card.surname,
    CardNumber: maskCardNumber(card.card_number), MsicExpiry: card.msic_expiry, company: card.company,
    inductions: listItems(app, await app.inductions.of({ foreignCardId: card.id })),
  };
}

/** The card's inductions. */
export async function foreignCardInductions(app: FastifyInstance, id: number, randomId: string): Promise<InductionListItem[]> {
  const card = await openCard(app, id, randomId);
  return listItems(app, await app.inductions.of({ foreignCardId: card.id }));
}
