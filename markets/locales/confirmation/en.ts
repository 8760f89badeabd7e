/** Copy of the confirmation meter and the flight safety badge (issue 14 item 3). */
const en = {
  confirmation: {
    safeToBook: 'Confirmed: safe to book your flights',
    booked: '{{booked}} of {{needed}} travellers needed have booked',
    deadline: 'Confirmed or cancelled by {{date}}: wait for it before buying flights',
    deadlineDue: 'The decision is due any day: wait for it before buying flights',
  },
};

export type ConfirmationResources = typeof en;
export default en;
