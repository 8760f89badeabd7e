/**
 * Intl formatters kept per isolate (worker) or page (browser): building one costs far more
 * than using it, and a page formats hundreds of numbers and dates. Keyed by locale and
 * options; a handful of distinct ones exist, so the maps stay small.
 */
function kept<Options, Format>(make: (locale: string, options: Options) => Format): (locale: string, options?: Options) => Format {
  const formats = new Map<string, Format>();
  return (locale, options = {} as Options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

export const numberFormat = kept((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = kept((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const listFormat = kept((locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
/** Throws (RangeError) for an invalid locale or options, as the constructor does. */
export const displayNames = kept((locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options));
export const pluralRules = kept((locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options));
export const collator = kept((locale, options: Intl.CollatorOptions) => new Intl.Collator(locale, options));
