import type { Kysely } from 'kysely';
import type { AbnSettings } from './settings.ts';
import type { Database } from '../../platform/db/schema.ts';
import { createAbrClient } from './abr-client.ts';
import { createLocalRegister } from './local-register.ts';
import type { AbnRegister } from './register.ts';

/** The register for these settings: the ABR's web service when a GUID is set, otherwise the local register. */
export function createAbnRegister(settings: AbnSettings, db: Kysely<Database>): AbnRegister {
  return settings.guid
    ? createAbrClient({ guid: settings.guid, url: settings.url, timeoutMs: settings.timeoutMs })
    : createLocalRegister(db);
}
