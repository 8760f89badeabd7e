export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Writes one structured JSON log line; callers must not pass tokens, cookies or emails. */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, msg, ts: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
