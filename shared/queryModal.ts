/**
 * The dialogs opened by the query parameters `modal` and `type` (SPEC §2): the trip page's, the
 * available-dates block's and the layout's talk-to-us. The server renders one only on its own URL
 * (worker/render/ui/QueryModal.tsx); client/ui/queryModals.ts fetches it for a link to it.
 */
export const queryModalTypes = [
  'travel-description', 'gallery', 'flight-club', 'video-itinerary', 'coordinator', 'talk-to-us', 'available-dates',
  // The results page's departures calendar (the menu's `?modal=calendar&type=tours&layout=calendar`).
  'tours',
] as const;
export type QueryModalType = (typeof queryModalTypes)[number];

/** The dialog a URL's query asks for: `type`, else `modal` (SPEC §2); null when none. */
export function askedQueryModal(params: URLSearchParams): string | null {
  return params.get('type') ?? params.get('modal');
}

export function isQueryModalType(value: string | null): value is QueryModalType {
  return (queryModalTypes as readonly (string | null)[]).includes(value);
}
