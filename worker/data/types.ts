/**
 * Shapes of the catalogue/content contract (SPEC §3, §7): what /api answers and what every
 * CatalogueSource method returns. The zod schemas validate upstream responses; the types are
 * inferred from them so both sources return exactly the same thing.
 */
import { z } from 'zod';
import { salesStatuses } from '../../shared/tourStatus';

const money = z.record(z.string(), z.number());
/** Amounts in cents keyed by currency ISO code, e.g. `{ EUR: 189000, USD: 206000, GBP: 163000 }`. */
export type Money = z.infer<typeof money>;

/**
 * Amounts per currency where a currency may be unknown (null): the 30-day lowest price exists
 * only in the currencies whose price history has one (a price change in EUR only gives
 * `{ EUR: 354000, USD: null, GBP: null }`). Readers treat null as "no evidence in that currency".
 */
const partialMoney = z.record(z.string(), z.number().nullable());
export type PartialMoney = z.infer<typeof partialMoney>;

const imageBase = z.object({
  id: z.union([z.number(), z.string()]),
  baseUrl: z.string(),
  seoName: z.string(),
  altText: z.string().nullable(),
  title: z.string().nullable(),
  type: z.string(),
  /** File size in bytes when known (not used to build URLs). */
  size: z.number().nullable(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});
export const imageSchema = imageBase.extend({
  desktop: imageBase.nullable().optional(),
  mobile: imageBase.nullable().optional(),
});
/** Image resource (SPEC §3); URL = `${baseUrl}/${size | 'webp'}/${id}/${seoName}.webp`. */
export type Image = z.infer<typeof imageSchema>;

const labelled = z.object({ code: z.string(), label: z.string() });
export type Labelled = z.infer<typeof labelled>;

const continentSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type Continent = z.infer<typeof continentSchema>;

const countrySummary = z.object({ id: z.number(), name: z.string(), isoCodeAlpha3: z.string() });

const badgeSchema = z.object({ id: z.number(), code: z.string(), label: z.string(), color: z.string() });

const salesStatus = z.enum(salesStatuses);

export const coordinatorSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  /** Grammatical gender of the words about them ("la tua coordinatrice"); absent → the generic form. */
  gender: z.enum(['female', 'male']).nullable().optional(),
  avatar: imageSchema.nullable(),
});
export type CoordinatorSummary = z.infer<typeof coordinatorSummarySchema>;

export const tourSchema = z.object({
  id: z.number(),
  code: z.string(),
  startingDate: z.string(),
  endingDate: z.string(),
  basePrice: money,
  price: money,
  salesStatus: salesStatus,
  /** Same as salesStatus (the spec knows both names). */
  status: salesStatus,
  freeSeats: z.number(),
  seatsToConfirm: z.number(),
  minSeats: z.number(),
  maxSeats: z.number(),
  /** Always false from the catalogue; the wishlist overlays it per user. */
  isWishlisted: z.boolean(),
  wishlistedToursCount: z.number(),
  /** 1-based position in the list it was fetched with (tracking). */
  position: z.number(),
  list: z.string(),
  ageBadge: z.string(),
  groupInfo: z.object({
    caravanersCount: z.number(),
    interestedCount: z.number(),
    firstTimersCount: z.number(),
    expectedGroupSize: z.object({ min: z.number(), max: z.number() }),
    gender: z.object({ male: z.number(), female: z.number() }),
    /** Travellers booked per age band ('25-29' …), in aggregate (shared/tripCharacter.ts). */
    ageBands: z.record(z.string(), z.number()).default({}),
    /** Travellers booked per spoken language (ISO 639-1), in aggregate; one traveller may count for several. */
    languages: z.record(z.string(), z.number()).default({}),
  }),
  /** A reduction the price history supports (shared/priceHistory.ts): never true for a base price not charged in the 30 days before. */
  discounted: z.boolean(),
  discountPercentage: z.number(),
  /** Lowest price of the 30 days before the current price took effect (EU price indication); null when unknown (no strike then). */
  lowestPrice30d: partialMoney.nullable().default(null),
  isNoSharingRoomAvailable: z.boolean(),
  travel: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    destinationLabel: z.string(),
    numberOfDays: z.number(),
    thumbnailImage: imageSchema.nullable(),
  }),
  /** Deposit option; `available` is false after the cut-off date. */
  deposit: z.object({ price: money, cutOffDate: z.string(), available: z.boolean() }).nullable(),
  balanceDueDate: z.string(),
  promoCode: z.object({ code: z.string(), discount: money, expiresAt: z.string() }).nullable(),
  flightsMinPrice: money.nullable(),
  flightsDirect: z.boolean(),
  /** Supplement for a private room (issue 14 item 2); null where none is offered or the upstream does not say. */
  privateRoomSupplement: money.nullable().default(null),
  /** Price of the Flexible Cancellation option (free cancellation up to 8 days before, not 31). */
  flexibleCancellationPrice: money.nullable().default(null),
  /** Group fund (money pot) per person, paid on the trip. */
  groupFund: money.nullable().default(null),
  coordinator: coordinatorSummarySchema.nullable(),
});
export type Tour = z.infer<typeof tourSchema>;

export const travelCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  code: z.string(),
  title: z.string(),
  /** Same as title (the spec knows both names). */
  name: z.string(),
  destinationLabel: z.string(),
  destination: z.string(),
  subtitle: z.string(),
  days: z.number(),
  nights: z.number(),
  /** Moods with their relative weight (shared/tripCharacter.ts moodShares); labels only when the weight is unknown. */
  moods: z.array(labelled.extend({ weight: z.number().min(0).optional() })),
  travelType: labelled,
  travelStyle: labelled,
  costCenter: labelled,
  ageRange: labelled,
  continent: continentSchema,
  countries: z.array(countrySummary),
  badges: z.array(badgeSchema),
  rating: z.number().nullable(),
  reviewsCount: z.number(),
  score: z.number(),
  thumbnailImage: imageSchema.nullable(),
  /** Cheapest matching departure (earliest on a tie); null when none. */
  bestTour: z
    .object({
      id: z.number(),
      code: z.string(),
      startingDate: z.string(),
      endingDate: z.string(),
      basePrice: money,
      price: money,
      salesStatus: salesStatus,
      discounted: z.boolean(),
      discountPercentage: z.number(),
      /** As on the tour: the 30-day lowest price; null when unknown. */
      lowestPrice30d: partialMoney.nullable().default(null),
    })
    .nullable(),
  toursCount: z.number(),
});
export type TravelCard = z.infer<typeof travelCardSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    currentPage: z.number().int(),
    perPage: z.number().int(),
    lastPage: z.number().int(),
    total: z.number().int().optional(),
    data: z.array(item),
  });
}
/** A page of results (SPEC §7): `{currentPage, perPage, lastPage, data}` plus `total`. */
export interface Page<T> {
  currentPage: number;
  perPage: number;
  lastPage: number;
  total?: number;
  data: T[];
}

const countedCode = z.object({ code: z.string(), label: z.string(), count: z.number() });
export const availableFiltersSchema = z.object({
  badges: z.array(badgeSchema.extend({ count: z.number() })),
  travelStyles: z.array(countedCode),
  travelTypes: z.array(countedCode),
  costCenters: z.array(countedCode),
  /** MAX_{n} / OVER_{n} buckets. */
  durations: z.array(z.object({ code: z.string(), count: z.number() })),
  prices: z.object({
    currency: z.string(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    ranges: z.array(z.object({ min: z.number().nullable(), max: z.number().nullable(), count: z.number() })),
  }),
  destinations: z.array(
    z.object({
      continent: continentSchema.extend({ count: z.number() }),
      items: z.array(countrySummary.extend({ itinerariesCount: z.number(), departuresCount: z.number() })),
    }),
  ),
  ageRanges: z.array(countedCode),
  periods: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      type: z.enum(['month', 'event', 'other']),
      year: z.number(),
      startingDate: z.string(),
      endingDate: z.string(),
      icon: z.object({ url: z.string().nullable(), altText: z.string() }),
      travelsCount: z.number(),
    }),
  ),
});
/** Available-filter metadata for a query (SPEC §3). */
export type AvailableFilters = z.infer<typeof availableFiltersSchema>;

export const searchPageSchema = pageSchema(z.unknown()).extend({
  tab: z.enum(['tours', 'travels']),
  availableFilters: availableFiltersSchema,
});
/** The search page's answer: tours or travels by `tab`, with the filters available for the query. */
export type SearchPage =
  | (Page<Tour> & { tab: 'tours'; availableFilters: AvailableFilters })
  | (Page<TravelCard> & { tab: 'travels'; availableFilters: AvailableFilters });

export const topSellersSchema = z.object({
  countries: z.array(
    countrySummary.extend({
      continent: continentSchema,
      image: imageSchema.nullable(),
      itinerariesCount: z.number(),
      departuresCount: z.number(),
    }),
  ),
  travels: z.array(travelCardSchema),
  itinerariesCount: z.number(),
  departuresCount: z.number(),
});
/** Top sellers (SPEC §7): countries with itinerary and departure counts, plus the top travels. */
export type TopSellers = z.infer<typeof topSellersSchema>;

const linkLocation = z.union([
  z.object({ type: z.literal('travel'), slug: z.string() }),
  z.object({ type: z.literal('custompage'), routingKey: z.string().optional(), slug: z.string().optional() }),
]);
export type LinkLocation = z.infer<typeof linkLocation>;

const blockSchema = z.object({ id: z.string(), blockType: z.string(), content: z.record(z.string(), z.unknown()) });
/**
 * A composer block. Content per blockType is documented in scripts/seed/pages.mjs; image ids
 * are expanded to image resources, carousels carry `data`, top-sellers `data`, travel-cover `travel`.
 */
export type Block = z.infer<typeof blockSchema>;

export const customPageSchema = z.object({
  id: z.number(),
  routingKey: z.string().nullable(),
  slug: z.string(),
  type: z.string(),
  title: z.string(),
  attributes: z.object({ hideLayout: z.boolean(), transparentHeader: z.boolean() }),
  customHtmlClasses: z.string(),
  customCss: z.string(),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    image: imageSchema.nullable(),
    robots: z.string(),
    /** Null when robots contains noindex. */
    canonical: z.string().nullable(),
    markupLinkedData: z.record(z.string(), z.unknown()).nullable(),
    urls: z.array(z.object({ market: z.string(), locale: z.string(), path: z.string(), url: z.string() })),
  }),
  blocks: z.array(blockSchema),
});
export type CustomPage = z.infer<typeof customPageSchema>;

/** customPage(): found, not found, or a configured redirect (answered as 418 by /api). */
export type CustomPageResult =
  | { status: 'found'; page: CustomPage }
  | { status: 'not-found' }
  | { status: 'redirect'; httpStatusCode: number; redirectTo: string };

type MenuItemShape = {
  id: number;
  label: string;
  type: 'mega-menu' | 'drop-down' | 'columns' | 'link';
  url: string | null;
  location: LinkLocation | null;
  style: string | null;
  badge: string | null;
  icon: string | null;
  target: string | null;
  removeAccordionOnMobile: boolean;
  children: MenuItemShape[];
};
export const menuItemSchema: z.ZodType<MenuItemShape> = z.lazy(() =>
  z.object({
    id: z.number(),
    label: z.string(),
    type: z.enum(['mega-menu', 'drop-down', 'columns', 'link']),
    url: z.string().nullable(),
    location: linkLocation.nullable(),
    style: z.string().nullable(),
    badge: z.string().nullable(),
    icon: z.string().nullable(),
    target: z.string().nullable(),
    removeAccordionOnMobile: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);
/** Menu item (SPEC §3): a travel/custompage location or a plain url, with children. */
export type MenuItem = MenuItemShape;

const routesSchema = z.object({ match: z.array(z.string()), exclude: z.array(z.string()) });
const bannerSchema = z.object({
  id: z.number(),
  position: z.enum(['top', 'bottom']),
  message: z.string(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  customCss: z.string(),
  callToAction: z.record(z.string(), z.unknown()).nullable(),
  closable: z.boolean(),
  routes: routesSchema,
});
export type Banner = z.infer<typeof bannerSchema>;
const talkToUsSchema = z.object({
  id: z.number(),
  message: z.string(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  customCss: z.string(),
  routes: routesSchema,
});

export const layoutSchema = z.object({
  header: z.object({ menu: z.array(menuItemSchema), mobileMenu: z.array(menuItemSchema) }),
  footer: z.record(z.string(), z.unknown()).and(z.object({ menu: z.array(menuItemSchema) })),
  contacts: z.object({ books: z.record(z.string(), z.unknown()), blocks: z.array(z.record(z.string(), z.unknown())) }),
  beans: z.object({ bars: z.array(bannerSchema), talkToUs: talkToUsSchema.nullable() }),
  settings: z.object({
    installmentPayments: z.record(z.string(), z.unknown()),
    currencies: z.array(z.object({ isoCode: z.string(), symbol: z.string(), name: z.string() })),
    defaultCurrency: z.string(),
  }),
  filters: z.record(z.string(), z.unknown()),
  availableFilters: availableFiltersSchema,
  updatedAt: z.string(),
});
/** Layout data loaded at start (SPEC §3, §7). Geolocation is per request and not part of it. */
export type Layout = z.infer<typeof layoutSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  language: z.string(),
  travelledAt: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const faqItem = z.object({ id: z.string(), question: z.string(), answer: z.string() });
const itemText = z.object({ title: z.string(), description: z.string() });

export const travelDetailSchema = z.object({
  travel: travelCardSchema.extend({
    description: z.string(),
    highlights: z.array(z.string()),
    itinerary: z.array(
      z.object({
        day: z.number(),
        title: z.string(),
        description: z.string(),
        overnight: z.string().nullable(),
        meals: z.array(z.string()),
      }),
    ),
    included: z.array(itemText),
    notIncluded: z.array(itemText),
    faqs: z.object({ general: z.array(faqItem), itinerary: z.array(faqItem), destination: z.array(faqItem) }),
    meetingPoint: z.string(),
    photos: z.array(imageSchema),
    coverImage: imageSchema.nullable(),
    coordinator: coordinatorSummarySchema.nullable(),
    minTravellers: z.number(),
    maxTravellers: z.number(),
    /** Physical effort 1 (easy) … 5 (very demanding); null when unknown. */
    effortLevel: z.number().int().min(1).max(5).nullable().default(null),
    videoUrl: z.string().nullable(),
    seo: z.object({ title: z.string(), description: z.string() }),
  }),
  /** Upcoming departures of every status, by date. */
  tours: z.array(tourSchema),
  reviews: z.object({
    rating: z.number().nullable(),
    count: z.number(),
    distribution: z.record(z.string(), z.number()),
    items: z.array(reviewSchema),
  }),
  related: z.array(travelCardSchema),
});
/** Everything a trip page shows (SPEC §2 "Trip page"): the contract's `/travels/show` answer. */
export type TravelDetail = z.infer<typeof travelDetailSchema>;

/**
 * What a trip page awaits before its first bytes leave: the trip, its departures and its
 * review summary (the cover's rating, the structured data). Reviews and related trips, below
 * the fold, come apart (TravelExtras), streamed under `<Suspense>`.
 */
export type TravelCore = Omit<TravelDetail, 'related' | 'reviews'> & { reviews: Omit<TravelDetail['reviews'], 'items'> };

/** The trip page's below-the-fold part: its reviews and related trips. */
export interface TravelExtras {
  reviews: Review[];
  related: TravelCard[];
}

export const coordinatorDetailSchema = z.object({
  coordinator: coordinatorSummarySchema.extend({
    tagline: z.string(),
    bio: z.string(),
    homeCity: z.string(),
    languages: z.array(z.string()),
    tripsLed: z.number(),
    sinceYear: z.number(),
    rating: z.number().nullable(),
    reviewsCount: z.number(),
    cover: imageSchema.nullable(),
    instagram: z.string().nullable(),
  }),
  tours: z.array(tourSchema),
  travels: z.array(travelCardSchema),
  reviews: z.array(reviewSchema),
});
export type CoordinatorDetail = z.infer<typeof coordinatorDetailSchema>;

export const eventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  citySlug: z.string(),
  countryIsoCodeAlpha3: z.string(),
  venue: z.string(),
  address: z.string(),
  /** Local date-time 'yyyy-MM-ddTHH:mm' in the city's zone. */
  startingAt: z.string(),
  endingAt: z.string(),
  durationMinutes: z.number(),
  attendeesCount: z.number(),
  maxAttendees: z.number(),
  organiser: z.object({ type: z.enum(['coordinator', 'community']), name: z.string(), coordinator: coordinatorSummarySchema.nullable() }),
  price: money.nullable(),
  image: imageSchema.nullable(),
});
export type WeMeetEvent = z.infer<typeof eventSchema>;

export const eventsPageSchema = pageSchema(eventSchema).extend({
  cities: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
});
export type EventsPage = Page<WeMeetEvent> & { cities: { slug: string; name: string; count: number }[] };

/** WeMeet time filters (SPEC §9). */
export const eventWhens = ['whenever', 'today', 'tomorrow', 'this-week', 'this-weekend', 'next-week', 'this-month', 'next-30-days'] as const;
export type EventWhen = (typeof eventWhens)[number];

export const eventsQuerySchema = z.object({
  city: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
  when: z.enum(eventWhens).optional(),
  dateFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  dateTo: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const topSellersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  countries: z.array(z.string().regex(/^[A-Z]{3}$/)).max(50).optional(),
  continents: z.array(z.string().regex(/^[a-z-]{2,20}$/)).max(10).optional(),
});
export type TopSellersQuery = z.infer<typeof topSellersQuerySchema>;
