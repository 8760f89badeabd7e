/** Copy of a WeMeet event's own page, its sign-up and confirmation email (issue 30 item 5). */
const en = {
  wemeet: {
    allEvents: 'All events',
    open: 'See the event',
    when: 'When',
    where: 'Where',
    what: 'What happens',
    organiser: 'Organiser',
    places: 'Places',
    price: 'Price',
    localTime: 'local time in {{city}}',
    placesLeft_one: '{{count}} place left of {{max}}',
    placesLeft_other: '{{count}} places left of {{max}}',
    full: 'Full: no places left',
    past: 'This event has already taken place.',
    join: {
      title: 'Save your spot',
      lead: 'Sign up with your name and email: we send you a confirmation with the details.',
      name: 'Your name',
      email: 'Email',
      consent: 'I agree that Caravan keeps my name and email to manage this sign-up and sends me the confirmation.',
      submit: 'Save my spot',
      payOnSite: 'The price is paid on the day, at the event.',
      done: 'You are in! We have sent the confirmation to your email.',
    },
    errors: {
      title: 'The sign-up did not go through',
      full: 'This event is full: there are no places left.',
      past: 'This event has already taken place: sign-ups are closed.',
      duplicate: 'This email is already signed up for this event.',
      name: 'Write your name (up to 80 characters).',
      email: 'Write a valid email address.',
      consent: 'Tick the box to agree, or we cannot sign you up.',
      limited: 'Too many sign-ups from your connection: try again in a minute.',
      invalid: 'The form could not be read: reload the page and try again.',
    },
    email: {
      subject: 'You are signed up: {{title}}',
      intro: 'Hi {{name}}, your spot is saved.',
      when: 'When: {{when}}',
      where: 'Where: {{where}}',
      price: 'Price: {{price}}, paid on the day',
      link: 'The event: {{url}}',
      outro: 'If you cannot come, reply to this email so someone else can take your place.',
    },
  },
};

export type WemeetResources = typeof en;
export default en;
