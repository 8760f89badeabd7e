/**
 * A dedicated worker that builds the page's Intl formatters once, then closes (issue 33 item 4).
 *
 * A browser loads its number, plural and date data lazily, the first time a page builds a
 * formatter, and keeps it for the whole process: the first `new Intl.NumberFormat` on a phone's
 * main thread cost 20–90 ms at 4× CPU, just as a visitor's first tap came (it waited for it),
 * while a second one, anywhere in the process, costs under a millisecond. Built here, off the
 * main thread, the page's own formatters find the data loaded (client/page/intlWarm.ts).
 *
 * It is sent the locales to warm and answers 'warm' when done. Built as a classic script with
 * no imports (the `export {}` only makes this file a module to TypeScript): it runs wherever
 * dedicated workers do.
 */
export {};

interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}

const scope = globalThis as unknown as WorkerScope;

function warm(locale: string): void {
  try {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.PluralRules(locale).select(1);
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
  } catch {
    // A locale the browser does not know warms nothing; the page falls back as it would anyway.
  }
}

scope.onmessage = (event) => {
  const locales = Array.isArray(event.data) ? event.data.filter((locale): locale is string => typeof locale === 'string') : [];
  for (const locale of locales.slice(0, 4)) warm(locale);
  scope.postMessage('warm');
  scope.close();
};
