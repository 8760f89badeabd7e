/**
 * POST /api/csp-report: Content-Security-Policy violation reports, one `warn` log line each.
 *
 * Accepts both formats browsers send: `application/reports+json` (Reporting API, `report-to`;
 * a batch of `{type: 'csp-violation', body}`) and `application/csp-report` (legacy
 * `report-uri`; `{"csp-report": {...}}`). Bodies over 16 KB are refused with 413 before they
 * are read whole. What is logged is bounded three ways (issue 34 item 7), so that nobody can
 * spend the budget genuine reports need:
 * - per client: `cspReportsPerClientPerMinute` reports a minute from one IP (the
 *   `RATE_LIMIT_CSP` binding); a client past it has its further reports dropped and counted;
 * - sampled: each violation is logged with probability `CSP_REPORT_SAMPLE_RATE` (0–1, default 1),
 *   the rate carried in the line so counts can be scaled back;
 * - per isolate: at most `cspReportsPerMinute` lines a minute, a last ceiling on log volume.
 * Accepted and dropped reports both answer 204: a browser only acts on a failed upload by
 * sending it again.
 *
 * Logged: directive, disposition, the blocked and document URLs without query or fragment
 * (they may carry tokens), source file and position, and the 40-character sample with
 * anything email-shaped masked. Never the policy, cookies or the visitor's address.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { clientIp, withinLimit } from '../account/request';
import { log } from '../log';

export const maxCspReportBytes = 16 * 1024;
/** Per isolate and minute: the last ceiling (one client alone cannot reach it, see below). */
export const cspReportsPerMinute = 300;
/** Per client IP and minute (wrangler.toml `RATE_LIMIT_CSP`, the same figure). */
export const cspReportsPerClientPerMinute = 10;
/** Violations logged from one request (the Reporting API batches them). */
const perRequest = 10;

const text = (max: number) => z.string().max(4096).transform((value) => value.slice(0, max)).optional();
const position = z.number().int().nonnegative().max(10_000_000).optional();

/** Reporting API body (camelCase), `type: 'csp-violation'`. */
const violationBody = z.object({
  documentURL: text(2048),
  blockedURL: text(2048),
  effectiveDirective: text(64),
  disposition: text(16),
  sourceFile: text(2048),
  lineNumber: position,
  columnNumber: position,
  statusCode: z.number().int().optional(),
  sample: text(40),
});

/** Legacy report-uri body (kebab-case). */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text(2048),
    'blocked-uri': text(2048),
    'effective-directive': text(64),
    'violated-directive': text(64),
    disposition: text(16),
    'source-file': text(2048),
    'line-number': position,
    'column-number': position,
    'status-code': z.number().int().optional(),
    'script-sample': text(40),
  }),
});

const reportingBatch = z
  .array(z.object({ type: z.string().max(64), body: z.unknown() }))
  .max(100);

type Violation = z.infer<typeof violationBody>;

/** A URL for the log: origin and path only. Keywords (`inline`, `eval`, `data`…) stay as they are. */
export function urlForLog(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^[a-z-]{1,20}$/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol.replace(/:$/, '');
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return 'invalid';
  }
}

function maskEmails(sample: string | undefined): string | undefined {
  return sample?.replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '[email]');
}

function violations(contentType: string, body: unknown): Violation[] | null {
  if (contentType.startsWith('application/reports+json') || Array.isArray(body)) {
    const batch = reportingBatch.safeParse(body);
    if (!batch.success) return null;
    return batch.data
      .filter((report) => report.type === 'csp-violation')
      .flatMap((report) => {
        const parsed = violationBody.safeParse(report.body);
        return parsed.success ? [parsed.data] : [];
      });
  }
  const legacy = legacyReport.safeParse(body);
  if (!legacy.success) return null;
  const r = legacy.data['csp-report'];
  return [{
    documentURL: r['document-uri'],
    blockedURL: r['blocked-uri'],
    effectiveDirective: r['effective-directive'] ?? r['violated-directive'],
    disposition: r.disposition,
    sourceFile: r['source-file'],
    lineNumber: r['line-number'],
    columnNumber: r['column-number'],
    statusCode: r['status-code'],
    sample: r['script-sample'],
  }];
}

/** Fixed one-minute window per isolate: how many violations may still be logged. */
class LogBudget {
  private windowStart = 0;
  private used = 0;
  private dropped = 0;

  /** `fields` go into its two log lines (which limit was reached). */
  constructor(private readonly limit: number, private readonly fields: Record<string, string | number>, private readonly windowMs = 60_000) {}

  /** Takes one unit; false when this window's budget is spent. */
  take(now: number): boolean {
    if (now - this.windowStart >= this.windowMs) {
      if (this.dropped > 0) log('warn', 'csp reports dropped', { dropped: this.dropped, ...this.fields });
      this.windowStart = now;
      this.used = 0;
      this.dropped = 0;
    }
    if (this.used < this.limit) {
      this.used++;
      return true;
    }
    // One line when the budget runs out; the total follows when the window turns.
    if (this.dropped++ === 0) log('warn', 'csp reports rate limited', this.fields);
    return false;
  }
}

const budget = new LogBudget(cspReportsPerMinute, { limitPerMinute: cspReportsPerMinute });

/** `CSP_REPORT_SAMPLE_RATE` as a probability: a number from 0 to 1, anything else is 1 (log all). */
export function cspSampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const rate = Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}

/**
 * Reports dropped because their client was over its limit (the binding decides; this budget of
 * 0 only counts them, in the same two log lines as the isolate's budget).
 */
const clientDrops = new LogBudget(0, { reason: 'client limit', limitPerClientPerMinute: cspReportsPerClientPerMinute });

const acceptedTypes = /^application\/(csp-report|reports\+json|json)\b/;

export const cspReportRoutes = new Hono<AppEnv>();

/** A refused report: its status and why, in the market's language (a browser reads neither). */
function refuse(c: Context<AppEnv>, status: 400 | 413 | 415, message: string): Response {
  return c.json({ success: false, error: { message } }, status, { 'Cache-Control': 'no-store' });
}

cspReportRoutes.post(
  '/csp-report',
  async function cspReportRoute(c, next) {
    c.set('routeName', 'api/csp-report');
    await next();
  },
  bodyLimit({ maxSize: maxCspReportBytes, onError: (c) => refuse(c, 413, c.get('i18n').t('errors.requestTooLarge', { maxBytes: maxCspReportBytes })) }),
  async (c) => {
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    if (!acceptedTypes.test(contentType)) return refuse(c, 415, c.get('i18n').t('errors.api.unsupportedType', { types: 'application/reports+json, application/csp-report' }));
    let body: unknown;
    try {
      // Decoded by hand: workerd warns when .json()/.text() meet a non-text type (application/csp-report).
      body = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
    } catch {
      return refuse(c, 400, c.get('i18n').t('errors.api.invalidReport'));
    }
    const found = violations(contentType, body);
    if (!found) return refuse(c, 400, c.get('i18n').t('errors.api.invalidReport'));
    const now = Date.now();
    if (found.length > 0 && !(await withinLimit(c, 'RATE_LIMIT_CSP', `csp:${clientIp(c)}`))) {
      clientDrops.take(now);
      return c.body(null, 204);
    }
    const sampleRate = cspSampleRate(c.env.CSP_REPORT_SAMPLE_RATE);
    for (const violation of found.slice(0, perRequest)) {
      if (sampleRate < 1 && Math.random() >= sampleRate) continue;
      if (!budget.take(now)) break;
      log('warn', 'csp violation', {
        requestId: c.get('requestId'),
        market: c.get('market')?.id ?? null,
        directive: violation.effectiveDirective ?? null,
        disposition: violation.disposition ?? null,
        blocked: urlForLog(violation.blockedURL) ?? null,
        document: urlForLog(violation.documentURL) ?? null,
        source: urlForLog(violation.sourceFile) ?? null,
        line: violation.lineNumber ?? null,
        column: violation.columnNumber ?? null,
        status: violation.statusCode ?? null,
        sample: maskEmails(violation.sample) ?? null,
        sampleRate,
      });
    }
    return c.body(null, 204);
  },
);
