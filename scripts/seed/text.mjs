/** SEO-safe name: lowercase, accents stripped, anything but [a-z0-9] becomes '-', dashes collapsed. */
export function seoName(text) {
  return String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Text for full-text search: accents stripped, lowercase, one line. */
export function searchText(parts) {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fills {name} placeholders. */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, key) => (key in values ? String(values[key]) : `{${key}}`));
}

/** "a, b and c" in a language. */
export function joinList(items, language) {
  const and = { it: 'e', en: 'and', es: 'y', fr: 'et', de: 'und' }[language];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export const languages = ['it', 'en', 'es', 'fr', 'de'];

/**
 * Picks the gendered variant of `{x:masculine|feminine}` for each key x given:
 * fillGender('{c:è stato fantastico|è stata fantastica}', { c: 'female' }).
 */
export function fillGender(template, genders) {
  return template.replace(/\{(\w):([^|{}]*)\|([^{}]*)\}/g, (whole, key, masculine, feminine) =>
    key in genders ? (genders[key] === 'female' ? feminine : masculine) : whole);
}
