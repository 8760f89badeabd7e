/**
 * Copy of the trip assistant's answers (worker/assistant): templates filled with facts read from
 * the catalogue at the time of the answer. No figure is ever typed here: every number comes in
 * through a placeholder.
 */
const en = {
  assistant: {
    error: {
      invalid: 'Write a question between 1 and 1000 characters long.',
      malformed: 'Your question could not be read: please send it again.',
      limited: 'Too many questions in a short time: please try again in a minute.',
      failed: 'Something went wrong while answering: please try again, or talk to a person.',
    },
    help: 'I answer from the live catalogue: dates and seats of departures, prices, deposit and instalments, what is included, cancellation. Ask me about a trip, or tell me where and when you would like to go.',
    unknown: 'I am sorry, I cannot answer that from what the site knows. Someone from our team can help you.',
    handoff: 'Of course: someone from our team will be glad to help you. Here is how to reach us.',
    noTrip: 'Which trip do you mean? Open a trip page and ask me there, or tell me where and when you would like to go.',
    tripUnknown: 'I cannot find that trip in the catalogue.',
    trip: {
      length: '{{title}} lasts {{days}} days and {{nights}} nights.',
      price: '{{title}} costs from {{price}} per person, on the departure of {{dates}}.',
      priceNone: '{{title}} has no departure on sale at the moment.',
      included: 'Included in {{title}}: {{items}}.',
      includedNone: 'The trip page of {{title}} does not list what is included.',
      notIncluded: 'Not included in {{title}}: {{items}}.',
      notIncludedNone: 'The trip page of {{title}} does not list anything as not included.',
      effort: 'The effort level of {{title}} is {{level}} out of {{max}}: {{label}}.',
      effortNone: 'The effort level of {{title}} is not given.',
      effortLabel: {
        '1': 'easy',
        '2': 'moderate',
        '3': 'active',
        '4': 'demanding',
        '5': 'very demanding',
      },
      moods: '{{title}} is a trip for those who like: {{moods}}.',
      group: 'On {{title}} travellers are aged {{age}}, in groups of {{min}} to {{max}} people.',
      coordinator: 'The departure of {{dates}} of {{title}} is led by {{name}}, a Caravan coordinator.',
      coordinatorTrip: '{{title}} is led by a Caravan coordinator such as {{name}}.',
      coordinatorNone: 'The coordinator of {{title}} is chosen closer to departure: every group travels with one.',
      meetingPoint: 'The meeting point of {{title}} is: {{place}}.',
    },
    departures: {
      next: 'The next departure of {{title}} is {{dates}}: {{status}}, {{seats}} seats left, from {{price}}.',
      none: '{{title}} has no upcoming departure at the moment.',
      inMonth: 'Departures of {{title}} in {{month}}: {{list}}.',
      noneInMonth: '{{title}} has no departure in {{month}}.',
      row: '{{dates}} ({{status}}, from {{price}})',
      confirmed: 'The next confirmed departure of {{title}} is {{dates}}, with {{seats}} seats left.',
      confirmedNone: '{{title}} has no confirmed departure yet.',
      seats: 'The departure of {{dates}} has {{seats}} seats left ({{status}}).',
      status: 'The departure of {{dates}} is: {{status}}.',
      pending: 'It needs {{missing}} more travellers ({{booked}} of {{needed}} booked) and is confirmed or cancelled by {{deadline}}.',
      pendingDue: 'It needs {{missing}} more travellers ({{booked}} of {{needed}} booked); the decision is due any day.',
      flightsCan: 'Yes: the departure of {{dates}} is confirmed, so you can book your flights.',
      flightsWait: 'Not yet: wait until the departure of {{dates}} is confirmed before booking your flights.',
      flightsWaitList: 'The departure of {{dates}} is on request: wait until your booking is confirmed before booking your flights.',
      flightsSoldOut: 'The departure of {{dates}} is sold out.',
    },
    money: {
      deposit: 'For the departure of {{dates}} you can book with a deposit of {{deposit}} until {{cutOff}}; the balance of {{balance}} is due by {{balanceDue}}.',
      depositNone: 'The departure of {{dates}} cannot be booked with a deposit any more: you pay {{price}} when you book.',
      instalments: 'For the departure of {{dates}} you can pay {{total}} in {{count}} monthly instalments, the first of {{amount}} when you book and the last on {{last}}.',
      instalmentsNone: 'Instalments are not available for the departure of {{dates}}.',
      balance: 'For the departure of {{dates}} the balance is due by {{balanceDue}}.',
      flexible: 'Flexible Cancellation on the departure of {{dates}} costs {{price}}.',
      flexibleNone: 'Flexible Cancellation is not offered on the departure of {{dates}}.',
      privateRoom: 'A private room on the departure of {{dates}} costs {{price}} more.',
      privateRoomNone: 'A private room is not offered on the departure of {{dates}}.',
      allIn: 'All-in estimate for the departure of {{dates}}: {{items}}. In all, about {{total}}.',
      allInItem: {
        trip: 'the trip {{amount}}',
        groupFund: 'the group fund {{amount}}, paid on the trip',
        flights: 'flights from {{amount}}',
      },
      currency: 'Prices on this site are shown in {{display}}. {{statement}}',
    },
    faq: {
      answer: '{{answer}}',
      none: 'I did not find that in our FAQs.',
    },
    search: {
      found_one: 'I found {{count}} trip for your request. Here it is:',
      found_other: 'I found {{count}} trips for your request. Here are the first ones:',
      none: 'No trip matches that request right now: try the search page with wider dates or a bigger budget.',
    },
    links: {
      faqs: 'Frequently asked questions',
      dossier: 'Trip dossier',
      search: 'See all the results',
      contacts: 'Contact us',
    },
    suggest: {
      home: {
        q1: 'Japan in April',
        q2: 'A week of sea in June',
        q3: 'Until when can I cancel for free?',
        q4: 'Is insurance included?',
      },
      trip: {
        q1: 'When is the next departure?',
        q2: 'What is included?',
        q3: 'How much is the deposit?',
        q4: 'Can I book my flights?',
      },
      tour: {
        q1: 'How many seats are left?',
        q2: 'Can I pay in instalments?',
        q3: 'How much is a private room?',
        q4: 'What does it cost in all?',
      },
      results: {
        q1: 'A week of sea in June',
        q2: 'Trips with confirmed departures',
        q3: 'Which currency am I charged in?',
      },
      faq: {
        q1: 'Until when can I cancel for free?',
        q2: 'Is insurance included?',
        q3: 'When is the balance due?',
        q4: 'I would like to talk to a person',
      },
    },
  },
};

export type AssistantResources = typeof en;
export default en;
