import type { Exposure } from '../../flags/evaluator';
import type { BootData } from '../../shared/boot';
import type { Words } from '../words';
import { consentModeUpdate } from '../../shared/consent';
import { toast } from '../page/toast';
import { ConsentStore, consentEvent } from './consent';
import { wireConsentBanner } from './consentBanner';
import { DataLayerPusher, gtag, windowDataLayer, type DataLayerEvent } from './dataLayer';
import { createEcommerce } from './ecommerce';
import { createTracker, eventNames, trackClick, type Tracker } from './events';
import { pageTypeFor, type PageType } from './pageType';
import { PageViews } from './pageView';
import { setTracker } from './tracker';
import { startVitals } from './vitals';

export interface Analytics {
  tracker: Tracker;
  consent: ConsentStore;
  push(event: DataLayerEvent): void;
  /** An experiment seen on this page view (FlagEvaluator dedupes per experiment). */
  exposure(exposure: Exposure): void;
  /** A client-side route change: page view 250 ms later, with the new route's page type. */
  routeChanged(routeName?: string): void;
}

/** Selector of the tracking-preferences links (the footer's cookie settings link). */
export const trackingPreferencesSelector = 'a[href="#cookie-settings"], [data-tracking-preferences]';

export { tracker } from './tracker';

function isChoice(value: unknown): value is { analytics: boolean; marketing: boolean } {
  const choice = value as { analytics?: unknown; marketing?: unknown } | null;
  return typeof choice?.analytics === 'boolean' && typeof choice.marketing === 'boolean';
}

/** Wires consent (banner, Consent Mode), the dataLayer pusher, page views, click tracking and exposures for this page. */
export function initAnalytics(boot: BootData, i18n: Words): Analytics {
  // Every choice reaches Google's tags as a Consent Mode update before any queued event.
  const consent = new ConsentStore(document, location.protocol === 'https:', (choice) => gtag('consent', 'update', consentModeUpdate(choice)));
  const banner = wireConsentBanner(consent, () => toast(i18n.t('consent.saved'), 'success'));
  const pusher = new DataLayerPusher(consent, windowDataLayer);
  const push = (event: DataLayerEvent) => void pusher.push(event);
  let routeName = boot.routeName;
  let pageType: PageType = pageTypeFor(routeName);
  const ecommerce = createEcommerce(push, () => routeName);
  // GA4 ecommerce events and edge exposures follow each page view (once per page view).
  const pageViews = new PageViews((event) => {
    push(event);
    ecommerce.pageView();
  });
  const base = createTracker(push, () => pageType);
  const tracked: Tracker = {
    ...base,
    wishlistAdd(payload) {
      base.wishlistAdd(payload);
      if (payload.travelId !== undefined) ecommerce.addToWishlist(payload.travelId, payload.tourId);
    },
    notifyMe(payload) {
      base.notifyMe(payload);
      ecommerce.generateLead('notify-me', payload.travelId, payload.tourId);
    },
    callbackRequested(payload = {}) {
      ecommerce.generateLead('callback', payload.travelId, payload.tourId);
    },
  };
  const schedulePageView = () =>
    pageViews.schedule({ pageType, routeName, path: location.pathname, market: boot.marketId, language: boot.language });

  const analytics: Analytics = {
    tracker: tracked,
    consent,
    push,
    exposure(exposure) {
      const event: DataLayerEvent = {
        event: eventNames.experimentViewed,
        // GrowthBook's GA4 convention (snake case), then the site's own fields.
        experiment_id: exposure.experimentKey,
        variation_id: String(exposure.variationId),
        experimentKind: 'code',
        experimentId: exposure.experimentKey,
        variationId: exposure.variationId,
        variationKey: exposure.variationKey,
        featureId: exposure.featureKey,
        pageType,
      };
      if (exposure.experimentName) event.experimentName = exposure.experimentName;
      if (exposure.variationName) event.variationName = exposure.variationName;
      push(event);
    },
    routeChanged(nextRoute) {
      if (nextRoute) {
        routeName = nextRoute;
        pageType = pageTypeFor(nextRoute);
      }
      schedulePageView();
    },
  };

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const preferences = target?.closest(trackingPreferencesSelector);
      if (preferences) {
        event.preventDefault();
        banner.open(preferences instanceof HTMLElement ? preferences : null);
        return;
      }
      const trackedElement = target?.closest('[data-track]');
      if (trackedElement instanceof HTMLElement) trackClick(analytics.tracker, trackedElement);
      if (target) ecommerce.click(target);
    },
    { capture: true },
  );
  document.addEventListener(consentEvent, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (detail === 'granted' || detail === 'denied') consent.set(detail);
    else if (isChoice(detail)) consent.choose(detail);
    banner.refresh();
  });

  // A link to …#cookie-settings (privacy page, emails) opens the banner on arrival.
  if (location.hash === '#cookie-settings') banner.open();
  schedulePageView();
  setTracker(analytics.tracker);
  startVitals(consent, { pageType: () => pageType });
  return analytics;
}
