// Legal pages in English: general terms of sale, privacy policy, terms of use, cancellation policy.
import { chargesTable, legalHtml } from './render.mjs';

const charges = chargesTable(
  ['When you cancel', 'Standard booking', 'With Flexible Cancel\u00adlation'],
  [
    ['31 days or more before departure', 'Free', 'Free'],
    ['30 to 15 days before departure', '50% of the trip price', 'Free'],
    ['14 to 8 days before departure', '75% of the trip price', 'Free'],
    ['7 days or fewer before departure, or no-show', '100% of the trip price', '100% of the trip price'],
  ],
);

export default {
  'legal-general-condition': legalHtml('These general terms apply to every package holiday booked with Caravan on this website, by phone or by email. Please read them before you book: by booking you accept them.', [
    ['Who we are', 'The trips are organised by {company}, a licensed tour operator based in Milan, Italy (VAT IT01234567890). Our trips are package holidays under Directive (EU) 2015/2302 and the national laws that implement it, and you enjoy all the rights these rules give travellers.'],
    ['What the price includes', 'Each trip page lists what is included and what is not. The price always includes:', ['a Caravan coordinator travelling with the group;', 'accommodation and transport during the trip, as described in the itinerary;', 'the activities listed in the programme;', 'medical and baggage insurance.'], 'Flights to the starting point, the shared group fund, meals not listed, visas and personal expenses are not included unless the trip page says otherwise.'],
    ['Booking', 'You can book online or through our team. The contract is formed when we confirm your booking by email, after receiving the deposit or the full price. The deposit is available until the cut-off date shown on each departure; after that date the full price is due when you book.'],
    ['Prices and payment', 'Prices shown in a currency other than the one you pay in are approximate. You pay in euros (EUR) or pounds sterling (GBP), depending on the home address you give at checkout. We accept the payment methods shown at checkout; where instalments are offered, their dates and amounts are stated before you pay.'],
    ['Balance', 'The balance is due <strong>31 days before departure</strong>. We remind you by email in good time. If the balance is not paid by that date, we may cancel the booking and apply the cancellation charges set out below.'],
    ['Minimum group size', 'Every departure needs a minimum number of travellers, shown on the trip page. If it is not reached, we tell you at least 20 days before departure and either refund everything you paid, in full, or offer you another date or trip.'],
    ['Cancellation by the traveller', 'You can cancel for free up to <strong>31 days</strong> before departure, or up to <strong>8 days</strong> before departure if you added the Flexible Cancellation option when booking. After these deadlines, the charges below apply. The full rules are on the cancellation policy page.', charges],
    ['Insurance', 'Medical and baggage insurance is always included in the price, for every traveller. The policy and how to claim are in your account. You can add cancellation or extended cover when you book.'],
    ['Problems during the trip and complaints', 'If something is not as described, tell your coordinator at once so that it can be put right on the spot. You can also write to us within 30 days of your return; we answer every complaint in writing. Disputes may be brought before the EU online dispute resolution platform.'],
    ['Applicable law', 'These terms are governed by Italian law, without prejudice to the mandatory rules of the country where you live, whose courts remain competent for consumers.'],
  ]),
  'legal-privacy-policy': legalHtml('This policy explains which personal data Caravan collects, why, for how long and what rights you have. It applies to this website, to bookings and to our emails.', [
    ['Data controller', '{company}, based in Milan, Italy, is the controller of your personal data under Regulation (EU) 2016/679 (GDPR). You can reach our data protection contact at <a href="mailto:privacy@caravan.travel">privacy@caravan.travel</a>.'],
    ['What we collect', ['contact details: name, email address, phone number, home address;', 'booking details: trips, travellers, passport data where a destination requires it, dietary needs you choose to tell us;', 'payment details, handled by our payment providers (we never store full card numbers);', 'browsing data and, with your consent, analytics and advertising cookies.']],
    ['Why we use it', 'To take and manage bookings (contract), to meet accounting and tax obligations (legal obligation), to answer your questions and keep the website secure (legitimate interest), and to send newsletters and trip alerts only if you asked for them (consent).'],
    ['Who receives it', 'Your coordinator and our local partners receive what they need to run the trip; the insurer receives what it needs to cover you; payment providers process payments. We do not sell your data.'],
    ['Transfers outside Europe', 'Some trips take place outside the European Economic Area. When data must travel there, we rely on the European Commission’s standard contractual clauses or another safeguard the GDPR allows.'],
    ['How long we keep it', 'Booking and accounting records for 10 years, as the law requires; marketing preferences until you withdraw your consent; an account until you delete it, or after 36 months without any sign-in.'],
    ['Cookies', 'Technical cookies keep the site working. Analytics and advertising cookies are used only with your consent, which you can change at any time from the tracking preferences link at the bottom of every page.'],
    ['Your rights', 'You can ask to access, correct or delete your data, to restrict or object to its use, and to receive it in a portable format. You can withdraw consent at any time without affecting past processing. You may also complain to the Italian data protection authority (Garante per la protezione dei dati personali) or to the authority where you live.'],
  ]),
  'legal-terms-conditions': legalHtml('These terms govern the use of the Caravan website and of your account. Booking a trip is governed by the general terms of sale.', [
    ['Who runs the website', 'The website is run by {company}, Milan, Italy. You can write to us from the contacts page.'],
    ['Using the website', 'The website is meant for adults looking for group trips. You must not use it in ways that could harm it or other users, such as automated mass requests, attempts to access other people’s accounts or to get around security measures.'],
    ['Prices and information', 'We keep trip pages up to date, but seats and prices change quickly. Prices shown in a currency you do not pay in are approximate: you pay in euros (EUR) or pounds sterling (GBP), depending on your home address. The price that applies is the one confirmed at checkout.'],
    ['Your account', 'You sign in through our sign-in service with your email. Keep your access private; you are responsible for what is done with your account. Administrative accounts cannot be used to book. You can delete your account at any time from its settings.'],
    ['Wishlist, alerts and emails', 'You can save trips and ask to be told when a departure opens or its price changes. Every email has a link to stop it, and alerts can be switched off from your account.'],
    ['Reviews and photos', 'What you publish (reviews, photos, comments) must be true to your experience, lawful and respectful of others. We may remove content that breaks these rules. By publishing, you allow Caravan to show it on the website and in our communications, with your first name.'],
    ['Community events', 'WeMeet events are free or low-cost meetings organised with the travel community. Joining an event does not create a travel contract; places are limited and we may cancel an event if it cannot take place safely.'],
    ['Intellectual property', 'Texts, photos, logos and the design of the website belong to Caravan or to their respective owners. You may share links to our pages; you may not copy the content for commercial use without our written consent.'],
    ['Liability and changes', 'We do our best to keep the website available and accurate, but we cannot guarantee it will never be interrupted. We may update these terms; the date at the top of the page shows the latest version. Italian law applies, without prejudice to consumer rights where you live.'],
  ]),
  'legal-cancellation-policy': legalHtml('Plans change. This page explains when you can cancel for free, what it costs after that and how refunds work.', [
    ['Free cancellation up to 31 days before departure', 'You can cancel any booking for free up to <strong>31 days before departure</strong>. We refund everything you paid, deposit included, except any extras the trip page marks as non-refundable.'],
    ['Flexible Cancellation: free up to 8 days before departure', 'When you book, you can add the <strong>Flexible Cancellation</strong> option. It lets you cancel for free up to <strong>8 days before departure</strong>. Its price is shown before you pay; the option itself cannot be refunded.'],
    ['Charges after the deadlines', 'After the free cancellation deadline, the charges below apply to the price of the trip:', charges],
    ['How to cancel', 'Cancel from your account, in the bookings section, or write to our team by email. The date that counts is the day we receive your request; we confirm it by email within one working day.'],
    ['Refunds', 'We refund within 14 days, with the payment method you used and in the currency you paid in (EUR or GBP). Bank charges, if any, depend on your bank.'],
    ['Deposit and balance', 'The balance is due 31 days before departure, the same day free cancellation ends: until then, if you booked with a deposit, you can cancel without paying anything more.'],
    ['If we cancel the trip', 'If a departure does not reach its minimum number of travellers, we tell you at least 20 days before departure. You choose between a full refund and another date or trip. We also cancel, and refund in full, if the trip cannot take place safely.'],
    ['Insurance', 'Medical and baggage insurance is always included. It does not cover cancellation: if you want cover for the charges above, for example for illness, you can add cancellation insurance when you book.'],
    ['Changing instead of cancelling', 'Up to 31 days before departure you can move to another date of the same trip, or pass your place to a friend, at no cost. After that, write to us: we look for a solution with you.'],
  ]),
};
