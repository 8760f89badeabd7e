/**
 * Page fragments: a page route answers only one region of itself when a request carries
 * `X-Caravan-Fragment: <name>` (client/ui/resultsRegion.ts swaps the search results in place).
 * The URL stays the page's own, so responses say `Vary: X-Caravan-Fragment`.
 */
export const fragmentHeader = 'X-Caravan-Fragment';

export const fragmentNames = ['results'] as const;
export type FragmentName = (typeof fragmentNames)[number];

/** Attribute on the region's root element: its value is the fragment name. */
export const fragmentRegionAttr = 'data-fragment-region';

/** The fragment a request asks for, or null (unknown names are ignored: the full page answers). */
export function requestedFragment(value: string | null | undefined): FragmentName | null {
  const name = value?.trim().toLowerCase();
  return (fragmentNames as readonly string[]).includes(name ?? '') ? (name as FragmentName) : null;
}
