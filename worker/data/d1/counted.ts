/**
 * What a request costs in D1: queries, round trips and rows read (`meta.rows_read`, what D1
 * bills). The request log middleware hands every request a counting view of the DB binding;
 * statements and batches behave as the binding's own (a batch still gets the real statements).
 */

export interface D1Cost {
  /** Statements run (a batch of 7 counts 7). */
  queries: number;
  /** Calls that went to D1: a statement run alone, or one batch. */
  roundTrips: number;
  /** Sum of `meta.rows_read`; statements whose answer carries no meta (`raw`) add 0. */
  rowsRead: number;
}

export function emptyD1Cost(): D1Cost {
  return { queries: 0, roundTrips: 0, rowsRead: 0 };
}

/**
 * Totals of this isolate since it started (the bench reads them around a page it fetched to the
 * end: the request log line is written when the headers go, before a streamed part's queries).
 */
export const isolateD1Cost: D1Cost = emptyD1Cost();

/** Queries and rows read per statement (its SQL), at most 300 statements. */
export type StatementCosts = Map<string, { queries: number; rowsRead: number }>;

/**
 * This isolate's totals per statement: where a page's rows read come from (`/__bench/d1`). Kept
 * only where the bench routes are on (the request log passes it then): not work for production.
 */
export const isolateD1Statements: StatementCosts = new Map();

function recordStatement(statements: StatementCosts | null, sql: string, rowsRead: number): void {
  if (!statements) return;
  const entry = statements.get(sql);
  if (entry) {
    entry.queries += 1;
    entry.rowsRead += rowsRead;
  } else if (statements.size < 300) statements.set(sql, { queries: 1, rowsRead });
}

const originals = new WeakMap<object, D1PreparedStatement>();
const sqlOf = new WeakMap<object, string>();
const counted = new WeakSet<object>();

function rowsOf(result: unknown): number {
  const meta = (result as { meta?: { rows_read?: unknown } } | null)?.meta;
  return typeof meta?.rows_read === 'number' ? meta.rows_read : 0;
}

function record(costs: readonly D1Cost[], queries: number, rowsRead: number): void {
  for (const cost of costs) {
    cost.queries += queries;
    cost.roundTrips += 1;
    cost.rowsRead += rowsRead;
  }
}

function countedStatement(statement: D1PreparedStatement, costs: readonly D1Cost[], statements: StatementCosts | null, sql: string): D1PreparedStatement {
  const note = (result: unknown) => {
    record(costs, 1, rowsOf(result));
    recordStatement(statements, sql, rowsOf(result));
  };
  const view: D1PreparedStatement = {
    bind: (...values: unknown[]) => countedStatement(statement.bind(...values), costs, statements, sql),
    async all<T>() {
      const result = await statement.all<T>();
      note(result);
      return result;
    },
    async run<T>() {
      const result = await statement.run<T>();
      note(result);
      return result;
    },
    // `first` answers without meta: asked as `all` (the same statement, the same rows read).
    first: (async (column?: string) => {
      const result = await statement.all<Record<string, unknown>>();
      note(result);
      const row = result.results?.[0];
      if (!row) return null;
      if (column === undefined) return row;
      if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
      return row[column];
    }) as D1PreparedStatement['first'],
    raw: (async (options?: { columnNames?: boolean }) => {
      const rows = await (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw());
      note(null);
      return rows;
    }) as D1PreparedStatement['raw'],
  } as D1PreparedStatement;
  originals.set(view, statement);
  sqlOf.set(view, sql);
  return view;
}

/**
 * A view of `db` that adds what every statement and batch costs to each of `costs`, and, given
 * `statements`, to that statement's entry.
 */
export function countedD1(db: D1Database, costs: readonly D1Cost[], statements: StatementCosts | null = null): D1Database {
  // A request the worker makes of itself (the bench's pre-rendered copy) is counted once.
  if (counted.has(db)) return db;
  const view = new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => countedStatement(target.prepare(query), costs, statements, query);
      if (property === 'batch') {
        return async <T>(batch: D1PreparedStatement[]) => {
          const results = await target.batch<T>(batch.map((statement) => originals.get(statement) ?? statement));
          record(costs, batch.length, results.reduce((sum, result) => sum + rowsOf(result), 0));
          results.forEach((result, i) => recordStatement(statements, sqlOf.get(batch[i]!) ?? '(not counted)', rowsOf(result)));
          return results;
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  counted.add(view);
  return view;
}
