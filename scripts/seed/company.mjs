/** Seeded copy names the company as {company}: the legal name comes from markets/company.ts. */
export function withCompany(value, legalName) {
  if (typeof value === 'string') return value.replaceAll('{company}', legalName);
  if (Array.isArray(value)) return value.map((item) => withCompany(item, legalName));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withCompany(item, legalName)]));
  return value;
}
