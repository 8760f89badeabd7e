/**
 * Printable trip dossier per departure (issue 14 item 8), rendered at the edge: itinerary day by
 * day, what is included, the payment plan, the coordinator and the practical facts (SPEC §1
 * business rules, §4 flight advice) on one page with a print stylesheet (client/styles/dossier.css).
 * Not for search engines (noindex); an unknown trip or departure is a 404.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, formatDays } from '../../shared/dates';
import { paymentTerms } from '../../shared/bookingChoice';
import { flightAdvice } from '../../shared/tourStatus';
import { genderContext, mealList } from '../../shared/nativeCopy';
import { catalogueSource } from '../data/source';
import type { Money, Tour, TravelCore } from '../data/types';
import { notFound } from '../errors';
import { usePage } from '../render/PageContext';
import { Breadcrumbs } from '../render/ui/Breadcrumbs';
import { Picture } from '../render/ui/Picture';
import { Price, useMoney } from '../render/ui/Price';
import { SafeHtml, useContentText } from '../render/ui/SafeHtml';
import { ChargeCurrencyNote } from '../../client/ui/ChargeCurrencyNote';
import { StatusBadge } from '../render/ui/StatusBadge';
import { definePage, type LoadContext } from './types';

export interface DossierData {
  detail: TravelCore;
  tour: Tour;
}

async function loadDossier(ctx: LoadContext): Promise<DossierData> {
  const slug = ctx.params.travel ?? '';
  const code = ctx.params.tour ?? '';
  if (!/^[a-z0-9-]{1,120}$/.test(slug) || !/^[A-Za-z0-9-]{1,60}$/.test(code)) throw notFound();
  const detail = await catalogueSource(ctx.c).travel(slug);
  const tour = detail?.tours.find((candidate) => candidate.code === code);
  if (!detail || !tour) throw notFound();
  return { detail, tour };
}

function minus(a: Money, b: Money): Money {
  const result: Money = {};
  for (const [code, cents] of Object.entries(a)) if (b[code] !== undefined) result[code] = Math.max(0, cents - b[code]!);
  return result;
}

/** Deposit, balance and their dates as of today, in the display currency, with the charge currency stated. */
function DossierPayment({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { market, today, currency } = usePage();
  const money = useMoney();
  const date = (value: string) => formatDate(value, market.id);
  const terms = paymentTerms(tour, today);
  const rows: [string, string][] = [];
  if (terms.kind === 'deposit') {
    const deposit = tour.deposit?.price ?? null;
    if (deposit) rows.push([t('dossier.plan.deposit'), t('dossier.plan.depositValue', { price: money(deposit), date: date(terms.cutOffDate) })]);
    rows.push([t('dossier.plan.balance'), t('dossier.plan.balanceValue', { price: money(deposit ? minus(tour.price, deposit) : tour.price), date: date(terms.balanceDueDate) })]);
  } else if (terms.kind === 'balance') {
    rows.push([t('dossier.plan.balance'), t('dossier.plan.balanceValue', { price: money(tour.price), date: date(terms.balanceDueDate) })]);
  } else {
    rows.push([t('dossier.plan.atBooking'), terms.depositClosedOn ? t('trip.depositClosed', { date: date(terms.depositClosedOn) }) : t('trip.fullPayment')]);
  }
  return (
    <>
      <dl className="dossier__facts dossier__facts--plan">
        <div><dt>{t('dossier.plan.price')}</dt><dd><Price price={tour.price} basePrice={tour.basePrice} discounted={tour.discounted} lowestPrice30d={tour.lowestPrice30d} /></dd></div>
        {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
      <ChargeCurrencyNote className="dossier__note" currency={currency} />
    </>
  );
}

function DossierView({ data }: { data: DossierData }) {
  const { t } = useTranslation();
  const { href, market, today } = usePage();
  const content = useContentText();
  const money = useMoney();
  const { detail, tour } = data;
  const travel = detail.travel;
  const coordinator = tour.coordinator ?? travel.coordinator;
  const advice = flightAdvice(tour.salesStatus);
  const tourPath = href('travels-travel-tour', { travel: travel.slug, tour: tour.code });
  const dates = formatDays(tour.startingDate, tour.endingDate, market.id, { weekday: true });
  return (
    <article className="dossier">
      <header className="dossier__head">
        <div className="container container--narrow">
          <Breadcrumbs
            items={[
              { label: t('routes.index'), href: href('index') },
              { label: travel.title, href: href('travels-travel', { travel: travel.slug }) },
              { label: formatDays(tour.startingDate, tour.endingDate, market.id), href: tourPath },
              { label: t('dossier.title') },
            ]}
          />
          <p className="dossier__eyebrow">{t('dossier.title')}</p>
          <h1 className="dossier__title">{travel.title}</h1>
          <p className="dossier__dates">{dates}</p>
          <p className="dossier__lead">{t('dossier.lead')}</p>
          <div className="dossier__actions">
            {/* Plain DOM (client/ui/print.ts): the first press prints, nothing to wake first. */}
            <button type="button" className="button button--primary dossier__print" data-print>
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M6 9V3h12v6" /><rect x="6" y="14" width="12" height="7" /><path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
              </svg>
              {t('dossier.print')}
            </button>
            {tourPath ? <a className="button button--outline dossier__back" href={tourPath}>{t('dossier.back')}</a> : null}
          </div>
        </div>
      </header>

      <div className="container container--narrow dossier__body">
        <section className="dossier__section" aria-labelledby="dossier-facts">
          <h2 id="dossier-facts">{t('dossier.facts')}</h2>
          <dl className="dossier__facts">
            <div><dt>{t('dossier.dates')}</dt><dd>{dates}</dd></div>
            <div><dt>{t('trip.duration')}</dt><dd>{t('trip.daysNights', { days: travel.days, nights: travel.nights })}</dd></div>
            <div><dt>{t('trip.group')}</dt><dd>{t('trip.groupSize', { min: tour.groupInfo.expectedGroupSize.min, max: tour.groupInfo.expectedGroupSize.max })}</dd></div>
            <div><dt>{t('dossier.status')}</dt><dd><StatusBadge status={tour.salesStatus} /></dd></div>
            {travel.meetingPoint ? <div><dt>{t('trip.meetingPoint')}</dt><dd>{travel.meetingPoint}</dd></div> : null}
            <div><dt>{t('dossier.code')}</dt><dd>{tour.code}</dd></div>
          </dl>
        </section>

        <section className="dossier__section dossier__section--itinerary" aria-labelledby="dossier-itinerary">
          <h2 id="dossier-itinerary">{t('dossier.itinerary')}</h2>
          <ol className="dossier__days">
            {travel.itinerary.map((day) => {
              const meals = mealList(day.meals, t, market.intlLocale);
              return (
                <li key={day.day} className="dossier__day">
                  <h3><span className="dossier__day-number">{t('trip.day', { day: day.day })}</span> {day.title}</h3>
                  <SafeHtml className="prose" html={day.description} />
                  {day.overnight || meals ? (
                    <p className="dossier__day-meta">
                      {day.overnight ? <span>{t('trip.overnight', { place: day.overnight })}</span> : null}
                      {meals ? <span>{t('trip.meals', { meals })}</span> : null}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>

        <section className="dossier__section dossier__section--included" aria-labelledby="dossier-included">
          <h2 id="dossier-included">{t('trip.included')}</h2>
          <ul className="checklist">{travel.included.map((item) => <li key={item.title}><strong>{item.title}</strong> {item.description}</li>)}</ul>
          <h3>{t('trip.notIncluded')}</h3>
          <ul className="checklist checklist--no">{travel.notIncluded.map((item) => <li key={item.title}><strong>{item.title}</strong> {content(item.description)}</li>)}</ul>
        </section>

        <section className="dossier__section" aria-labelledby="dossier-payment">
          <h2 id="dossier-payment">{t('dossier.payment')}</h2>
          <DossierPayment tour={tour} />
        </section>

        <section className="dossier__section" aria-labelledby="dossier-coordinator">
          <h2 id="dossier-coordinator">{t('trip.coordinator', { context: genderContext(coordinator?.gender) })}</h2>
          {coordinator ? (
            <div className="dossier__person">
              <Picture image={coordinator.avatar} width={72} height={72} alt="" className="dossier__avatar" orientation="portrait" />
              <p>
                <strong>{coordinator.name}</strong>
                <br />
                {t('trip.coordinatorIntro', { name: coordinator.firstName })}
              </p>
            </div>
          ) : (
            <p>{t('dossier.coordinatorSoon')}</p>
          )}
        </section>

        <section className="dossier__section" aria-labelledby="dossier-practical">
          <h2 id="dossier-practical">{t('dossier.practical')}</h2>
          <dl className="dossier__facts dossier__facts--wide">
            <div>
              <dt>{t('dossier.flights')}</dt>
              <dd>
                {advice ? t(`flight.${advice}`) : t('dossier.flightsNone')}
                {tour.flightsMinPrice ? <> · {t(tour.flightsDirect ? 'flight.direct' : 'flight.stops', { price: money(tour.flightsMinPrice) })}</> : null}
              </dd>
            </div>
            <div><dt>{t('dossier.insurance')}</dt><dd>{t('trip.insurance')}</dd></div>
            <div><dt>{t('dossier.cancellation')}</dt><dd>{t('trip.freeCancellation')} {t('dossier.balanceRule')}</dd></div>
            <div><dt>{t('dossier.moneyPot')}</dt><dd>{t('trip.moneyPot')}</dd></div>
            {tour.isNoSharingRoomAvailable ? <div><dt>{t('dossier.room')}</dt><dd>{t('trip.noSharingRoom')}</dd></div> : null}
          </dl>
        </section>

        <p className="dossier__footer">{t('dossier.asOf', { date: formatDate(today, market.id) })}</p>
      </div>
    </article>
  );
}

/** The dossier route (markets/paths.ts `travels-travel-tour-dossier`). */
export const dossierPage = definePage<DossierData>({
  pageType: 'tour',
  load: loadDossier,
  meta: ({ detail, tour }, ctx) => ({
    title: `${ctx.c.get('i18n').t('dossier.title')}: ${detail.travel.title} · ${formatDate(tour.startingDate, ctx.market.id)}`,
    description: detail.travel.seo.description,
    robots: 'noindex, follow',
  }),
  View: DossierView,
});
