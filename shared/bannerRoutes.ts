/** Route lists of a banner or bean: `{ match, exclude }` path patterns (SPEC §3). */
export interface BannerRoutes {
  match: readonly string[];
  exclude: readonly string[];
}

function segments(path: string): string[] {
  return path.split('?')[0]!.split('/').filter(Boolean);
}

/**
 * Whether a path matches a pattern: `*` alone matches every path; a `*` segment matches
 * exactly one segment, except in last position where it matches one or more.
 */
export function pathMatches(pattern: string, path: string): boolean {
  const p = pattern.trim();
  if (p === '*' || p === '/*') return true;
  const want = segments(p);
  const have = segments(path);
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const last = i === want.length - 1;
    if (w === '*' && last) return have.length > i;
    if (i >= have.length) return false;
    if (w !== '*' && w.toLowerCase() !== have[i]!.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/** Shown when some match pattern matches and no exclude pattern does; empty match → everywhere. */
export function bannerVisible(routes: BannerRoutes | null | undefined, path: string): boolean {
  if (!routes) return true;
  const matched = routes.match.length === 0 || routes.match.some((pattern) => pathMatches(pattern, path));
  return matched && !routes.exclude.some((pattern) => pathMatches(pattern, path));
}

/** Defaults of a banner (SPEC §3): bottom, red-pink background (dark enough for white text, 5:1), white text, closable. */
export const bannerDefaults = { position: 'bottom', backgroundColor: '#c8284b', textColor: '#ffffff', closable: true } as const;
/** Default talk-to-us bean background (teal). */
export const talkToUsDefaultBackground = '#0f766e';
