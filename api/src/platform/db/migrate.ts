import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './connect.ts';
import type { Database } from './schema.ts';
import { referenceTables } from './migrations/0001-reference-tables.ts';
import { referenceData } from './migrations/0002-reference-data.ts';
import { reportTables } from './migrations/0003-report-tables.ts';
import { draftTables } from './migrations/0004-drafts.ts';
import { mailQueue } from './migrations/0005-mail-queue.ts';
import { abnRegister } from './migrations/0006-abn-register.ts';
import { issuingBodiesChecked } from './migrations/0007-issuing-bodies-checked.ts';
import { people } from './migrations/0008-people.ts';
import { personStatus } from './migrations/0009-person-status.ts';
import { cardActivation } from './migrations/0010-card-activation.ts';
import { payments } from './migrations/0011-payments.ts';
import { contact } from './migrations/0012-contact.ts';
import { operationalNeedForms } from './migrations/0013-operational-need-forms.ts';
import { inductions } from './migrations/0014-inductions.ts';
import { draftRetention } from './migrations/0015-draft-retention.ts';
import { draftSavesUnindexed } from './migrations/0016-draft-saves-unindexed.ts';
import { draftCreations } from './migrations/0017-draft-creations.ts';
import { paymentCardFingerprints } from './migrations/0018-payment-card-fingerprints.ts';
import { inductionEnrolmentClaims } from './migrations/0019-induction-enrolment-claims.ts';
import { attempts } from './migrations/0020-attempts.ts';
import { opNeedReplacedLinks } from './migrations/0021-opneed-replaced-links.ts';
import { casework } from './migrations/0022-casework.ts';
import { staff } from './migrations/0023-staff.ts';
import { enquiryInbox } from './migrations/0024-enquiry-inbox.ts';
import { consoleFacts } from './migrations/0025-console-facts.ts';

// Migrations live in code (no folder scanning), so they run the same from tsx, tests and any bundle.
// Names sort in the order they must run; never rename or edit one that has shipped: add a new one.
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-reference-tables': referenceTables,
    '0002-reference-data': referenceData,
    '0003-report-tables': reportTables(dialect),
    '0004-drafts': draftTables(dialect),
    '0005-mail-queue': mailQueue(dialect),
    '0006-abn-register': abnRegister,
    '0007-issuing-bodies-checked': issuingBodiesChecked,
    '0008-people': people(dialect),
    '0009-person-status': personStatus(dialect),
    '0010-card-activation': cardActivation,
    '0011-payments': payments(dialect),
    '0012-contact': contact(dialect),
    '0013-operational-need-forms': operationalNeedForms(dialect),
    '0014-inductions': inductions(dialect),
    '0015-draft-retention': draftRetention,
    '0016-draft-saves-unindexed': draftSavesUnindexed,
    '0017-draft-creations': draftCreations,
    '0018-payment-card-fingerprints': paymentCardFingerprints,
    '0019-induction-enrolment-claims': inductionEnrolmentClaims(dialect),
    '0020-attempts': attempts(dialect),
    '0021-opneed-replaced-links': opNeedReplacedLinks(dialect),
    '0022-casework': casework(dialect),
    '0023-staff': staff(dialect),
    '0024-enquiry-inbox': enquiryInbox(dialect),
    '0025-console-facts': consoleFacts(),
  };
}

/** `schema`: PostgreSQL schema holding the tables (default public). */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName, schema?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // Named outright on PostgreSQL: Kysely looks for its own tables in every schema, so one in another
  // schema would otherwise be taken for ours.
  const migrationTableSchema = dialect === 'postgres' ? schema ?? 'public' : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
