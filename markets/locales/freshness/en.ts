/** Copy of the availability freshness line (issue 14 item 5). */
const en = {
  freshness: {
    at: 'Availability and prices as of {{time}}',
    ago: 'Availability and prices updated {{ago}}',
    now: 'Availability and prices updated just now',
    unverified: 'Availability and prices may have changed since: we are checking',
    changed_one: 'Updated: {{count}} departure has changed',
    changed_other: 'Updated: {{count}} departures have changed',
  },
};

export type FreshnessResources = typeof en;
export default en;
