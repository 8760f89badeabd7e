import { z } from 'zod';
import { removalReasons, removalReasonTextMax } from './alertRules';

// The rules live in ./alertRules (zod-free, for islands); re-exported for existing callers.
export {
  alertTypes, alertTypeValues, removalReasons, removalReasonTextMax,
  type AlertType, type RemovalReasonCode,
} from './alertRules';

/**
 * A removal reason as submitted: OTHER needs a non-blank free text (trimmed); the other
 * reasons drop any text. Messages are i18n keys.
 */
export const removalReasonSchema = z.discriminatedUnion(
  'reason',
  [
    z.object({ reason: z.enum(removalReasons).exclude(['OTHER']) }),
    z.object({
      reason: z.literal('OTHER'),
      text: z
        .string({ error: 'validation.removalReasonTextRequired' })
        .trim()
        .min(1, { error: 'validation.removalReasonTextRequired' })
        .max(removalReasonTextMax, { error: 'validation.removalReasonTextTooLong' }),
    }),
  ],
  { error: 'validation.removalReasonRequired' },
);
export type RemovalReason = z.infer<typeof removalReasonSchema>;
