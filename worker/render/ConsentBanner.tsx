import { useTranslation } from 'react-i18next';
import { consentCategories } from '../../shared/consent';
import { usePage } from './PageContext';

/** Element ids the client wiring (client/analytics/consentBanner.ts) relies on. */
export const consentBannerIds = {
  banner: 'consent-banner',
  title: 'consent-banner-title',
  text: 'consent-banner-text',
  choices: 'consent-banner-choices',
} as const;

/**
 * The cookie banner (issue 13): rendered on every page so the footer's cookie settings link
 * can reopen it without loading anything, and `hidden` when the cookie already holds a
 * choice, so a returning visitor never sees it flash. A non-modal region: the page stays
 * usable behind it. Accept all, refuse all and choose are the same size and weight.
 * Without scripting nothing is tracked, so the CSS hides it then.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { consent, href } = usePage();
  const policy = href('legal-privacy-policy');
  const ids = consentBannerIds;
  // DOM order is reading and tab order: intro, the three choices, then the categories that
  // "choose" (last of the three) reveals, so the next Tab lands in them.
  return (
    <section id={ids.banner} className="consent-banner" aria-labelledby={ids.title} aria-describedby={ids.text} hidden={consent !== null} data-consent-banner="">
      <div className="consent-banner__inner">
        <div className="consent-banner__intro">
          <h2 id={ids.title} className="consent-banner__title" tabIndex={-1}>{t('consent.title')}</h2>
          <p id={ids.text} className="consent-banner__text">
            {policy ? `${t('consent.body')} ` : t('consent.body')}
            {policy ? <a href={policy}>{t('routes.legal-privacy-policy')}</a> : null}
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="consent-banner__button" data-consent-action="refuse">{t('consent.refuseAll')}</button>
          <button type="button" className="consent-banner__button" data-consent-action="accept">{t('consent.acceptAll')}</button>
          <button type="button" className="consent-banner__button" data-consent-action="choose" aria-expanded="false" aria-controls={ids.choices}>{t('consent.choose')}</button>
        </div>
        <div id={ids.choices} className="consent-banner__choices" hidden>
          <fieldset className="consent-banner__fieldset">
            <legend className="visually-hidden">{t('consent.categories')}</legend>
            <label className="consent-option">
              <input type="checkbox" defaultChecked disabled />
              <span>
                <span className="consent-option__name">{`${t('consent.necessary')} `}<span className="consent-option__always">{`(${t('consent.alwaysOn')})`}</span></span>
                <span className="consent-option__help">{t('consent.necessaryHelp')}</span>
              </span>
            </label>
            {consentCategories.map((category) => (
              <label key={category} className="consent-option">
                <input type="checkbox" name={category} data-consent-category={category} defaultChecked={consent?.[category] ?? false} />
                <span>
                  <span className="consent-option__name">{t(`consent.${category}`)}</span>
                  <span className="consent-option__help">{t(`consent.${category}Help`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="consent-banner__button consent-banner__save" data-consent-action="save">{t('consent.save')}</button>
        </div>
      </div>
    </section>
  );
}
