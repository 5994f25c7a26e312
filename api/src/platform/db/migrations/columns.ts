import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

type TableBuilder = ReturnType<Kysely<any>['schema']['createTable']>;

/** Adds a generated integer primary key `id`, spelt as each database spells it. */
export function withId(dialect: DialectName) {
  return (table: TableBuilder) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
