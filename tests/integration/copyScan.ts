/**
 * Copy scanner for rendered pages (issue 14 item 9): the text a visitor reads — text nodes,
 * the page title and description, and the attribute values that are read out or shown
 * (alt, aria-label, title, placeholder) — checked for English words in non-English markets
 * and for numbers over 999 written without the market's grouping.
 *
 * Pure functions, no I/O: used by tests/integration/copy-native.test.ts (workerd) and by the
 * unit test of the scanner itself.
 */

/** One piece of visible text and where it came from ("text", "alt", "aria-label", …). */
export interface TextChunk {
  source: string;
  text: string;
}

const entities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', rsquo: '’', lsquo: '‘', hellip: '…', middot: '·', ndash: '–', mdash: '—', euro: '€',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return entities[code.toLowerCase()] ?? whole;
  });
}

const readAttributes = ['alt', 'aria-label', 'title', 'placeholder', 'aria-description', 'aria-valuetext'];

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The visible text of an HTML page: scripts, styles, templates, comments and SVG paths
 * dropped; the <title>, meta description and the attributes above kept. Text inside an
 * element whose `lang` is another language (a review quoted in its author's language) is
 * left out: it is marked as such for readers and screen readers.
 */
export function visibleText(html: string, pageLanguage?: string): TextChunk[] {
  const chunks: TextChunk[] = [];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (title) chunks.push({ source: 'title', text: decodeEntities(title) });
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1];
  if (description) chunks.push({ source: 'meta description', text: decodeEntities(description) });
  const bodyStart = html.search(/<body[\s>]/i);
  let body = bodyStart >= 0 ? html.slice(bodyStart) : html;
  body = body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const tag = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|<\/([a-zA-Z][\w-]*)\s*>/g;
  /** Open elements: name and whether their content is in another language. */
  const stack: { name: string; foreign: boolean }[] = [];
  const foreign = () => stack.length > 0 && stack[stack.length - 1]!.foreign;
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const text = body.slice(last, match.index);
    if (text.trim() && !foreign()) chunks.push({ source: 'text', text: decodeEntities(text) });
    last = match.index + match[0].length;
    if (match[4]) {
      const name = match[4].toLowerCase();
      const at = stack.map((entry) => entry.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const name = match[1]!.toLowerCase();
    const attributes = match[2] ?? '';
    const lang = /\slang=(?:"([^"]*)"|'([^']*)')/i.exec(attributes);
    const inForeign = lang && pageLanguage ? !(lang[1] ?? lang[2] ?? '').toLowerCase().startsWith(pageLanguage) : foreign();
    if (!match[3] && !voidElements.has(name)) stack.push({ name, foreign: Boolean(inForeign) });
    if (inForeign) continue;
    for (const attr of attributes.matchAll(/\s([^\s=>]+)=(?:"([^"]*)"|'([^']*)')/g)) {
      const attrName = attr[1]!.toLowerCase();
      const value = attr[2] ?? attr[3] ?? '';
      if (readAttributes.includes(attrName) && value.trim()) chunks.push({ source: attrName, text: decodeEntities(value) });
    }
  }
  const tail = body.slice(last);
  if (tail.trim()) chunks.push({ source: 'text', text: decodeEntities(tail) });
  return chunks;
}

/**
 * Common English words that never occur in Italian, Spanish, French or German copy. Words
 * that are also words or settled loanwords there are left out on purpose: "in", "on", "a",
 * "see", "will", "also", "more", "bank", "sea" and "has" (es), "falls", "filter", "island"
 * and "transfer" (de), "menu", "conditions", "contacts", "week-end" (fr), "email" and
 * "privacy" (it), "expert", "canyon", "gorges" (fr), "private" and "account" (it), "hotel", "tour", "weekend", "trekking", "coordinator" (de).
 */
export const englishWords = new Set([
  'the', 'with', 'and', 'from', 'for', 'your', 'you', 'our', 'this', 'that', 'these', 'those', 'what', 'which', 'where', 'when',
  'about', 'after', 'before', 'between', 'into', 'through', 'would', 'should', 'could', 'have', 'been', 'were', 'are', 'is',
  'its', 'their', 'there', 'here', 'only', 'every', 'other', 'than', 'then', 'just', 'yet', 'not', 'any', 'each', 'some',
  'breakfast', 'lunch', 'dinner', 'meals', 'day', 'days', 'night', 'nights', 'weeks', 'month', 'months', 'year', 'years',
  'trip', 'trips', 'travel', 'travels', 'traveller', 'travellers', 'traveler', 'travelers', 'journey', 'holiday',
  'seat', 'seats', 'left', 'book', 'booking', 'review', 'reviews', 'rating', 'price', 'prices', 'deposit', 'balance',
  'departure', 'departures', 'arrival', 'confirmed', 'guaranteed', 'available', 'sold', 'waiting', 'list', 'full',
  'search', 'filters', 'results', 'show', 'close', 'open', 'next', 'previous', 'back', 'read',
  'group', 'people', 'everything', 'nothing', 'included', 'excluded', 'insurance', 'flight', 'flights', 'room', 'shared',
  'wishlist', 'save', 'saved', 'sign', 'logout', 'subscribe', 'cancel', 'cancellation', 'free', 'help', 'contact', 'terms', 'policy',
  'lake', 'islands', 'desert', 'valley', 'mountain', 'mountains', 'bay', 'city', 'coast', 'cape', 'cruise',
  'insured', 'package', 'speaks', 'languages', 'led', 'since', 'upcoming', 'learn', 'discover', 'boat', 'road',
]);

/**
 * Proper names and loan phrases that contain one of the words above and are right in the
 * other languages too: product and place names, and Italian's "on the road".
 */
export const allowedPhrases: Record<string, readonly string[]> = {
  all: [
    'WeMeet by Caravan', 'Wild Atlantic Way', 'Great Ocean Road', 'Garden Route', 'Monument Valley', 'Lake Louise', 'Byron Bay',
    'Icefields Parkway', 'Kings Canyon', 'Milford Sound', 'Alice Springs', 'Poon Hill', 'Cameron Highlands', 'Caye Caulker',
    'Port Barton', 'Loch Ness', 'Golden Circle', 'Isle of Skye', 'Ring of Kerry', 'Deception Island', 'Paradise Bay', 'Fraser Island',
    'Whitsunday Islands', 'Blue Mountains', 'Grand Canyon', 'New York', 'Best seller', 'Apple Pay', 'Google Pay', 'PayPal',
    'Rocky Mountains', 'Flight Club',
  ],
  it: ['on the road'],
  es: [],
  fr: [],
  de: [],
};

export interface Hit {
  kind: 'english' | 'number' | 'key';
  found: string;
  source: string;
  context: string;
}

function contextOf(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 40), index + length + 40).replace(/\s+/g, ' ').trim();
}

/** English words in the chunks, for a non-English language. */
export function englishHits(chunks: readonly TextChunk[], language: string): Hit[] {
  const allowed = [...(allowedPhrases.all ?? []), ...(allowedPhrases[language] ?? [])];
  const hits: Hit[] = [];
  for (const chunk of chunks) {
    let text = chunk.text;
    for (const phrase of allowed) {
      text = text.replace(new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' '.repeat(phrase.length));
    }
    // Codes, e-mail addresses and web addresses are not words: GROUP40, privacy@caravan.travel.
    text = text.replace(/\S+@\S+|https?:\/\/\S+|[\p{L}\d]*\d[\p{L}\d]*/gu, (code) => ' '.repeat(code.length));
    for (const match of text.matchAll(/[\p{L}’']+/gu)) {
      const word = match[0].toLowerCase().replace(/[’']s$/, '');
      if (englishWords.has(word)) hits.push({ kind: 'english', found: match[0], source: chunk.source, context: contextOf(chunk.text, match.index!, match[0].length) });
    }
  }
  return hits;
}

/**
 * Runs of four or more digits that the market would write grouped: "18342" in Italian
 * (18.342), "1234" in German (1.234) — but not in Spanish or Italian, where Intl leaves
 * four-digit numbers ungrouped. Years (1900–2099), times (12:30, 1530h), codes and
 * identifiers (letters or dashes glued to the digits: JOR08-250601, CARAVAN50, #1234),
 * phone numbers and postcodes (digit runs separated by single spaces, or followed by a
 * capitalised word: "20121 Milano") are not counts and are skipped.
 */
export function numberHits(chunks: readonly TextChunk[], intlLocale: string): Hit[] {
  const format = new Intl.NumberFormat(intlLocale);
  const hits: Hit[] = [];
  for (const chunk of chunks) {
    const text = chunk.text;
    for (const match of text.matchAll(/\d{4,}/g)) {
      const run = match[0];
      const start = match.index!;
      const end = start + run.length;
      const before = text.slice(Math.max(0, start - 2), start);
      const after = text.slice(end, end + 2);
      // Eight digits and more are identifiers (VAT numbers, phone numbers), not counts.
      if (run.length >= 8) continue;
      // Part of a grouped number, a decimal, a code, an identifier, a time, a phone number.
      if (/[\d.,\u00a0\u202f'’:/#+\-\p{L}_]$/u.test(before.slice(-1))) continue;
      if (/^[\d.,:/\-\p{L}_]/u.test(after) && !/^[.,]\s/.test(after) && !/^[.,]$/.test(after)) continue;
      if (/^ \d/.test(after) || / $/.test(before) && /\d $/.test(text.slice(Math.max(0, start - 3), start))) continue;
      const value = Number(run);
      if (run.length === 4 && value >= 1900 && value <= 2099) continue;
      if (format.format(value) === run) continue;
      hits.push({ kind: 'number', found: run, source: chunk.source, context: contextOf(text, start, run.length) });
    }
  }
  return hits;
}

/**
 * Translation keys shown as they are ("a11y.breadcrumbs" read out as a label): a key the copy
 * does not have renders as the key itself. `namespaces`: the copy's top-level keys.
 */
export function rawKeyHits(chunks: readonly TextChunk[], namespaces: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (const chunk of chunks) {
    for (const match of chunk.text.matchAll(/\b([a-z][a-zA-Z0-9]*)(?:\.[a-zA-Z0-9_]+)+\b/g)) {
      if (namespaces.includes(match[1]!)) hits.push({ kind: 'key', found: match[0], source: chunk.source, context: contextOf(chunk.text, match.index!, match[0].length) });
    }
  }
  return hits;
}
