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

/**
 * The same totals per statement (its SQL, whitespace folded; at most 300 statements kept): where a
 * page's rows read come from (`/__bench/d1`).
 */
export const isolateD1Statements = new Map<string, { queries: number; rowsRead: number }>();

function recordStatement(sql: string, rowsRead: number): void {
  const key = sql.replace(/\s+/g, ' ').trim();
  const entry = isolateD1Statements.get(key);
  if (entry) {
    entry.queries += 1;
    entry.rowsRead += rowsRead;
  } else if (isolateD1Statements.size < 300) isolateD1Statements.set(key, { queries: 1, rowsRead });
}

const originals = new WeakMap<object, D1PreparedStatement>();
const sqlOf = new WeakMap<object, string>();
const counted = new WeakSet<object>();

function rowsOf(result: unknown): number {
  const meta = (result as { meta?: { rows_read?: unknown } } | null)?.meta;
  return typeof meta?.rows_read === 'number' ? meta.rows_read : 0;
}

function record(costs: D1Cost[], queries: number, rowsRead: number): void {
  for (const cost of costs) {
    cost.queries += queries;
    cost.roundTrips += 1;
    cost.rowsRead += rowsRead;
  }
}

function countedStatement(statement: D1PreparedStatement, costs: D1Cost[], sql: string): D1PreparedStatement {
  const note = (result: unknown) => {
    record(costs, 1, rowsOf(result));
    recordStatement(sql, rowsOf(result));
  };
  const view: D1PreparedStatement = {
    bind: (...values: unknown[]) => countedStatement(statement.bind(...values), costs, sql),
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

/** A view of `db` that adds what every statement and batch costs to each of `costs`. */
export function countedD1(db: D1Database, ...costs: D1Cost[]): D1Database {
  // A request the worker makes of itself (the bench's pre-rendered copy) is counted once.
  if (counted.has(db)) return db;
  const view = new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => countedStatement(target.prepare(query), costs, query);
      if (property === 'batch') {
        return async <T>(statements: D1PreparedStatement[]) => {
          const results = await target.batch<T>(statements.map((statement) => originals.get(statement) ?? statement));
          record(costs, statements.length, results.reduce((sum, result) => sum + rowsOf(result), 0));
          results.forEach((result, i) => recordStatement(sqlOf.get(statements[i]!) ?? '(not counted)', rowsOf(result)));
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
