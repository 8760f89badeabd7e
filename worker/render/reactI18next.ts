/**
 * The worker's `react-i18next` (wrangler.toml [alias], and the integration tests' alias): the two
 * parts the pages use, `I18nextProvider` and `useTranslation`, without the library's per-call
 * work that only a browser needs (namespace loading checks, store subscriptions, ready state).
 * On a cold render that work was 10–15 % of the CPU (`npm run bench`, profile.mjs). The words
 * are the same: one fixed `t` of the single `translation` namespace per i18next instance, as
 * the library gives the islands in the browser.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, createElement, useContext, type ReactNode } from 'react';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

const fixedTs = new WeakMap<I18n, TFunction>();

export function useTranslation(): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside an I18nextProvider');
  let t = fixedTs.get(i18n);
  if (!t) fixedTs.set(i18n, (t = i18n.getFixedT(null, 'translation')));
  return { t, i18n, ready: true };
}
