import type { DataLayerEvent } from './dataLayer';
import type { PageType } from './pageType';

/** Tracking payload fields (SPEC §3); events carry only these, plus their own identifier. */
export interface TrackingPayload {
  travelId?: string | number;
  travelName?: string;
  sectionFrom?: string;
  pageType?: PageType;
  tourId?: string | number;
  status?: string;
  missingDaysToDeparture?: number;
  tourInWishlist?: boolean;
  userId?: string | number;
  faqId?: string | number;
  label?: string;
  wishlisted?: boolean;
}

const stringFields = ['travelName', 'sectionFrom', 'pageType', 'status', 'label'] as const;
const idFields = ['travelId', 'tourId', 'userId', 'faqId'] as const;
const booleanFields = ['tourInWishlist', 'wishlisted'] as const;

/** dataLayer event names (SPEC §7 events, issue 7 list). */
export const eventNames = {
  pageView: 'page_view',
  experimentViewed: 'experiment_viewed',
  bannerShow: 'banner_show',
  bannerClose: 'banner_close',
  bannerInteract: 'banner_interact',
  accountId: 'account_id',
  headerContactUs: 'header_contact_us',
  goToWishlist: 'go_to_wishlist',
  sort: 'sort',
  wishlistAdd: 'wishlist_add',
  wishlistRemove: 'wishlist_remove',
  notifyMe: 'notify_me',
  assistantOpen: 'assistant_open',
  assistantAsk: 'assistant_ask',
  assistantLink: 'assistant_link',
  assistantHandoff: 'assistant_handoff',
} as const;

/** What a visitor does with the trip assistant (issue 31); never what they wrote. */
export type AssistantAction = 'open' | 'ask' | 'link' | 'handoff';
const assistantEvents: Record<AssistantAction, string> = {
  open: eventNames.assistantOpen, ask: eventNames.assistantAsk, link: eventNames.assistantLink, handoff: eventNames.assistantHandoff,
};

const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

function cleanText(value: string): string {
  // Labels can echo what a visitor typed: never let an address through, keep it short.
  return value.replace(emailLike, '[email]').slice(0, 200);
}

/** Keeps only the known payload fields, with the right types; free text is cleaned. */
export function trackingFields(payload: TrackingPayload = {}): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const key of stringFields) {
    const value = payload[key];
    if (typeof value === 'string' && value !== '') out[key] = cleanText(value);
  }
  for (const key of idFields) {
    const value = payload[key];
    if ((typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))) {
      out[key] = typeof value === 'string' ? cleanText(value) : value;
    }
  }
  for (const key of booleanFields) {
    const value = payload[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  if (typeof payload.missingDaysToDeparture === 'number' && Number.isFinite(payload.missingDaysToDeparture)) {
    out.missingDaysToDeparture = Math.trunc(payload.missingDaysToDeparture);
  }
  return out;
}

/** Whole days from today to a departure date (YYYY-MM-DD), in UTC; negative once departed. */
export function missingDaysToDeparture(startingDate: string, now: Date = new Date()): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(startingDate);
  if (!match) return undefined;
  const departure = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((departure - today) / 86_400_000);
}

/** A trip or departure a trip page's heart or notify-me acts on (their own props). */
export interface TrackedTrip {
  travelId: number;
  name: string;
  tourId?: number | null;
  status?: string | null;
  /** YYYY-MM-DD; days to departure are counted when the visitor acts, not when the page was rendered. */
  startingDate?: string | null;
}

/** The payload of a trip page's wishlist and notify-me events (SPEC §7). */
export function tripTracking(trip: TrackedTrip, now: Date = new Date()): TrackingPayload {
  if (!trip.tourId) return { travelId: trip.travelId, travelName: trip.name, sectionFrom: 'travel' };
  return {
    travelId: trip.travelId,
    travelName: trip.name,
    tourId: trip.tourId,
    status: trip.status ?? undefined,
    sectionFrom: 'departures',
    missingDaysToDeparture: trip.startingDate ? missingDaysToDeparture(trip.startingDate, now) : undefined,
  };
}

/** Typed events of the site; each carries the page type unless the payload names one. */
export interface Tracker {
  bannerShow(bannerId: string, payload?: TrackingPayload): void;
  bannerClose(bannerId: string, payload?: TrackingPayload): void;
  bannerInteract(bannerId: string, payload?: TrackingPayload): void;
  /** SPEC §7: the account id once the user data is loaded. */
  accountId(accountID: string | number): void;
  headerContactUs(payload?: TrackingPayload): void;
  /** SPEC §2: header wishlist link, section "menu". */
  goToWishlist(payload?: TrackingPayload): void;
  sort(sort: string, payload?: TrackingPayload): void;
  wishlistAdd(payload: TrackingPayload): void;
  wishlistRemove(payload: TrackingPayload): void;
  notifyMe(payload: TrackingPayload): void;
  /** The trip assistant: opened, asked (the intent, not the words), a link of an answer followed, a person asked for. */
  assistant(action: AssistantAction, payload?: TrackingPayload): void;
  /** A callback or email request sent to a person (the assistant's hand-over): a lead. */
  callbackRequested(payload?: TrackingPayload): void;
}

export function createTracker(push: (event: DataLayerEvent) => void, pageType: () => PageType): Tracker {
  const send = (event: string, payload: TrackingPayload = {}, extra: Record<string, string | number> = {}) => {
    push({ event, ...trackingFields({ pageType: pageType(), ...payload }), ...extra });
  };
  const id = (value: string) => cleanText(value).slice(0, 100);
  return {
    bannerShow: (bannerId, payload) => send(eventNames.bannerShow, payload, { bannerId: id(bannerId) }),
    bannerClose: (bannerId, payload) => send(eventNames.bannerClose, payload, { bannerId: id(bannerId) }),
    bannerInteract: (bannerId, payload) => send(eventNames.bannerInteract, payload, { bannerId: id(bannerId) }),
    accountId: (accountID) => send(eventNames.accountId, {}, { accountID: typeof accountID === 'number' ? accountID : id(accountID) }),
    headerContactUs: (payload) => send(eventNames.headerContactUs, { sectionFrom: 'header', ...payload }),
    goToWishlist: (payload) => send(eventNames.goToWishlist, { sectionFrom: 'menu', ...payload }),
    sort: (sort, payload) => send(eventNames.sort, payload, { sort: id(sort) }),
    wishlistAdd: (payload) => send(eventNames.wishlistAdd, { wishlisted: true, ...payload }),
    wishlistRemove: (payload) => send(eventNames.wishlistRemove, { wishlisted: false, ...payload }),
    notifyMe: (payload) => send(eventNames.notifyMe, payload),
    assistant: (action, payload) => send(assistantEvents[action], payload),
    // The hand-over's own event is assistant_handoff; GA4's generate_lead is added by init.ts.
    callbackRequested: () => undefined,
  };
}

/** `data-track` values a click can report (markup: `data-track="go-to-wishlist" data-track-section-from="menu"`). */
const clickEvents: Record<string, (tracker: Tracker, payload: TrackingPayload, data: DOMStringMap) => void> = {
  'go-to-wishlist': (t, p) => t.goToWishlist(p),
  'header-contact-us': (t, p) => t.headerContactUs(p),
  'banner-interact': (t, p, d) => t.bannerInteract(d.trackBannerId ?? '', p),
  'banner-close': (t, p, d) => t.bannerClose(d.trackBannerId ?? '', p),
  'wishlist-add': (t, p) => t.wishlistAdd(p),
  'wishlist-remove': (t, p) => t.wishlistRemove(p),
  'notify-me': (t, p) => t.notifyMe(p),
};

/** Tracking payload from `data-track-*` attributes (element.dataset). */
export function payloadFromDataset(data: DOMStringMap): TrackingPayload {
  const payload: TrackingPayload = {};
  const bool = (value: string | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);
  if (data.trackTravelId) payload.travelId = data.trackTravelId;
  if (data.trackTravelName) payload.travelName = data.trackTravelName;
  if (data.trackSectionFrom) payload.sectionFrom = data.trackSectionFrom;
  if (data.trackTourId) payload.tourId = data.trackTourId;
  if (data.trackStatus) payload.status = data.trackStatus;
  if (data.trackFaqId) payload.faqId = data.trackFaqId;
  if (data.trackLabel) payload.label = data.trackLabel;
  if (data.trackMissingDaysToDeparture && /^-?\d+$/.test(data.trackMissingDaysToDeparture)) {
    payload.missingDaysToDeparture = Number(data.trackMissingDaysToDeparture);
  }
  const inWishlist = bool(data.trackTourInWishlist);
  if (inWishlist !== undefined) payload.tourInWishlist = inWishlist;
  const wishlisted = bool(data.trackWishlisted);
  if (wishlisted !== undefined) payload.wishlisted = wishlisted;
  return payload;
}

/** Reports a click on (or inside) an element carrying `data-track`; false when it names no known event. */
export function trackClick(tracker: Tracker, element: HTMLElement): boolean {
  const name = element.dataset.track;
  const handler = name ? clickEvents[name] : undefined;
  if (!handler) return false;
  handler(tracker, payloadFromDataset(element.dataset), element.dataset);
  return true;
}
