import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openLanguageEvent } from './nav';
import type { Hydration } from '../../shared/boot';
import { switchedSearch, type MarketSwitch } from '../../shared/marketSwitch';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';
/** `?modal=` values it opens itself on: then it hydrates at once. */
export const opensOnModal = ['language', 'languages-currencies'];

export interface MarketOption {
  id: string;
  label: string;
  languageLabel: string;
  icon: string;
  currency: string;
  href: string;
  current: boolean;
}

export interface CurrencyOption {
  isoCode: string;
  symbol: string;
  name: string;
  current: boolean;
}

export interface LanguageModalProps {
  current: { label: string; languageLabel: string; icon: string; currency: string };
  options: MarketOption[];
  /**
   * Stores beside the country menu (the US: SPEC §9 keeps it out of the country list, yet every
   * market must reach every market; markets/config.ts otherStores), on lines of their own.
   */
  otherStores?: MarketOption[];
  /** Currencies the market's settings offer; the switch shows only with more than one. */
  currencies: CurrencyOption[];
  /**
   * On a search page: the other markets open the same search, as far as they read it alike
   * (taken from the address when the dialog opens: results change in place).
   */
  marketSwitch?: MarketSwitch;
}

const currencyCookie = 'caravan_currency';

/**
 * Another market is another domain: a plain click goes there through the worker's market switch,
 * which carries the device id so the visitor's experiment variations stay the same (issue 32).
 * The link itself stays the market's own address (new tab, copy, crawlers).
 */
function viaSwitch(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(`/api/market-switch?to=${encodeURIComponent(event.currentTarget.href)}`);
}


/** Country / language switch: a button in the header opening a modal dialog of markets. */
export function LanguageModal({ current, options, otherStores = [], currencies, marketSwitch }: LanguageModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Not in the page until first opened (issue 12: HTML weight on every page); the markets'
  // addresses are in the head's hreflang links for crawlers. Each opening renders the links
  // again: a search page's address changes as its results change in place.
  const [opened, setOpened] = useState(0);
  const open = useCallback(() => setOpened((count) => count + 1), []);

  useEffect(() => {
    if (opened && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [opened]);

  const storesId = useId();
  const marketLink = (option: MarketOption) => (
    <a
      className={option.current ? 'market-list__item market-list__item--current' : 'market-list__item'}
      href={hrefOf(option)}
      hrefLang={option.languageLabel}
      aria-current={option.current ? 'true' : undefined}
      onClick={option.current ? undefined : viaSwitch}
    >
      <img src={option.icon} alt="" width={28} height={20} loading="lazy" />
      <span className="market-list__text">
        <strong>{option.label}</strong>
        <span>{option.languageLabel} · {t('languageModal.currency', { currency: option.currency })}</span>
      </span>
      {option.current ? <span className="badge">{t('languageModal.current')}</span> : null}
    </a>
  );

  const hrefOf = (option: MarketOption): string => {
    if (!marketSwitch) return option.href;
    return option.href + (option.current ? window.location.search : switchedSearch(window.location.search, marketSwitch.place));
  };

  useEffect(() => {
    // Deep link: ?modal=language opens the dialog (SPEC §2 modal query parameters).
    const modal = new URLSearchParams(window.location.search).get('modal');
    if (modal === 'language' || modal === 'languages-currencies') open();
    window.addEventListener(openLanguageEvent, open);
    return () => window.removeEventListener(openLanguageEvent, open);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="lang-switch"
        aria-haspopup="dialog"
        aria-label={t('languageModal.open', { label: `${current.label} · ${current.languageLabel}` })}
        onClick={open}
      >
        <img src={current.icon} alt="" width={20} height={14} />
        <span className="lang-switch__label">{`${current.languageLabel}${currencies.length > 1 ? ` · ${current.currency}` : ''}`}</span>
      </button>
      {opened ? (
        <dialog ref={dialog} className="modal modal--small" aria-labelledby={titleId}>
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">{t('languageModal.title')}</h2>
            <button type="button" className="modal__close" aria-label={t('a11y.close')} onClick={() => dialog.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="modal__subtitle">{t('languageModal.subtitle')}</p>
          <ul className="market-list">
            {options.map((option) => <li key={option.id}>{marketLink(option)}</li>)}
          </ul>
          {otherStores.length ? (
            <>
              <h3 id={storesId} className="market-list__heading">{t('languageModal.otherStores')}</h3>
              <ul className="market-list" aria-labelledby={storesId}>
                {otherStores.map((option) => <li key={option.id}>{marketLink(option)}</li>)}
              </ul>
            </>
          ) : null}
          {currencies.length > 1 ? (
            <fieldset className="currency-switch">
              <legend className="currency-switch__legend">{t('menu.currency')}</legend>
              <div className="currency-switch__options">
                {currencies.map((currency) => (
                  <button
                    key={currency.isoCode}
                    type="button"
                    className={currency.current ? 'currency-switch__option currency-switch__option--current' : 'currency-switch__option'}
                    aria-pressed={currency.current}
                    onClick={() => {
                      document.cookie = `${currencyCookie}=${currency.isoCode}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
                      window.location.reload();
                    }}
                  >
                    <strong>{currency.symbol}</strong> {currency.isoCode} <span>{currency.name}</span>
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
        </dialog>
      ) : null}
    </>
  );
}

export default LanguageModal;
