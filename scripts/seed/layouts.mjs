/** Layouts per market: header, mobile and footer menus, footer props, contacts, banners, settings, currencies. */
import { badgeImage, paymentImage, paymentLabel, paymentSystems, trust } from './brand.mjs';
import { labelKinds } from './labels.mjs';

export const currencies = [
  { iso_code: 'EUR', symbol: '€', names: { it: 'Euro', en: 'Euro', es: 'Euro', fr: 'Euro', de: 'Euro' } },
  { iso_code: 'USD', symbol: '$', names: { it: 'Dollaro statunitense', en: 'US dollar', es: 'Dólar estadounidense', fr: 'Dollar américain', de: 'US-Dollar' } },
  { iso_code: 'GBP', symbol: '£', names: { it: 'Sterlina britannica', en: 'British pound', es: 'Libra esterlina', fr: 'Livre sterling', de: 'Britisches Pfund' } },
];

const marketCurrencies = {
  it: ['EUR'], us: ['USD', 'EUR'], we: ['EUR', 'GBP', 'USD'], es: ['EUR', 'USD'], fr: ['EUR', 'GBP'], de: ['EUR', 'GBP', 'USD'],
};

const marketContacts = {
  it: { phone: '+39 02 8088 1234', whatsapp: '+39 345 123 4567', email: 'ciao@caravan.it' },
  us: { phone: '+1 646 555 0142', whatsapp: '+1 646 555 0199', email: 'hello@caravan.com' },
  we: { phone: '+44 20 3808 1234', whatsapp: '+44 7700 900123', email: 'hello@caravan.travel' },
  es: { phone: '+34 910 88 12 34', whatsapp: '+34 612 345 678', email: 'hola@caravan.es' },
  fr: { phone: '+33 1 84 88 12 34', whatsapp: '+33 6 12 34 56 78', email: 'bonjour@caravan.fr' },
  de: { phone: '+49 30 8088 1234', whatsapp: '+49 151 2345 6789', email: 'hallo@caravan.de' },
};

const areaOf = { asia: 'area-asia', europe: 'area-europe', africa: 'area-africa', 'north-america': 'area-america', 'south-america': 'area-america', oceania: 'area-oceania', antarctica: 'area-antarctica' };

export function buildLayouts({ copy, paths, markets, catalogue, updatedAt }) {
  const out = { layouts: [], menu_items: [], banners: [], currencies: [], market_currencies: [] };
  out.currencies = currencies;
  let nextMenuId = 1;
  let nextBannerId = 1;
  const badgeCodes = new Map();
  for (const row of catalogue.travel_badges) {
    const code = catalogue.badges.find((b) => b.id === row.badge_id).code;
    if (['NEW', 'HOT', 'SAFE'].includes(code) && !badgeCodes.has(row.travel_id)) badgeCodes.set(row.travel_id, code);
  }

  for (const [marketId, market] of Object.entries(markets)) {
    const language = market.language;
    const c = copy[language];
    const m = c.layout.menu;
    const p = paths[language];
    const add = (menu, parentId, position, item) => {
      const id = nextMenuId++;
      out.menu_items.push({
        id, market: marketId, menu, parent_id: parentId, position,
        type: item.type ?? 'link', label: item.label, url: item.url ?? null,
        location_type: item.location?.type ?? null, location_value: item.location?.value ?? null,
        style: item.style ?? null, badge: item.badge ?? null, icon: item.icon ?? null, target: item.target ?? null,
        remove_accordion_on_mobile: item.removeAccordionOnMobile ? 1 : 0,
      });
      return id;
    };
    const custom = (routingKey) => ({ type: 'custompage', value: routingKey });

    // Header: mega menu of destinations by continent.
    const mega = add('header', null, 0, { type: 'mega-menu', label: m.destinations, icon: 'globe' });
    catalogue.continents.forEach((continent, index) => {
      const column = add('header', mega, index, { type: 'columns', label: c.continents[continent.code], location: custom(areaOf[continent.code]) });
      const travels = catalogue.bases
        .filter((b) => b.travel.continent_id === continent.id)
        .sort((a, b) => b.travel.score - a.travel.score)
        .slice(0, 6);
      // A trip goes by its destination ("Giappone"), or by its whole title when the column
      // has two trips to that destination ("Australia" twice, "Antartide" three times).
      const short = (b) => b.def.titles[language].split(/[:,]/)[0].trim();
      const shared = (b) => travels.filter((other) => short(other) === short(b)).length > 1;
      travels.forEach((b, i) => add('header', column, i, {
        label: shared(b) ? b.def.titles[language] : short(b), location: { type: 'travel', value: b.travel.slug }, badge: badgeCodes.get(b.travel.id) ?? null,
      }));
    });
    add('header', mega, catalogue.continents.length, { label: m.allDestinations, location: custom('travels'), style: 'button' });

    const styles = add('header', null, 1, { type: 'drop-down', label: m.byStyle, icon: 'compass' });
    Object.entries(labelKinds.travel_style).forEach(([code, names], i) => {
      add('header', styles, i, { label: names[language], url: `${p.search}?travelStyles[]=${code}&tab=travels` });
    });

    const departures = add('header', null, 2, { type: 'drop-down', label: m.departures, icon: 'calendar' });
    add('header', departures, 0, { label: m.confirmedDepartures, location: custom('tours'), badge: 'HOT' });
    add('header', departures, 1, { label: m.offers, url: p.sales });
    add('header', departures, 2, { label: m.lastMinute, url: `${p.search}?status[]=CONFIRMED&status[]=ALMOST_FULL&sort=date:asc&daysSpan=45` });
    add('header', departures, 3, { label: m.weekend, url: `${p.search}?travelTypes[]=WEEKEND&durations[]=MAX_6` });
    add('header', departures, 4, { label: m.calendar, url: `${p.search}?modal=calendar&type=tours&layout=calendar` });

    const about = add('header', null, 3, { type: 'columns', label: m.about, removeAccordionOnMobile: true });
    [['howItWorks', 'how-it-works'], ['ourValues', 'our-values'], ['coordinators', 'coordinators'], ['ageGroups', 'age-groups'],
      ['noSharingRoom', 'no-sharing-room'], ['faqs', 'faqs'], ['contacts', 'contacts']]
      .forEach(([label, key], i) => add('header', about, i, { label: m[label], location: custom(key) }));
    add('header', null, 4, { label: m.wemeet, location: custom('wemeet-by-caravan'), badge: 'NEW' });

    add('mobile-cta', null, 0, { label: c.layout.mobileCta.findTrip, url: p.search, style: 'primary', icon: 'search' });
    add('mobile-cta', null, 1, { label: c.layout.mobileCta.talkToUs, url: '?modal=talk-to-us&type=talk-to-us', style: 'secondary', icon: 'chat' });

    // Footer columns.
    const f = c.layout.footerColumns;
    const company = add('footer', null, 0, { type: 'columns', label: f.company });
    [['howItWorks', custom('how-it-works')], ['ourValues', custom('our-values')], ['coordinators', custom('coordinators')],
      ['giftCard', { type: 'custompage', value: `slug:${c.pages['gift-card'].slug}` }]]
      .forEach(([label, location], i) => add('footer', company, i, { label: m[label], location }));
    const destinations = add('footer', null, 1, { type: 'columns', label: f.destinations });
    ['area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica']
      .forEach((key, i) => add('footer', destinations, i, { label: c.areas[key].title, location: custom(key) }));
    const support = add('footer', null, 2, { type: 'columns', label: f.support });
    [['faqs', 'faqs'], ['contacts', 'contacts'], ['noSharingRoom', 'no-sharing-room'], ['ageGroups', 'age-groups'], ['confirmedDepartures', 'tours']]
      .forEach(([label, key], i) => add('footer', support, i, { label: m[label], location: custom(key) }));
    const community = add('footer', null, 3, { type: 'columns', label: f.community });
    add('footer', community, 0, { label: m.wemeet, location: custom('wemeet-by-caravan') });
    if (marketId !== 'we') add('footer', community, 1, { label: m.events, url: p['events-wemeet'] });
    add('footer', community, 2, { label: m.mediaSharing, location: custom('media-sharing') });
    add('footer', community, 3, { label: c.pages['media-coordinators'].title, location: custom('media-coordinators') });
    const legal = add('footer', null, 4, { type: 'columns', label: f.legal });
    ['legal-general-condition', 'legal-terms-conditions', 'legal-privacy-policy', 'legal-cancellation-policy']
      .forEach((key, i) => add('footer', legal, i, { label: c.pages[key].title, location: custom(key) }));

    const contacts = marketContacts[marketId];
    const lc = c.layout.contacts;
    out.layouts.push({
      market: marketId,
      footer: {
        footerMessage: c.layout.footer.footerMessage,
        collapseOpenMessage: c.layout.footer.collapseOpenMessage,
        collapseCloseMessage: c.layout.footer.collapseCloseMessage,
        paymentMessage: c.layout.footer.paymentMessage,
        showUserRating: true,
        userRating: { rating: trust.rating, count: trust.count, url: trust.url },
        // Badges and the bank-transfer mark carry words: one image per language (seed/brand.mjs).
        badges: [
          { url: p['legal-general-condition'], image: badgeImage('insured', language), imageHeight: 40, label: c.layout.footer.badges.insured },
          { url: p['legal-general-condition'], image: badgeImage('packageTravel', language), imageHeight: 40, label: c.layout.footer.badges.packageTravel },
          { url: trust.url, image: badgeImage('reviews', language), imageHeight: 40, label: c.layout.footer.badges.reviews },
        ],
        paymentSystems: paymentSystems
          .map((name) => ({ url: null, image: paymentImage(name, language), imageHeight: 30, label: paymentLabel(name, c.layout.footer) })),
        contactsBook: {
          social: { value: 'https://www.caravan.travel/community' },
          facebookGroup: { value: 'https://www.facebook.com/groups/caravan.travellers' },
          facebook: { value: 'https://www.facebook.com/caravan.travel' },
          instagram: { value: 'https://www.instagram.com/caravan.travel' },
          tiktok: { value: 'https://www.tiktok.com/@caravan.travel' },
          youtube: { value: 'https://www.youtube.com/@caravantravel' },
        },
        newsletter: {
          action: 'https://newsletter.caravan.travel/subscribe',
          emailPlaceholder: c.newsletter.emailPlaceholder,
          gdpr: c.newsletter.gdpr,
          bot: 'b_caravan_newsletter',
          cta: c.newsletter.cta,
          description: c.newsletter.description,
          descriptionBottom: c.newsletter.descriptionBottom,
        },
      },
      contacts: {
        books: {
          phone: { value: `tel:${contacts.phone.replace(/\s/g, '')}`, label: contacts.phone, title: lc.phone, description: lc.phoneDescription },
          whatsapp: { value: `https://wa.me/${contacts.whatsapp.replace(/\D/g, '')}`, label: contacts.whatsapp, title: lc.whatsapp, description: lc.whatsappDescription },
          email: { value: `mailto:${contacts.email}`, label: contacts.email, title: lc.email, description: lc.emailDescription },
          talkToUs: { value: '?modal=talk-to-us&type=talk-to-us', label: c.common.talkToUs, title: lc.talkTitle, description: lc.talkDescription },
        },
        blocks: [
          { id: 'help', title: lc.blockTitle, description: lc.blockDescription, showContactPage: true, showTalkToUs: true, callToActionList: ['phone', 'whatsapp', 'email'] },
          { id: 'talk-to-us', title: lc.talkTitle, description: lc.talkDescription, showContactPage: false, showTalkToUs: true, callToActionList: ['talkToUs', 'phone'] },
        ],
      },
      settings: {
        installmentPayments: marketId === 'us'
          ? { enabled: false, maxInstallments: 1, minAmount: null }
          : { enabled: true, maxInstallments: 3, minAmount: { EUR: 50000, GBP: 43000, USD: 55000 } },
        defaultCurrency: market.currency,
      },
      updated_at: updatedAt,
    });
    marketCurrencies[marketId].forEach((iso, position) => out.market_currencies.push({ market: marketId, iso_code: iso, position }));

    const b = c.layout.banners;
    const travelPrefix = p['travels-travel'].replace('/:travel', '');
    out.banners.push({
      id: nextBannerId++, market: marketId, kind: 'bar', position: 'top', message: b.topMessage,
      background_color: marketId === 'it' ? null : '#b8264a', text_color: null, custom_css: '',
      call_to_action: { label: b.topCta, url: p.sales, style: 'white' }, closable: 1,
      routes_match: ['*'], routes_exclude: [p.search, `${p.search}/*`, p.wishlist], priority: 10,
    });
    out.banners.push({
      id: nextBannerId++, market: marketId, kind: 'bar', position: 'bottom', message: b.tripMessage,
      background_color: '#1f2937', text_color: '#ffffff', custom_css: '',
      call_to_action: { label: b.tripCta, location: { type: 'custompage', routingKey: 'how-it-works' }, style: 'outline' }, closable: 1,
      routes_match: [`${travelPrefix}/*`], routes_exclude: [`${travelPrefix}/*/${p['travels-travel-itinerary'].split('/').pop()}`], priority: 5,
    });
    out.banners.push({
      id: nextBannerId++, market: marketId, kind: 'talk-to-us', position: 'bottom', message: b.talkToUs,
      background_color: marketId === 'de' ? '#0f766e' : null, text_color: null, custom_css: '',
      call_to_action: null, closable: 0,
      routes_match: ['*'], routes_exclude: [p.contacts], priority: 0,
    });
  }
  return out;
}
