import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildPath, getBrand } from '@cards/shared/brand';
import { isInductionCompany } from '@cards/shared/domain';
import { FOREIGN_CARD_PAGE_SIZE, type ForeignCardList, type ForeignCardRecord } from '@cards/shared/staff';
import { ApiError } from '../../platform/errors.ts';
import { maskCardNumber } from './foreign-card.ts';
import { noInductions } from './register-foreign-card.ts';

// The foreign cards of a brand as its staff see them: a list searched and paged in the database, and one card with
// its holder's details, its inductions and who registered it. Another brand's card is the same 404 as none.

export const noSuchForeignCard = 'There is no foreign card with that number.';

const fullName = (...parts: Array<string | null>) => parts.filter((p) => p && p.trim()).join(' ');

/** The brand's foreign cards, newest first; `q` is the start of a name, a whole email or a whole card number. */
export async function listForeignCards(app: FastifyInstance, company: string, query: { q?: string; page: number }): Promise<ForeignCardList> {
  if (!isInductionCompany(company)) throw new ApiError(404, noInductions);
  const q = query.q?.trim().replace(/\s+/g, ' ') ?? '';
  let cards = app.db.selectFrom('foreign_cards').where('foreign_cards.company', '=', company);
  if (q) {
    const text = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    // The start of any of the holder's names ('kow', 'zaneta kow'), a whole email, or a whole card number.
    cards = cards.where((eb) => eb.or([
      eb('foreign_cards.name_lower', 'like', sql<string>`${`${text}%`} escape '\\'`),
      eb('foreign_cards.name_lower', 'like', sql<string>`${`% ${text}%`} escape '\\'`),
      eb('foreign_cards.email_lower', '=', q.toLowerCase()),
      eb('foreign_cards.card_number', '=', q.replace(/\s+/g, '').toUpperCase()),
    ]));
  }
  const [{ total }, rows] = await Promise.all([
    cards.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    cards.leftJoin('inductions', 'inductions.foreign_card_id', 'foreign_cards.id')
      .select(['foreign_cards.id', 'foreign_cards.firstname', 'foreign_cards.middlenames', 'foreign_cards.surname', 'foreign_cards.card_number',
        'foreign_cards.msic_expiry', 'foreign_cards.created_at'])
      .select((eb) => [
        eb.fn.count<number | string>('inductions.id').as('inductions_total'),
        eb.fn.count<number | string>('inductions.completed_at').as('inductions_done'),
      ])
      .groupBy(['foreign_cards.id', 'foreign_cards.firstname', 'foreign_cards.middlenames', 'foreign_cards.surname', 'foreign_cards.card_number',
        'foreign_cards.msic_expiry', 'foreign_cards.created_at'])
      .orderBy('foreign_cards.created_at', 'desc').orderBy('foreign_cards.id', 'desc')
      .limit(FOREIGN_CARD_PAGE_SIZE).offset((query.page - 1) * FOREIGN_CARD_PAGE_SIZE)
      .execute(),
  ]);
  return {
    cards: rows.map((row) => ({
      id: row.id, name: fullName(row.firstname, row.middlenames, row.surname), cardNumber: maskCardNumber(row.card_number),
      expiry: row.msic_expiry, registeredAt: row.created_at,
      inductionsDone: Number(row.inductions_done), inductionsTotal: Number(row.inductions_total),
    })),
    total: Number(total), page: query.page, pageSize: FOREIGN_CARD_PAGE_SIZE,
  };
}

/** One card of the brand, with its holder's details, its inductions and who registered it. */
export async function foreignCardRecord(app: FastifyInstance, company: string, id: number): Promise<ForeignCardRecord> {
  if (!isInductionCompany(company)) throw new ApiError(404, noInductions);
  const card = await app.inductions.cardById(id);
  if (!card || card.company !== company) throw new ApiError(404, noSuchForeignCard);
  const rows = await app.inductions.of({ foreignCardId: id });
  return {
    id: card.id, firstname: card.firstname, middlenames: card.middlenames, surname: card.surname, birthdate: card.birthdate,
    email: card.email, phone: card.phone,
    address: { line1: card.line1, locality: card.locality, state: card.state, postcode: card.postcode },
    cardNumber: maskCardNumber(card.card_number), expiry: card.msic_expiry, registeredAt: card.created_at,
    registeredBy: card.registered_by,
    inductions: rows.map((row) => ({
      name: app.inductions.program(row.program_id)?.program.name ?? 'Security induction',
      completedAt: row.completed_at, certificateCode: row.certificate_code,
    })),
    statusPath: `${buildPath('induction-status', getBrand(company).product, { id: card.id, randomId: card.random_id })}?company=${company}`,
  };
}
