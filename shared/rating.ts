/** Rating band words; each is also the i18n key suffix (`rating.{label}`). */
export type RatingLabel = 'bad' | 'poor' | 'average' | 'great' | 'excellent';

interface RatingBand {
  /** Lowest score of the band, one decimal. */
  min: number;
  label: RatingLabel;
  colour: string;
}

/**
 * SPEC §9 table, highest band first. Its two "bad" rows, 1–1.2 and 1.3–1.7, share word
 * and colour and differ only in the stars shown (1 and 1.5), which ratingStars gives.
 */
const bands: readonly RatingBand[] = [
  { min: 4.3, label: 'excellent', colour: '#00B67A' },
  { min: 3.8, label: 'great', colour: '#73CF11' },
  { min: 2.8, label: 'average', colour: '#FFCE00' },
  { min: 1.8, label: 'poor', colour: '#FF8622' },
  { min: 1, label: 'bad', colour: '#FF3722' },
];

/** Colour for a rating outside 1–5 (SPEC §5). */
export const neutralRatingColour = '#DCDCE6';

export interface RatingView {
  /** Band word, null when the rating is out of range. */
  label: RatingLabel | null;
  colour: string;
  /** Stars in half steps (1, 1.5 … 5); null out of range. */
  stars: number | null;
  /** Width of the filled stars in percent: value × 20, clamped to 0–100. */
  fillPercent: number;
}

function inRange(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 5;
}

// Scores are banded at one decimal, as the table is written: 4.25 reads 4.3, 4.249 reads 4.2.
function tenths(value: number): number {
  return Math.round(value * 10);
}

/** Band of a rating out of 5, or null below 1, above 5 or not a number. */
export function ratingBand(value: unknown): { label: RatingLabel; colour: string } | null {
  if (!inRange(value)) return null;
  const band = bands.find((b) => tenths(value) >= Math.round(b.min * 10));
  return band ? { label: band.label, colour: band.colour } : null;
}

/** Stars in half-star steps: the one-decimal score rounded to the nearest 0.5 (x.2 → x, x.3 → x.5, x.8 → x+1). */
export function ratingStars(value: unknown): number | null {
  if (!inRange(value)) return null;
  return Math.round(tenths(value) / 5) / 2;
}

/** Star fill width in percent (value × 20), clamped to 0–100; 0 for a non-number. */
export function ratingFillPercent(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value * 200) / 10));
}

/** Everything a rating widget shows: band word, colour, half-star count and fill width. */
export function ratingView(value: unknown): RatingView {
  const band = ratingBand(value);
  return {
    label: band?.label ?? null,
    colour: band?.colour ?? neutralRatingColour,
    stars: ratingStars(value),
    fillPercent: ratingFillPercent(value),
  };
}
