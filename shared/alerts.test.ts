import { describe, expect, it } from 'vitest';
import { alertTypes, removalReasonSchema, removalReasonTextMax } from './alerts';

describe('alertTypes', () => {
  it('announces new departures when the travel has no tours', () => {
    expect(alertTypes(null)).toEqual(['STOCKOUT_TRAVEL']);
    expect(alertTypes(undefined)).toEqual(['STOCKOUT_TRAVEL']);
  });

  it('adds confirmation for tours not yet confirmed', () => {
    expect(alertTypes({ salesStatus: 'PLANNED' })).toEqual(['TOUR_CONFIRMED', 'PRICE_DROPPED']);
    expect(alertTypes({ salesStatus: 'ALMOST_CONFIRMED' })).toEqual(['TOUR_CONFIRMED', 'PRICE_DROPPED']);
  });

  it('only watches the price otherwise', () => {
    for (const salesStatus of ['CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT'] as const) {
      expect(alertTypes({ salesStatus })).toEqual(['PRICE_DROPPED']);
    }
  });
});

describe('removalReasonSchema', () => {
  it('accepts the three fixed reasons and drops stray text', () => {
    expect(removalReasonSchema.parse({ reason: 'TOO_MANY_NOTIFICATIONS', text: 'x' })).toEqual({
      reason: 'TOO_MANY_NOTIFICATIONS',
    });
    expect(removalReasonSchema.safeParse({ reason: 'NOT_INTERESTED_IN_CONTENT' }).success).toBe(true);
    expect(removalReasonSchema.safeParse({ reason: 'NO_LONGER_INTERESTED_IN_TOUR' }).success).toBe(true);
  });

  it('needs non-blank free text for OTHER, trimmed', () => {
    expect(removalReasonSchema.parse({ reason: 'OTHER', text: '  too pricey  ' })).toEqual({
      reason: 'OTHER',
      text: 'too pricey',
    });
    const blank = removalReasonSchema.safeParse({ reason: 'OTHER', text: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('validation.removalReasonTextRequired');
    expect(removalReasonSchema.safeParse({ reason: 'OTHER' }).success).toBe(false);
  });

  it('caps the free text', () => {
    expect(removalReasonSchema.safeParse({ reason: 'OTHER', text: 'a'.repeat(removalReasonTextMax) }).success).toBe(true);
    expect(removalReasonSchema.safeParse({ reason: 'OTHER', text: 'a'.repeat(removalReasonTextMax + 1) }).success).toBe(
      false,
    );
  });

  it('rejects unknown reasons and garbage with an i18n key', () => {
    for (const input of [{ reason: 'BORED' }, null, 'OTHER', 42, {}]) {
      const result = removalReasonSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^validation\./);
    }
  });
});
