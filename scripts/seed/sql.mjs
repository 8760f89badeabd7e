/**
 * SQL output: D1's exec() splits on newlines, so every statement is exactly one line.
 * Rows are grouped into multi-row INSERTs kept well under D1's 100 KB statement limit.
 */
const maxStatementBytes = 60_000;

export function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`non-finite number in seed: ${value}`);
    return String(value);
  }
  if (typeof value === 'object') value = JSON.stringify(value);
  const text = String(value);
  if (/[\r\n]/.test(text)) throw new Error(`newline in seed text: ${text.slice(0, 80)}`);
  return `'${text.replace(/'/g, "''")}'`;
}

export class SqlWriter {
  constructor() {
    this.lines = [];
    this.counts = new Map();
  }

  /** Adds rows (objects with the same keys) to `table`. */
  insert(table, rows) {
    if (!rows.length) return;
    const columns = Object.keys(rows[0]);
    const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
    let chunk = [];
    let size = head.length;
    const flush = () => {
      if (chunk.length) this.lines.push(head + chunk.join(', ') + ';');
      chunk = [];
      size = head.length;
    };
    for (const row of rows) {
      const tuple = `(${columns.map((c) => literal(row[c])).join(', ')})`;
      if (size + tuple.length > maxStatementBytes) flush();
      chunk.push(tuple);
      size += tuple.length + 2;
    }
    flush();
    this.counts.set(table, (this.counts.get(table) ?? 0) + rows.length);
  }

  statement(sql) {
    if (/[\r\n]/.test(sql)) throw new Error('statements must be single lines');
    this.lines.push(sql.trim().endsWith(';') ? sql.trim() : `${sql.trim()};`);
  }

  toString() {
    return this.lines.join('\n') + '\n';
  }
}
