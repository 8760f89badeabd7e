import { useTranslation } from 'react-i18next';
import type { ImageResource } from '../../../shared/image';
import { ratingView } from '../../../shared/rating';
import { filtersToQuery } from '../../../shared/filters';
import { formatScore } from '../../../shared/nativeCopy';
import { newsletterEmailInputPattern, newsletterEmailMaxLength } from '../../../shared/newsletter';
import type { TopSellers as TopSellersData } from '../../data/types';
import { usePage } from '../PageContext';
import { linkHref } from '../links';
import { Picture } from '../ui/Picture';
import { RatingFill } from '../ui/Rating';
import { SafeHtml } from '../ui/SafeHtml';
import { Section } from './Section';
import { list, obj, str, type BlockProps } from './types';

/** CMS rich text, sanitised with the allowlist. */
export function RichText({ content }: BlockProps) {
  return (
    <section className="block">
      <div className="container container--narrow">
        <SafeHtml className="prose" html={str(content.html)} />
      </div>
    </section>
  );
}

/** Photo gallery: a grid of captioned images. */
export function Gallery({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const items = list<{ image?: ImageResource; caption?: string }>(content.items);
  if (!items.length) return null;
  return (
    <Section id={id} title={str(content.title)}>
      <ul className="gallery">
        {items.map((item, index) => (
          <li key={index} className="gallery__item">
            <figure>
              <Picture image={item.image ?? null} alt={item.caption || t('blocks.galleryPhoto', { n: index + 1, total: items.length })} width={800} height={500} className="gallery__img" />
              {item.caption ? <figcaption>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const stepIcons: Record<string, string> = {
  users: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3 2.7-5 6-5s6 2 6 5v1H2Zm14-5c3.3 0 6 2 6 5v1h-6v-1c0-1.9-.7-3.6-2-4.8.6-.1 1.3-.2 2-.2Z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6Z',
  wallet: 'M3 6a2 2 0 0 1 2-2h13v3H5v10h15v-4h-5a2 2 0 0 1 0-4h6v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6Zm12 5h1v1h-1v-1Z',
  compass: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4 6-2.5 5.5L8 16l2.5-5.5L16 8Z',
};

/** Reasons to trust us, as numbered steps with icons. */
export function ConfidenceSteps({ id, content }: BlockProps) {
  const steps = list<{ icon?: string; title?: string; text?: string }>(content.steps);
  return (
    <Section id={id} title={str(content.title)} tone="sand">
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={index} className="steps__item">
            <span className="steps__icon" aria-hidden="true">
              <svg width="26" height="26" viewBox="0 0 24 24"><path d={stepIcons[step.icon ?? ''] ?? stepIcons.compass} fill="currentColor" /></svg>
            </span>
            <h3 className="steps__title">{str(step.title)}</h3>
            <p>{str(step.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Top 5 things to do at a destination. */
export function TopFiveThings({ id, content }: BlockProps) {
  const items = list<{ title?: string; text?: string; image?: ImageResource }>(content.items).slice(0, 5);
  return (
    <Section id={id} title={str(content.title)}>
      <ol className="top5">
        {items.map((item, index) => (
          <li key={index} className="top5__item">
            <Picture image={item.image ?? null} alt="" width={480} height={320} className="top5__img" />
            <div>
              <h3 className="top5__title"><span className="top5__n" aria-hidden="true">{index + 1}</span>{str(item.title)}</h3>
              <p>{str(item.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Links to blog articles. */
export function BlogLinks({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const links = list<{ title?: string; excerpt?: string; url?: string; image?: ImageResource }>(content.links).filter((l) => /^https?:\/\//.test(l.url ?? ''));
  if (!links.length) return null;
  return (
    <Section id={id} title={str(content.title)}>
      <ul className="cards-grid">
        {links.map((link) => (
          <li key={link.url}>
            <article className="blog-card">
              <Picture image={link.image ?? null} alt="" width={480} height={300} className="blog-card__img" />
              <div className="blog-card__body">
                <h3 className="blog-card__title"><a href={link.url} target="_blank" rel="noopener">{str(link.title)}</a></h3>
                <p>{str(link.excerpt)}</p>
                <span className="blog-card__more" aria-hidden="true">{t('blocks.readMore')} →</span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** FAQ accordion (native details/summary: keyboard and screen readers for free). */
export function Faq({ id, content }: BlockProps) {
  const items = list<{ id?: string; question?: string; answer?: string }>(content.items);
  if (!items.length) return null;
  return (
    <Section id={id} title={str(content.title)}>
      <div className="faq">
        {items.map((item, index) => (
          <details key={item.id ?? index} className="faq__item" data-faq-id={item.id}>
            <summary className="faq__question">{str(item.question)}</summary>
            <SafeHtml className="faq__answer" html={str(item.answer)} />
          </details>
        ))}
      </div>
    </Section>
  );
}

/** Trust rating: score, band, stars and a link to the review platform (new tab). */
export function TrustRating({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const { market } = usePage();
  const rating = typeof content.rating === 'number' ? content.rating : null;
  const view = ratingView(rating);
  const count = typeof content.count === 'number' ? content.count : 0;
  const url = /^https:\/\//.test(str(content.url)) ? str(content.url) : null;
  return (
    <Section id={id} title={str(content.title)}>
      <div className={`trust trust--${content.logoType === 'dark' ? 'dark' : 'light'}`}>
        <p className={view.label ? 'trust__score' : 'trust__score trust__score--unrated'}>
          {rating !== null ? formatScore(rating, market.intlLocale) : '–'}<span>/5</span>
        </p>
        <div>
          {view.label ? <p className="trust__label">{t('rating.trustTitle', { label: t(`rating.band.${view.label}`).toLowerCase() })}</p> : null}
          <span className="rating__stars rating__stars--large" role="img" aria-label={t('rating.outOf', { value: rating !== null ? formatScore(rating, market.intlLocale) : '–' })}>
            <RatingFill percent={view.fillPercent} colour={view.colour} />
          </span>
          <p className="trust__count">{t('rating.reviews', { count })}</p>
          {url ? <a href={url} target="_blank" rel="noopener noreferrer" className="trust__link">{t('rating.trustLink')}</a> : null}
        </div>
      </div>
    </Section>
  );
}

/** Newsletter sign-up inside a page (same rules as the footer form). */
export function NewsletterBlock({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const action = str(content.action);
  if (!/^https:\/\//.test(action)) return null;
  const inputId = `${id}-email`;
  return (
    <Section id={id} tone="sand">
      <div className="newsletter-block">
        <div>
          <h2 className="block__title">{str(content.title)}</h2>
          <p className="block__subtitle">{str(content.description)}</p>
        </div>
        {/* Native validation is the no-script path; client/ui/newsletter.ts replaces it with its own messages. */}
        <form className="newsletter__form" action={action} method="post" target="_blank">
          <label className="visually-hidden" htmlFor={inputId}>{t('blocks.newsletterEmail')}</label>
          <input id={inputId} className="input" type="email" name="EMAIL" required maxLength={newsletterEmailMaxLength} pattern={newsletterEmailInputPattern}
            title={t('newsletter.emailInvalid')} autoComplete="email" placeholder={str(content.emailPlaceholder)} />
          <div className="newsletter__bot" aria-hidden="true"><input type="text" name={str(content.bot) || 'bot'} tabIndex={-1} defaultValue="" autoComplete="off" /></div>
          <input type="checkbox" name="gdpr[newsletter]" value="Y" defaultChecked hidden />
          <button type="submit" className="button button--primary">{str(content.cta) || t('blocks.newsletterSubmit')}</button>
        </form>
        <p className="newsletter-block__small">{str(content.gdpr)} {str(content.descriptionBottom)}</p>
      </div>
    </Section>
  );
}

/** Call to action with one or more buttons. */
export function CallToAction({ content }: BlockProps) {
  const { market } = usePage();
  const offered = list<{ label?: string; link?: unknown; style?: string }>(content.buttons);
  const buttons = offered
    .map((button) => ({ label: str(button.label), href: linkHref(market.id, obj(button.link)), style: button.style === 'outline' ? 'outline' : 'primary' }))
    .filter((button) => button.href);
  // A call to action whose every button leads nowhere in this market (en-WE's "See events") is a
  // dead end: leave the band out rather than promise what the market has not got.
  if (offered.length > 0 && buttons.length === 0) return null;
  return (
    <section className="block">
      <div className="container">
        <div className="cta-band">
          <h2 className="cta-band__title">{str(content.title)}</h2>
          {content.text ? <p>{str(content.text)}</p> : null}
          <div className="cta-band__buttons">
            {buttons.map((button) => <a key={button.href} className={`button button--${button.style === 'outline' ? 'outline-light' : 'primary'}`} href={button.href!}>{button.label}</a>)}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Top sellers: countries with itinerary and departure counts. */
export function TopSellers({ id, content }: BlockProps) {
  const { t } = useTranslation();
  const { href } = usePage();
  const data = obj(content.data) as TopSellersData | null;
  const countries = data?.countries ?? [];
  if (!countries.length) return null;
  const searchPath = href('search');
  return (
    <Section id={id} title={str(content.title)} subtitle={str(content.subtitle)}>
      <ul className="cards-grid cards-grid--countries">
        {countries.slice(0, 8).map((country) => (
          <li key={country.id}>
            <a className="country-card" href={searchPath ? `${searchPath}?${filtersToQuery({ destinationId: [country.id] })}` : '#'}>
              <Picture image={country.image} alt="" width={480} height={320} className="country-card__img" />
              <span className="country-card__body">
                <strong>{country.name}</strong>
                <span>{t('blocks.itineraries', { count: country.itinerariesCount })} · {t('blocks.departuresShort', { count: country.departuresCount })}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
