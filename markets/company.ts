/**
 * The company's legal name, one place for every page, email and seeded text (issue 30: emails
 * signed "Caravan Travel S.r.l." where the site said "Caravan S.r.l."). Seeded copy writes
 * {company}; scripts/seed.mjs fills it from here.
 */
export const legalName = 'Caravan S.r.l.';
