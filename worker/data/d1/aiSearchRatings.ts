/** Ratings of AI search answers (migrations/0005_ai_search.sql). */
import type { MarketId } from '../../../markets/config';
import type { AiSearchSource } from '../../ai/searchModel';

export interface AiSearchRating {
  market: MarketId;
  deviceId: string;
  query: string;
  source: AiSearchSource;
  /** The filters the answer showed, as a search query string. */
  filters: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

/** Stores a rating; the same device rating the same request again replaces its vote. */
export async function saveAiSearchRating(db: D1Database, rating: AiSearchRating, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      `INSERT INTO ai_search_ratings (market, device_id, query, source, filters, rating, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)
       ON CONFLICT (market, device_id, query)
       DO UPDATE SET source = excluded.source, filters = excluded.filters, rating = excluded.rating, updated_at = excluded.updated_at`,
    )
    .bind(rating.market, rating.deviceId, rating.query, rating.source, rating.filters, rating.rating, at)
    .run();
}
