import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { salesChatConfig } from '../assistant/handoffSalesChat';

/** Where browsers send CSP violation reports (worker/routes/cspReport.ts). */
export const cspReportPath = '/api/csp-report';
/** Reporting API endpoint name used by `report-to` (declared in `Reporting-Endpoints`). */
export const cspReportGroup = 'csp-endpoint';

/**
 * Powerful features no page of the site uses, denied to the page and every frame in it.
 * The visitor's country comes from Cloudflare (`request.cf.country`), never from the
 * browser's geolocation API; payments happen on the external booking site; sign-in and its
 * passkeys happen at the identity provider; one-time codes come by email, not SMS.
 * `interest-cohort` (FLoC) and `browsing-topics` keep visits out of ad-interest profiles.
 * Only features Chromium recognises: an unknown one (bluetooth, battery, attribution-reporting
 * in Chromium 156) costs a console warning on every page. public/_headers repeats this list
 * for static files (tests/integration/security-headers.test.ts keeps the two equal).
 */
const deniedFeatures = [
  'accelerometer', 'browsingTopics', 'camera', 'displayCapture', 'geolocation', 'gyroscope', 'hid',
  'idleDetection', 'interestCohort', 'localFonts', 'magnetometer', 'microphone', 'midi', 'otpCredentials',
  'payment', 'publickeyCredentialsCreate', 'publickeyCredentialsGet', 'screenWakeLock', 'serial', 'usb',
  'windowManagement', 'xrSpatialTracking',
] as const;

/**
 * The sales-chat provider's origin, only when it is configured (worker/assistant/handoffSalesChat.ts):
 * its loader and what it loads, fetches and frames. Unconfigured, the policy names no third party.
 */
function salesChatOrigin(c: Context): string {
  return salesChatConfig(c.env as Partial<Env> | undefined)?.origin ?? '';
}

/**
 * Security headers: CSP with a per-request nonce on every script and every `<style>` element
 * (no 'unsafe-inline': the markup carries no style attributes, see worker/render/ui/InlineStyle.tsx)
 * and strict-dynamic (so the entry's lazy island chunks load), violation reports to
 * /api/csp-report, a Permissions-Policy denying unused powerful features, HSTS for a year
 * with subdomains, nosniff, referrer policy, no framing.
 */
export function security(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", salesChatOrigin],
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", salesChatOrigin],
      frameSrc: ["'self'", salesChatOrigin],
      // The service worker (/sw.js): without it, worker-src falls back to the nonce-only script-src.
      workerSrc: ["'self'"],
      formAction: ["'self'", 'https:'],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      // report-uri for browsers without the Reporting API; Chromium uses report-to only.
      reportUri: cspReportPath,
      reportTo: cspReportGroup,
    },
    reportingEndpoints: [{ name: cspReportGroup, url: cspReportPath }],
    permissionsPolicy: Object.fromEntries(deniedFeatures.map((feature) => [feature, []])),
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  });
}
