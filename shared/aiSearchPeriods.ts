/**
 * The AI search interpreter's reading of time: relative periods ("il mese prossimo"), durations
 * ("due settimane"), days ("dal 10 al 20 marzo", even "31 febbraio"), months, seasons and
 * holidays ("Capodanno", "Pasqua"). Each recogniser fills the draft (aiSearchScanner.ts).
 */
import { addIsoDays, daysInMonth, isoDayOf, weekdayOf, type IsoDay } from './dates';
import { easterSunday } from './easter.mjs';
import { monthNames, seasons } from './aiSearchLexicon';
import { alternation, durationUnit, numberOf, numberWord, type Draft, type Period, type Scanner } from './aiSearchScanner';

const monthPattern = alternation(Object.keys(monthNames));

function endOfMonth(year: number, month: number): IsoDay {
  return isoDayOf(year, month, daysInMonth(year, month));
}

function monthsAhead(today: IsoDay, months: number): { year: number; month: number } {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Monday-or-Friday-based windows around today (weekends run Friday to Sunday). */
function weekendWindow(today: IsoDay): Period {
  const weekday = weekdayOf(today) ?? 1;
  const add = (n: number) => addIsoDays(today, n) ?? today;
  if (weekday === 0) return { rank: 3, from: today, to: today };
  if (weekday === 6 || weekday === 5) return { rank: 3, from: today, to: add(7 - weekday) };
  return { rank: 3, from: add(5 - weekday), to: add(7 - weekday) };
}

export function readRelativePeriods(scan: Scanner, draft: Draft, today: IsoDay): void {
  const add = (n: number) => addIsoDays(today, n) ?? today;
  const year = Number(today.slice(0, 4));
  const weekday = weekdayOf(today) ?? 1;
  const toSunday = (7 - weekday) % 7;
  scan.each('\\b(?:(?:questo|il\\s+prossimo|prossimo)\\s+(?:weekend|week\\s+end|fine\\s+settimana)|(?:weekend|fine\\s+settimana)\\s+prossimo)\\b', () => {
    draft.periods.push(weekendWindow(today));
    draft.weekend = true;
  });
  scan.each('\\bquesta\\s+settimana\\b', () => void draft.periods.push({ rank: 3, from: today, to: add(toSunday) }));
  scan.each('\\b(?:(?:la\\s+)?prossima\\s+settimana|(?:la\\s+)?settimana\\s+prossima)\\b', () =>
    void draft.periods.push({ rank: 3, from: add(toSunday + 1), to: add(toSunday + 7) }),
  );
  scan.each('\\b(?:questo\\s+mese|entro\\s+(?:fine\\s+)?(?:il\\s+)?mese)\\b', () => {
    const { year: y, month } = monthsAhead(today, 0);
    draft.periods.push({ rank: 3, from: today, to: endOfMonth(y, month) });
  });
  scan.each('\\b(?:(?:il\\s+)?mese\\s+prossimo|(?:il\\s+)?prossimo\\s+mese)\\b', () => {
    const { year: y, month } = monthsAhead(today, 1);
    draft.periods.push({ rank: 3, from: isoDayOf(y, month, 1), to: endOfMonth(y, month) });
  });
  scan.each(`\\btra\\s+(${numberWord})\\s+mes[ei]\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null || n < 1 || n > 18) return false;
    const { year: y, month } = monthsAhead(today, n);
    draft.periods.push({ rank: 3, from: isoDayOf(y, month, 1), to: endOfMonth(y, month) });
  });
  scan.each("\\b(?:quest\\s+anno|entro\\s+(?:la\\s+)?fine\\s+(?:dell\\s+)?anno|entro\\s+l\\s+anno)\\b", () =>
    void draft.periods.push({ rank: 3, from: today, to: isoDayOf(year, 12, 31) }),
  );
  scan.each('\\b(?:(?:l\\s+)?anno\\s+prossimo|(?:il\\s+)?prossimo\\s+anno)\\b', () =>
    void draft.periods.push({ rank: 3, from: isoDayOf(year + 1, 1, 1), to: isoDayOf(year + 1, 12, 31) }),
  );
  scan.each('\\b(?:last\\s+minute|a\\s+breve|al\\s+piu\\s+presto|il\\s+prima\\s+possibile|subito|prossime\\s+settimane|prossimi\\s+giorni|tra\\s+poco)\\b', () =>
    void draft.periods.push({ rank: 3, from: today, to: add(30) }),
  );
}

export function readDurations(scan: Scanner, draft: Draft): void {
  const days = (n: number, unit: string) =>
    unit.startsWith('sett') ? n * 7 : unit.startsWith('mes') ? n * 30 : unit.startsWith('nott') ? n + 1 : n;
  const clamp = (n: number) => Math.min(365, Math.max(1, n));
  const set = (min: number | null, max: number | null) => {
    if (draft.durationMinDays !== null || draft.durationMaxDays !== null) return;
    draft.durationMinDays = min === null ? null : clamp(min);
    draft.durationMaxDays = max === null ? null : clamp(max);
  };
  scan.each(`\\b(?:tra|fra|da)\\s+(?:i\\s+|le\\s+)?(${numberWord})\\s+(?:e|a)\\s+(?:i\\s+|le\\s+)?(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const [a, b] = [numberOf(m[1]!), numberOf(m[2]!)];
    if (a === null || b === null) return false;
    set(days(a, m[3]!), days(b, m[3]!));
  });
  scan.each(`\\b(?:massimo|max|al\\s+massimo|meno\\s+di|non\\s+piu\\s+di|entro|fino\\s+a|sotto\\s+(?:i|le))\\s+(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null) return false;
    set(null, days(n, m[2]!) - (m[0].startsWith('meno') ? 1 : 0));
  });
  scan.each(`\\b(?:almeno|piu\\s+di|oltre|minimo|sopra\\s+(?:i|le))\\s+(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null) return false;
    set(days(n, m[2]!) + (m[0].startsWith('piu') || m[0].startsWith('oltre') ? 1 : 0), null);
  });
  scan.each(`\\b(${numberWord})\\s+${durationUnit}\\b`, (m) => {
    const n = numberOf(m[1]!);
    if (n === null || n === 0) return false;
    const unit = m[2]!;
    const d = days(n, unit);
    if (unit.startsWith('sett')) set(d - 1, d + 2);
    else if (unit.startsWith('mes')) set(d - 5, d + 5);
    else if (unit.startsWith('nott')) set(d - 1, d + 1);
    else set(d - 1, d + 1);
  });
  scan.each('\\b(?:weekend|week\\s+end|fine\\s+settimana)\\s+lungo\\b', () => {
    draft.weekend = true;
    set(3, 5);
  });
  scan.each('\\b(?:un\\s+)?(?:weekend|week\\s+end|fine\\s+settimana|ponte)\\b', () => {
    draft.weekend = true;
    set(2, 4);
  });
  scan.each('\\b(?:breve|brevi|corto|pochi\\s+giorni|fuga|fughe|toccata\\s+e\\s+fuga)\\b', () => set(null, 6));
  scan.each('\\b(?:viaggio\\s+lungo|lungo\\s+viaggio|lunga\\s+durata|tanto\\s+tempo)\\b', () => set(11, null));
}

/** First occurrence (this year or later) of a yearly window that has not ended yet. */
function nextWindow(today: IsoDay, window: (year: number) => { from: IsoDay; to: IsoDay }, after = false): { from: IsoDay; to: IsoDay } {
  const year = Number(today.slice(0, 4));
  for (let y = year - 1; y <= year + 2; y++) {
    const w = window(y);
    if (w.to >= today && (!after || w.from > today)) return w;
  }
  return window(year + 1);
}

function seasonWindow(name: string, year: number): { from: IsoDay; to: IsoDay } {
  const [first, last] = seasons[name]!;
  if (first <= last) return { from: isoDayOf(year, first, 1), to: endOfMonth(year, last) };
  return { from: isoDayOf(year, first, 1), to: endOfMonth(year + 1, last) };
}

export function readPeriods(scan: Scanner, draft: Draft, today: IsoDay): void {
  const currentYear = Number(today.slice(0, 4));
  const isYear = (value: string | undefined) => {
    const y = Number(value);
    return Number.isInteger(y) && y >= currentYear && y <= currentYear + 3 ? y : null;
  };
  readDays(scan, draft, today, isYear);
  const mentions: { month: number; year: number | null; part: string }[] = [];
  scan.each(`\\b(?:(inizio|primi\\s+di|fine|meta|ultimi\\s+giorni\\s+di)\\s+(?:di\\s+)?)?(${monthPattern})(?:\\s+(?:del\\s+)?(20\\d{2}))?\\b`, (m) => {
    if (mentions.length >= 12) return;
    mentions.push({ month: monthNames[m[2]!]!, year: isYear(m[3]), part: (m[1] ?? '').split(' ')[0]! });
  });
  const seasonNames = alternation(Object.keys(seasons));
  scan.each(`\\b(?:(prossima|questa|quest)\\s+)?(${seasonNames})(?:\\s+(?:del\\s+)?(20\\d{2}))?(\\s+prossima)?\\b`, (m) => {
    const name = m[2]!;
    const year = isYear(m[3]);
    const next = m[1] === 'prossima' || Boolean(m[4]);
    const window = year !== null ? seasonWindow(name, name === 'inverno' && seasonWindow(name, year - 1).to >= today ? year - 1 : year) : nextWindow(today, (y) => seasonWindow(name, y), next);
    draft.periods.push({ rank: 1, ...window });
  });
  const holiday = (source: string, window: (year: number) => { from: IsoDay; to: IsoDay }) =>
    scan.each(source, () => void draft.periods.push({ rank: 2, ...nextWindow(today, window) }));
  holiday('\\b(?:(?:vacanze\\s+di\\s+)?natale|natalizi[ae]|feste\\s+di\\s+fine\\s+anno)\\b', (y) => ({ from: isoDayOf(y, 12, 20), to: isoDayOf(y + 1, 1, 6) }));
  holiday('\\bcapodanno\\b', (y) => ({ from: isoDayOf(y, 12, 27), to: isoDayOf(y + 1, 1, 3) }));
  holiday('\\b(?:(?:ponte\\s+dell\\s+)?immacolata|sant\\s+ambrogio)\\b', (y) => ({ from: isoDayOf(y, 12, 5), to: isoDayOf(y, 12, 10) }));
  holiday('\\bsan\\s+valentino\\b', (y) => ({ from: isoDayOf(y, 2, 10), to: isoDayOf(y, 2, 18) }));
  holiday('\\bcarnevale\\b', (y) => {
    const tuesday = addIsoDays(easterSunday(y), -47) ?? easterSunday(y);
    return { from: addIsoDays(tuesday, -6) ?? tuesday, to: addIsoDays(tuesday, 1) ?? tuesday };
  });
  holiday('\\bferragosto\\b', (y) => ({ from: isoDayOf(y, 8, 8), to: isoDayOf(y, 8, 22) }));
  holiday('\\b(?:pasqua|pasquetta|ponte\\s+di\\s+pasqua)\\b', (y) => {
    const easter = easterSunday(y);
    return { from: addIsoDays(easter, -4) ?? easter, to: addIsoDays(easter, 4) ?? easter };
  });
  scan.each('\\b(?:(?:nel|per\\s+il|entro\\s+il|del)\\s+)?(20\\d{2})\\b(?!\\s*(?:euro|eur|k)\\b)', (m) => {
    const year = isYear(m[1]);
    if (year === null) return false;
    draft.years.push(year);
  });

  if (mentions.length) {
    const standaloneYear = draft.years[0] ?? null;
    const windowOf = (mention: (typeof mentions)[number], year: number): Period => {
      const last = daysInMonth(year, mention.month);
      const [first, end] =
        mention.part === 'inizio' || mention.part === 'primi' ? [1, 10]
        : mention.part === 'meta' ? [10, 20]
        : mention.part === 'fine' || mention.part === 'ultimi' ? [20, last]
        : [1, last];
      return { rank: 0, from: isoDayOf(year, mention.month, first), to: isoDayOf(year, mention.month, end) };
    };
    const yearFrom = (mention: (typeof mentions)[number], anchor: IsoDay) => {
      if (mention.year !== null) return mention.year;
      if (standaloneYear !== null) return standaloneYear;
      const anchorYear = Number(anchor.slice(0, 4));
      return windowOf(mention, anchorYear).to >= anchor ? anchorYear : anchorYear + 1;
    };
    // Each mention as the first month in turn; keep the tightest span ("dicembre o gennaio").
    let best: Period | null = null;
    for (const anchor of mentions) {
      const start = windowOf(anchor, yearFrom(anchor, today));
      const windows = mentions.map((mention) => (mention === anchor ? start : windowOf(mention, yearFrom(mention, start.from))));
      const span: Period = {
        rank: 0,
        from: windows.reduce((min, w) => (w.from < min ? w.from : min), start.from),
        to: windows.reduce((max, w) => (w.to > max ? w.to : max), start.to),
      };
      if (!best || span.to < best.to) best = span;
    }
    if (best) draft.periods.push(best);
  } else if (draft.years.length && !draft.periods.length) {
    const year = draft.years[0]!;
    draft.periods.push({ rank: 4, from: isoDayOf(year, 1, 1), to: isoDayOf(year, 12, 31) });
  }
  const chosen = [...draft.periods].sort((a, b) => a.rank - b.rank)[0];
  if (chosen) {
    draft.dateFrom = chosen.from < today ? today : chosen.from;
    draft.dateTo = chosen.to;
  }
}

/** Days around which a single date searches ("il 15 agosto": departures from the 12th to the 18th). */
const aroundDay = 3;

/**
 * Explicit days: "dal 10 al 20 marzo", "dal 28 dicembre al 3 gennaio", "il 15 agosto". A day
 * the month does not have ("31 febbraio") is read as the month's last day.
 */
function readDays(scan: Scanner, draft: Draft, today: IsoDay, isYear: (value: string | undefined) => number | null): void {
  const dayWord = '(\\d{1,2}|primo)';
  const dayOf = (word: string) => (word === 'primo' ? 1 : Number(word));
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= 31;
  const clamped = (year: number, month: number, n: number) => isoDayOf(year, month, Math.min(n, daysInMonth(year, month)));
  // The next occurrence: this year unless that day has passed.
  const yearOf = (month: number, n: number, explicit: number | null) => {
    if (explicit !== null) return explicit;
    const year = Number(today.slice(0, 4));
    return clamped(year, month, n) >= today ? year : year + 1;
  };
  scan.each(`\\b(?:dal|da|tra\\s+il|fra\\s+il)\\s+${dayWord}(?:\\s+(${monthPattern}))?\\s+(?:al|a|e\\s+il|fino\\s+al)\\s+${dayWord}\\s+(${monthPattern})(?:\\s+(?:del\\s+)?(20\\d{2}))?\\b`, (m) => {
    let [first, last] = [dayOf(m[1]!), dayOf(m[3]!)];
    if (!valid(first) || !valid(last)) return false;
    const endMonth = monthNames[m[4]!]!;
    const startMonth = m[2] ? monthNames[m[2]]! : endMonth;
    // "dal 20 al 10 aprile" is read as the 10th to the 20th.
    if (startMonth === endMonth && first > last) [first, last] = [last, first];
    const endYear = yearOf(endMonth, last, isYear(m[5]));
    const startYear = startMonth > endMonth ? endYear - 1 : endYear;
    const from = clamped(startYear, startMonth, first);
    const to = clamped(endYear, endMonth, last);
    draft.periods.push({ rank: 0, from: from <= to ? from : to, to: from <= to ? to : from });
  });
  scan.each(`\\b(?:(?:il|dal|partenza\\s+il|partire\\s+il|verso\\s+il)\\s+)?${dayWord}\\s+(${monthPattern})(?:\\s+(?:del\\s+)?(20\\d{2}))?\\b`, (m) => {
    const n = dayOf(m[1]!);
    if (!valid(n)) return false;
    const month = monthNames[m[2]!]!;
    const date = clamped(yearOf(month, n, isYear(m[3])), month, n);
    const from = m[0].startsWith('dal') ? date : (addIsoDays(date, -aroundDay) ?? date);
    const to = m[0].startsWith('dal') ? (addIsoDays(date, 30) ?? date) : (addIsoDays(date, aroundDay) ?? date);
    draft.periods.push({ rank: 0, from, to });
  });
}
