import type { Generated } from 'kysely';

// Table shapes as stored. Columns are snake_case; routes map them to the PascalCase fields of SPEC §3.
// Booleans are integers (0/1) and times ISO text, so one set of migrations fits SQLite and PostgreSQL.

export interface StateTable {
  id: number;
  short_name: string;
  long_name: string;
}

export interface CountryTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface AirportTable {
  id: number;
  code: string;
  name: string;
  state: string | null;
  group_name: string;
  can_asa: number;
  asa_type_id: number;
  /** Brand whose list shows this row instead of the shared row with the same code; null for everyone. */
  brand: string | null;
  sort_order: number;
}

export interface IssuingBodyTable {
  id: number;
  code: string;
  name: string;
  cardtype: string;
}

export interface IdDocumentTypeTable {
  id: number;
  name: string;
  category: string;
  sort_order: number;
}

export interface OperationalNeedCategoryTable {
  id: number;
  name: string;
}

export interface OperationalNeedTable {
  id: number;
  colour: string;
  reason: string;
  short_reason: string;
  category_id: number;
  cardtype: string;
  sort_order: number;
}

export interface AccessFrequencyTable {
  value: string;
  label: string;
  sort_order: number;
}

export interface ClientErrorTable {
  id: Generated<number>;
  url: string;
  message: string;
  type: string;
  stack_trace: string | null;
  cause: string | null;
  company: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface MissedPageTable {
  id: Generated<number>;
  uri: string;
  company: string | null;
  referrer: string | null;
  created_at: string;
}

export interface Database {
  states: StateTable;
  countries: CountryTable;
  airports: AirportTable;
  issuing_bodies: IssuingBodyTable;
  id_document_types: IdDocumentTypeTable;
  operational_need_categories: OperationalNeedCategoryTable;
  operational_needs: OperationalNeedTable;
  access_frequencies: AccessFrequencyTable;
  client_errors: ClientErrorTable;
  missed_pages: MissedPageTable;
}
