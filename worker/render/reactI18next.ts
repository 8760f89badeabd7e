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

/** Words kept per i18next instance at most; past that the memo starts over. */
const maxAnswers = 4000;

/** The memo's key for a call: the key and its primitive options; null for a call not to keep. */
function callId(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    id += `\u0000${name}\u0001${String(value)}`;
  }
  return id;
}

/**
 * `t` answering a call it has answered before from memory, per isolate: the resources are fixed
 * (bundled with the worker), so the same key with the same options is the same text, and
 * i18next's own resolution (lookup, plural rules, interpolation, escaping) was a fifth of a cold
 * trip render. Only text is kept: an object (`returnObjects`) is computed every time.
 */
function remembering(t: TFunction): TFunction {
  const answers = new Map<string, string>();
  const call = t as unknown as (key: unknown, options?: unknown) => unknown;
  const memo = (key: unknown, options?: unknown): unknown => {
    const id = callId(key, options);
    if (id === null) return call(key, options);
    const known = answers.get(id);
    if (known !== undefined) return known;
    const answer = call(key, options);
    if (typeof answer === 'string') {
      if (answers.size >= maxAnswers) answers.clear();
      answers.set(id, answer);
    }
    return answer;
  };
  return memo as unknown as TFunction;
}

export function useTranslation(): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside an I18nextProvider');
  let t = fixedTs.get(i18n);
  if (!t) fixedTs.set(i18n, (t = remembering(i18n.getFixedT(null, 'translation'))));
  return { t, i18n, ready: true };
}
