import { z } from 'zod';
import { maxLiveIds } from './freshness';

/** `ids=1,2,3`: 1 to 50 distinct positive departure ids, comma separated (GET /api/tours/live). */
export const liveIdsSchema = z
  .string()
  .max(600)
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(maxLiveIds));
