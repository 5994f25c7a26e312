import type { Kysely } from 'kysely';
import { isAbnStatus } from '@cards/shared/domain';
import type { Database } from '../../platform/db/schema.ts';
import { AbnLookupError, type AbnLookup, type AbnRegister } from './register.ts';

// The local register of test ABNs (migration 0006-abn-register): used when no ABR GUID is configured, so
// development, the tests and `npm start` look ABNs up without the network. Same answers as the ABR client.

function businessNamesOf(text: string): string[] {
  try {
    const names: unknown = JSON.parse(text);
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && name !== '') : [];
  } catch {
    return [];
  }
}

export function createLocalRegister(db: Kysely<Database>): AbnRegister {
  return {
    name: 'local',
    async lookup(abn: string): Promise<AbnLookup> {
      let row;
      try {
        row = await db.selectFrom('abn_register')
          .select(['abn', 'entity_name', 'abn_status', 'business_names'])
          .where('abn', '=', abn)
          .executeTakeFirst();
      } catch (err) {
        throw new AbnLookupError('database', 'The local ABN register could not be read.', { cause: err });
      }
      if (!row) return { found: false };
      if (!isAbnStatus(row.abn_status)) throw new AbnLookupError('response', 'The local ABN register holds an unknown status.');
      const businessNames = businessNamesOf(row.business_names);
      return {
        found: true,
        details: {
          Abn: row.abn,
          EntityName: row.entity_name,
          AbnStatus: row.abn_status,
          ...(businessNames.length > 0 ? { BusinessNames: businessNames } : {}),
        },
      };
    },
  };
}
