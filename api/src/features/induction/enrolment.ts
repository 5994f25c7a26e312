import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildPath, getBrand, type Brand } from '@cards/shared/brand';
import { personIdOfTrackingNumber, programsForAirports, type InductionCompany } from '@cards/shared/domain';
import type { InductionEnrolment } from '@cards/shared/validation';
import type { InductionEnrolmentAnswer, InductionListItem } from '@cards/shared/domain';
import type { InductionRow, Trainee } from './repository.ts';
import type { PersonRow } from '../people/repository.ts';
import type { Database } from '../../platform/db/schema.ts';
import {
  inductionEnrolledCopy, inductionForeignCardCopy, type EmailedInduction, type InductionMailKind,
} from '../../mail/templates/induction-copy.ts';
import { renderCopy, type MailCopy } from '../../mail/templates/index.ts';
import { inductionPath, listItems } from './state.ts';

// Enrolling trainees in inductions: at conversion, an application of an induction brand (adg, bne) gets
// the inductions of its airports; on the induction-only page (SPEC §7 POST /api/register/induction-only), one of our
// card holders is found by their tracking number, legal name and date of birth and enrolled once they open the link
// emailed to the address on their application (enrolment-claims.ts), and the holder of a card issued
// elsewhere gets a foreign card. Each enrolment and its email are one transaction (the outbox).

/** The email of an enrolment, to be queued with it. */
export interface EnrolmentMail {
  kind: InductionMailKind;
  brand: Brand;
  to: string;
  copy: MailCopy;
  /** The button's page. */
  link: string;
}

const HOUR = 3_600_000;

/** Absolute addresses for an email, with the brand, as every emailed link (platform/mail/links.ts). */
function emailAddress(app: FastifyInstance, path: string, company: string): string {
  return `${app.config.publicUrl}${path}?${new URLSearchParams({ company })}`;
}

function emailed(app: FastifyInstance, rows: InductionRow[], company: string): EmailedInduction[] {
  return rows.map((row) => ({
    name: app.inductions.program(row.program_id)?.program.name ?? 'Security induction',
    url: emailAddress(app, inductionPath(row.public_id), company),
  }));
}

/**
 * Queues the email on `trx` unless the address has had as many emails as the limits per address allow (then the
 * enrolment stands and the trainee still has its answer); whether it was queued.
 */
export async function queueEnrolmentMail(app: FastifyInstance, trx: Kysely<Database>, mail: EnrolmentMail, now: Date): Promise<boolean> {
  const { limits } = app.config.mail;
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [hour, day] = await Promise.all([
    app.mailQueue.countSince(trx, { recipient: mail.to }, since(HOUR)),
    app.mailQueue.countSince(trx, { recipient: mail.to }, since(24 * HOUR)),
  ]);
  if (hour >= limits.addressPerHour || day >= limits.addressPerDay) return false;
  const rendered = await renderCopy(mail.copy, mail.brand, app.config.publicUrl, mail.link);
  const id = await app.mailQueue.add(trx, { ...rendered, to: mail.to, kind: mail.kind, fromName: mail.brand.name, replyTo: mail.brand.contact.email }, now);
  return id !== null;
}

/** Conversion (form-conversion.ts): the person's inductions for the draft's airports, in its transaction. */
export async function enrolConvertedPerson(
  app: FastifyInstance, trx: Kysely<Database>, person: Pick<PersonRow, 'id'>, company: string, airportIds: readonly number[], now: Date,
): Promise<InductionRow[]> {
  const programIds = programsForAirports(company, airportIds);
  return programIds.length === 0 ? [] : app.inductions.enrol(trx, { personId: person.id }, company, programIds, now);
}

/** Legal names compared as SPEC §5 lets them be typed: any case, any spacing. */
const sameName = (a: string | null, b: string) => (a ?? '').replace(/\s+/g, '').toLocaleLowerCase('en-AU') === b.replace(/\s+/g, '').toLocaleLowerCase('en-AU');

/** Our card holder of an enrolment: the person its tracking number names, when the legal name and birthdate match. */
export async function cardHolderOf(app: FastifyInstance, enrolment: InductionEnrolment): Promise<PersonRow | undefined> {
  const id = personIdOfTrackingNumber(enrolment.Asicnum);
  const person = id === null ? undefined : await app.people.byId(id);
  const matches = person !== undefined && !person.redacted_at && sameName(person.firstname, enrolment.Firstname)
    && sameName(person.surname, enrolment.Surname) && person.birthdate === enrolment.Birthdate;
  return matches ? person : undefined;
}

export interface Enrolled {
  answer: InductionEnrolmentAnswer;
  mailQueued: boolean;
}

/**
 * Enrols our card holder `person` in `programIds` once they have opened the emailed link (enrolment-claims.ts): the
 * email with the inductions' links goes to the address on their application, and the answer has the links too, as
 * the holder has shown they read that address.
 */
export async function enrolCardHolder(
  app: FastifyInstance, person: PersonRow, programIds: readonly number[], company: InductionCompany, now: Date,
): Promise<Enrolled> {
  const brand = getBrand(company);
  const trainee: Trainee = { personId: person.id };
  return app.db.transaction().execute(async (trx) => {
    const rows = await app.inductions.enrol(trx, trainee, company, [...programIds], now);
    const links = emailed(app, rows, company);
    const first = links[rows.findIndex((row) => row.completed_at === null)] ?? links[0];
    const mailQueued = first !== undefined && person.email !== '' && await queueEnrolmentMail(app, trx, {
      kind: 'induction-enrolled', brand, to: person.email, copy: inductionEnrolledCopy(brand, person.firstname, links), link: first.url,
    }, now);
    const Inductions: InductionListItem[] = listItems(app, rows);
    const CardType = person.card_type === 'msic' ? 'msic' as const : 'asic' as const;
    return { answer: { result: true, foreign: false, data: { Id: person.id, IncompleteFormId: person.draft_id, CardType, Inductions } }, mailQueued };
  });
}

/** A card issued elsewhere: a new foreign card with its inductions; the email goes to the address typed. */
export async function enrolForeignCard(
  app: FastifyInstance, enrolment: InductionEnrolment, company: InductionCompany, now: Date,
  /** Staff registering the card: their name is kept on it, and their audit row written in the same transaction. */
  registrar?: { name: string; audit: (trx: Kysely<Database>, cardId: number) => Promise<void> },
): Promise<Enrolled> {
  const brand = getBrand(company);
  return app.db.transaction().execute(async (trx) => {
    const card = await app.inductions.addCard(trx, {
      firstname: enrolment.Firstname, middlenames: enrolment.Middlenames ?? null, surname: enrolment.Surname,
      birthdate: enrolment.Birthdate, email: enrolment.Email, phone: enrolment.Mobilephonenumber, line1: enrolment.Line1,
      locality: enrolment.Localityname, state: enrolment.State, postcode: enrolment.Postcode, card_number: enrolment.Asicnum,
      msic_expiry: enrolment.MsicExpiry, company, registered_by: registrar?.name ?? null,
    }, now);
    const rows = await app.inductions.enrol(trx, { foreignCardId: card.id }, company, programsForAirports(company, enrolment.Inductions), now);
    await registrar?.audit(trx, card.id);
    const status = emailAddress(app, buildPath('induction-status', brand.product, { id: card.id, randomId: card.random_id }), company);
    const mailQueued = await queueEnrolmentMail(app, trx, {
      kind: 'induction-foreign-card', brand, to: enrolment.Email,
      copy: inductionForeignCardCopy(brand, enrolment.Firstname, emailed(app, rows, company)), link: status,
    }, now);
    return { answer: { result: true, foreign: true, data: { Id: card.id, RandomId: card.random_id, Inductions: listItems(app, rows) } }, mailQueued };
  });
}
