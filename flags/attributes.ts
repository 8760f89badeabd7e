import type { Language, MarketId } from '../markets/config';

/**
 * The attributes every flag is evaluated with (DESIGN: sticky by device id). The server
 * builds them per request and serialises them into the page, so the browser hashes the
 * same values and sees the same variations.
 */
export interface FlagAttributes {
  /** GrowthBook's default hash attribute: the anonymous device id. */
  id: string;
  deviceId: string;
  /** Visitor country from request.cf.country (ISO alpha-2), null when unknown. */
  country: string | null;
  language: Language;
  market: MarketId;
  loggedIn: boolean;
  /** Page URL without fragment and without parameters that would force a variation. */
  url: string;
}

/** Query parameter / cookie carrying QA forced variations (`key:variation,key:variation`). */
export const forceParam = 'gb_force';
export const forceCookie = 'caravan_gb_force';

const experimentKeyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const maxForced = 10;
const maxVariation = 19;

/** Parses `key:1,other:0`; anything malformed is ignored, never thrown. */
export function parseForcedVariations(raw: string | null | undefined): Record<string, number> {
  const forced: Record<string, number> = {};
  if (!raw || raw.length > 1024) return forced;
  for (const part of raw.split(',').slice(0, maxForced)) {
    const [key, value] = part.trim().split(':');
    if (!key || value === undefined || !experimentKeyPattern.test(key) || !/^\d{1,2}$/.test(value)) continue;
    const variation = Number(value);
    if (variation > maxVariation) continue;
    forced[key] = variation;
  }
  return forced;
}

/** Inverse of parseForcedVariations (cookie value). */
export function formatForcedVariations(forced: Record<string, number>): string {
  return Object.entries(forced)
    .map(([key, variation]) => `${key}:${variation}`)
    .join(',');
}

/**
 * The URL attribute: no fragment, no QA parameter, and — unless forcing is allowed — no
 * parameter named like an experiment (GrowthBook forces a variation from `?<key>=<n>`).
 */
export function sanitizeUrl(raw: string, experimentKeys: readonly string[], allowForce: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '';
  }
  url.hash = '';
  url.searchParams.delete(forceParam);
  if (!allowForce) for (const key of experimentKeys) url.searchParams.delete(key);
  return url.toString();
}
