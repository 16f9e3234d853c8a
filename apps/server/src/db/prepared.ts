import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** What a statement runs on: node-postgres's client or pool, or PGlite (or its transaction). */
interface DriverClient {
  query(
    textOrConfig: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * A statement of fixed text for the hottest paths (docs/decisions.md "Heartbeat group
 * commit"): its text is written once, and each run sends only its values, so nothing is built
 * per call (Drizzle's builder costs more than the statement for a batch of rows), and
 * PostgreSQL parses and plans it once per connection (a named statement of node-postgres).
 * Lists are passed as arrays and read with `unnest($1::int[], …)`: the text stays the same
 * whatever the batch's size. Runs on the database or the transaction it is given, through its
 * driver; rows come back as the driver parses them, keyed by the statement's column names
 * (read a table's row out of them with `rowOf`).
 */
export function preparedStatement(name: string, text: string) {
  return async (q: DbOrTx, values: unknown[]): Promise<Record<string, unknown>[]> => {
    const client = driverOf(q);
    const result = isNodePostgres(client)
      ? await client.query({ name, text, values })
      : await client.query(text, values);
    return result.rows;
  };
}

/** The driver client behind a Drizzle database or transaction (its session's client). */
function driverOf(q: DbOrTx): DriverClient {
  return (q as unknown as { session: { client: DriverClient } }).session.client;
}

/** node-postgres's clients and pools take a named statement; PGlite has no names. */
function isNodePostgres(client: DriverClient): boolean {
  // PGlite and its transactions have `exec`; node-postgres's pools and clients do not.
  return !('exec' in client);
}

/**
 * `alias.column as "prefix.column", …` for every column of `table`: a select list whose rows
 * `rowOf(table, row, prefix)` reads back (prefixes keep two tables' equal names apart).
 */
export function selectList(table: Table, alias: string, prefix: string): string {
  return Object.values(getTableColumns(table))
    .map((c) => `${alias}.${c.name} as "${prefix}.${c.name}"`)
    .join(', ');
}

/**
 * `table`'s row out of a prepared statement's row (columns named `prefix.column`, or bare
 * with no prefix), each value through its column's mapping as Drizzle reads it (numerics
 * to numbers, timestamps to dates); null when the row has none (an outer join's missing side:
 * its first column is null).
 */
export function rowOf<T extends Table>(
  table: T,
  row: Record<string, unknown>,
  prefix = '',
): T['$inferSelect'] | null {
  const fields = fieldsOf(table, prefix);
  if (row[fields[0]!.key] == null) return null;
  const out: Record<string, unknown> = {};
  for (const { field, key, column } of fields) {
    const value = row[key];
    out[field] = value == null ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}

/** Each table's columns with their keys in a prepared statement's rows, by prefix: read once. */
const fieldsByTable = new WeakMap<Table, Map<string, Field[]>>();
interface Field {
  field: string;
  key: string;
  column: Column;
}
function fieldsOf(table: Table, prefix: string): Field[] {
  let byPrefix = fieldsByTable.get(table);
  if (!byPrefix) fieldsByTable.set(table, (byPrefix = new Map()));
  let fields = byPrefix.get(prefix);
  if (!fields) {
    fields = Object.entries(getTableColumns(table)).map(([field, column]) => ({
      field,
      key: prefix ? `${prefix}.${column.name}` : column.name,
      column,
    }));
    byPrefix.set(prefix, fields);
  }
  return fields;
}

/**
 * `unnest($n::type[], …) as alias(column, …)` over every column of `table`, numbered from
 * `first`: a batch of the table's rows as one relation, their values from `columnArrays`.
 */
export function unnestColumns(table: Table, first: number, alias: string): string {
  const columns = Object.values(getTableColumns(table));
  const arrays = columns.map((c, i) => `$${first + i}::${c.getSQLType()}[]`).join(', ');
  return `unnest(${arrays}) as ${alias}(${columns.map((c) => c.name).join(', ')})`;
}

/** The values of `unnestColumns`: one array per column of `table`, as Drizzle writes them. */
export function columnArrays<T extends Table>(table: T, rows: T['$inferInsert'][]): unknown[][] {
  return fieldsOf(table, '').map(({ field, column }) =>
    rows.map((row) => {
      const value = (row as Record<string, unknown>)[field];
      return value == null ? null : column.mapToDriverValue(value);
    }),
  );
}
