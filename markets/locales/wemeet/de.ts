import type { WemeetResources } from './en';

const de: WemeetResources = {
  wemeet: {
    allEvents: 'Alle Events',
    open: 'Zum Event',
    when: 'Wann',
    where: 'Wo',
    what: 'Was passiert',
    organiser: 'Veranstalter',
    places: 'Plätze',
    price: 'Preis',
    localTime: 'Ortszeit {{city}}',
    placesLeft_one: 'Noch {{count}} Platz von {{max}} frei',
    placesLeft_other: 'Noch {{count}} Plätze von {{max}} frei',
    full: 'Ausgebucht: keine Plätze mehr frei',
    past: 'Dieses Event hat bereits stattgefunden.',
    join: {
      title: 'Sichere dir deinen Platz',
      lead: 'Melde dich mit Namen und E-Mail an: Wir schicken dir eine Bestätigung mit allen Details.',
      name: 'Dein Name',
      email: 'E-Mail',
      consent: 'Ich bin einverstanden, dass Caravan meinen Namen und meine E-Mail für diese Anmeldung speichert und mir die Bestätigung schickt.',
      submit: 'Platz sichern',
      payOnSite: 'Der Preis wird am Tag selbst vor Ort bezahlt.',
      done: 'Du bist dabei! Wir haben dir die Bestätigung per E-Mail geschickt.',
    },
    errors: {
      title: 'Die Anmeldung hat nicht geklappt',
      full: 'Dieses Event ist ausgebucht: Es gibt keine freien Plätze mehr.',
      past: 'Dieses Event hat bereits stattgefunden: Die Anmeldung ist geschlossen.',
      duplicate: 'Diese E-Mail ist für dieses Event schon angemeldet.',
      name: 'Gib deinen Namen ein (höchstens 80 Zeichen).',
      email: 'Gib eine gültige E-Mail-Adresse ein.',
      consent: 'Setze das Häkchen, sonst können wir dich nicht anmelden.',
      limited: 'Zu viele Anmeldungen von deiner Verbindung: Versuche es in einer Minute noch einmal.',
      invalid: 'Das Formular ließ sich nicht lesen: Lade die Seite neu und versuche es noch einmal.',
    },
    email: {
      subject: 'Du bist angemeldet: {{title}}',
      intro: 'Hallo {{name}}, dein Platz ist gesichert.',
      when: 'Wann: {{when}}',
      where: 'Wo: {{where}}',
      price: 'Preis: {{price}}, am Tag selbst zu zahlen',
      link: 'Das Event: {{url}}',
      outro: 'Wenn du nicht kommen kannst, antworte auf diese E-Mail, damit jemand anderes deinen Platz bekommt.',
    },
  },
};

export default de;
