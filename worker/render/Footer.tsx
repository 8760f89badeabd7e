import { useTranslation } from 'react-i18next';
import { useFlags } from '../../flags/react';
import { showCurrencyMessage } from '../../shared/money';
import type { Layout } from '../data/types';
import { newsletterEmailInputPattern, newsletterEmailMaxLength } from '../../shared/newsletter';
import type { RouteName } from '../../markets/paths';
import { navItems } from './links';
import { useIsolateMarkup } from './isolateMarkup';
import { usePage } from './PageContext';
import { shellEndId } from './Document';
import { formatScore } from '../../shared/nativeCopy';
import { SafeHtml } from './ui/SafeHtml';
import { SocialIcon, socialNetworks } from './ui/SocialIcon';
import { ChargeCurrencyNote } from '../../client/ui/ChargeCurrencyNote';

interface FooterImage {
  url: string | null;
  image: string;
  imageHeight: number;
  label: string;
}

interface NewsletterConfig {
  action: string;
  emailPlaceholder: string;
  gdpr: string;
  bot: string;
  cta: string;
  description: string;
  descriptionBottom: string;
}

/** Footer props from the layout (SPEC §3 "Footer props"); every field optional-safe. */
interface FooterProps {
  footerMessage?: string;
  collapseOpenMessage?: string;
  collapseCloseMessage?: string;
  paymentMessage?: string;
  showUserRating?: boolean;
  userRating?: { rating: number; count: number; url: string };
  badges?: FooterImage[];
  paymentSystems?: FooterImage[];
  contactsBook?: Record<string, { value: string } | undefined>;
  newsletter?: NewsletterConfig;
}

const fallbackColumns: { titleKey: string; routes: RouteName[] }[] = [
  { titleKey: 'footer.travel', routes: ['travels', 'tours', 'sales', 'events-wemeet'] },
  { titleKey: 'footer.company', routes: ['how-it-works', 'our-values', 'coordinators', 'wemeet-by-caravan'] },
  { titleKey: 'footer.support', routes: ['contacts', 'faqs', 'age-groups', 'no-sharing-room'] },
  { titleKey: 'footer.legal', routes: ['legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy'] },
];

function isHttpUrl(value: string | undefined): value is string {
  return typeof value === 'string' && /^https:\/\//.test(value);
}

/** The footer rating widget needs a score, a count and an https link to the review platform. */
function isUserRating(value: FooterProps['userRating']): value is NonNullable<FooterProps['userRating']> {
  return Boolean(value) && typeof value!.rating === 'number' && Number.isFinite(value!.rating)
    && typeof value!.count === 'number' && isHttpUrl(value!.url);
}

/** Newsletter sign-up (SPEC §5): email required, native validation off, honeypot, hidden pre-ticked gdpr Y. */
function Newsletter({ config }: { config: NewsletterConfig }) {
  const { t } = useTranslation();
  if (!isHttpUrl(config.action)) return null;
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter__title">{config.cta}</h2>
      <p className="newsletter__description">{config.description}</p>
      {/* Native validation is the no-script path; client/ui/newsletter.ts replaces it with its own messages. */}
      <form className="newsletter__form" action={config.action} method="post" target="_blank">
        <label className="visually-hidden" htmlFor="newsletter-email">{t('blocks.newsletterEmail')}</label>
        <input id="newsletter-email" className="input" type="email" name="EMAIL" required maxLength={newsletterEmailMaxLength} pattern={newsletterEmailInputPattern}
          title={t('newsletter.emailInvalid')} autoComplete="email" placeholder={config.emailPlaceholder} />
        <div className="newsletter__bot" aria-hidden="true">
          <input type="text" name={config.bot} tabIndex={-1} defaultValue="" autoComplete="off" />
        </div>
        <input type="checkbox" name="gdpr[newsletter]" value="Y" defaultChecked hidden />
        <button type="submit" className="button button--primary">{config.cta}</button>
      </form>
      <p className="newsletter__gdpr">{config.gdpr}</p>
      <p className="newsletter__bottom">{config.descriptionBottom}</p>
    </section>
  );
}

/** The footer's inside: newsletter, social links, menu columns (collapsed on mobile), rating, badges, legal, payments. */
function FooterContent({ footer, talkToUs, year }: { footer: Layout['footer'] | null; talkToUs: boolean; year: number }) {
  const { t } = useTranslation();
  const { href, market, currency } = usePage();
  const props = (footer ?? {}) as FooterProps;
  const columns = footer
    ? navItems(market.id, footer.menu).map((column) => ({
        title: column.label,
        links: column.children.map((child) => ({ label: child.label, href: child.href, external: child.external })),
      }))
    : fallbackColumns.map((column) => ({
        title: t(column.titleKey),
        links: column.routes.map((route) => ({ label: t(`routes.${route}`), href: href(route), external: false })),
      }));
  const socials = socialNetworks.filter((name) => isHttpUrl(props.contactsBook?.[name]?.value));
  return (
    <div className="container">
      <div className="site-footer__top">
        <div className="site-footer__brand">
          <p className="site-footer__logo">{t('brand')}</p>
          <p>{t('footer.tagline')}</p>
          <ul className="reassurance">
            <li>{t('footer.freeCancellation')}</li>
            <li>{t('footer.insurance')}</li>
          </ul>
          {socials.length ? (
            <ul className="social">
              {socials.map((name) => (
                <li key={name}>
                  <a href={props.contactsBook![name]!.value} target="_blank" rel="noopener noreferrer" aria-label={t(`footerExtra.social.${name}`)}>
                    <SocialIcon name={name} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {talkToUs ? (
            <a className="button button--small button--outline-light" href="?modal=talk-to-us&type=talk-to-us" data-track="header-contact-us" data-track-section-from="footer">
              {t('header.talkToUs')}
            </a>
          ) : null}
        </div>
        {props.newsletter ? <Newsletter config={props.newsletter} /> : null}
      </div>
      <details className="footer-collapse">
        <summary className="footer-collapse__toggle">
          <span className="footer-collapse__open">{props.collapseOpenMessage ?? t('footerExtra.more')}</span>
          <span className="footer-collapse__close">{props.collapseCloseMessage ?? t('footerExtra.less')}</span>
        </summary>
        <nav className="site-footer__columns" aria-label={t('a11y.footerNavigation')}>
          {columns.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="site-footer__title">{column.title}</h2>
              <ul>
                {column.links.map((link) =>
                  link.href ? (
                    <li key={link.label}>
                      <a href={link.href} target={link.external ? '_blank' : undefined} rel={link.external ? 'noopener noreferrer' : undefined}>
                        {link.label}
                      </a>
                    </li>
                  ) : null,
                )}
              </ul>
            </div>
          ))}
        </nav>
      </details>
      <div className="site-footer__trust">
        {props.showUserRating && isUserRating(props.userRating) ? (
          <a className="footer-rating" href={props.userRating.url} target="_blank" rel="noopener noreferrer">
            <span className="footer-rating__value">{formatScore(props.userRating.rating, market.intlLocale)}/5</span>
            <span>{t('rating.reviews', { count: props.userRating.count })}</span>
          </a>
        ) : null}
        {props.badges?.length ? (
          <ul className="footer-badges">
            {props.badges.map((badge) => (
              <li key={badge.label}>
                {badge.url ? (
                  <a href={badge.url}><img src={badge.image} alt={badge.label} height={badge.imageHeight || 40} width={(badge.imageHeight || 40) * 2.5} loading="lazy" /></a>
                ) : (
                  <img src={badge.image} alt={badge.label} height={badge.imageHeight || 40} width={(badge.imageHeight || 40) * 2.5} loading="lazy" />
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {props.paymentSystems?.length ? (
        <div className="site-footer__payments">
          <p>{props.paymentMessage ?? t('footer.paymentMethods')}</p>
          <ul className="payment-methods">
            {props.paymentSystems.map((system) => (
              <li key={system.label}>
                <img src={system.image} alt={system.label} height={system.imageHeight || 30} width={(system.imageHeight || 30) * 1.6} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showCurrencyMessage(currency, market.currency) ? <ChargeCurrencyNote className="site-footer__currency" currency={currency} /> : null}
      <div className="site-footer__bottom">
        {props.footerMessage ? <SafeHtml as="p" html={props.footerMessage} /> : <p>{t('footer.legalMessage', { year })}</p>}
        <a href="#cookie-settings" className="site-footer__cookie" data-tracking-preferences="">{t('footer.cookieSettings')}</a>
      </div>
    </div>
  );
}

/** The footer without a layout (the content service failed): the built-in columns. */
const builtInFooter = {};

/** Site footer: the same on every page of a market, so its inside is rendered once per isolate (./isolateMarkup.tsx). */
export function Footer() {
  const flags = useFlags();
  const { market, layout } = usePage();
  // Evaluated on every page, so that the flag's experiment counts every page as exposed.
  const talkToUs = flags.talkToUs(market.countryCode).footer;
  const year = new Date().getUTCFullYear();
  const footer = layout?.footer ?? null;
  const html = useIsolateMarkup(footer ?? builtInFooter, `footer ${talkToUs} ${year}`, () => (
    <FooterContent footer={footer} talkToUs={talkToUs} year={year} />
  ));
  return <footer className="site-footer" id={shellEndId} dangerouslySetInnerHTML={{ __html: html }} />;
}
