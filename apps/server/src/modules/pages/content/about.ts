import { md, TEMPLATE_NOTE_DE, TEMPLATE_NOTE_EN, VENUE, type PageContent } from './types.js';

// About the venue: gallery, virtual tour, press, links, the new website, imprint.

export const aboutPages: PageContent[] = [
  {
    name: 'gallery',
    titleDe: 'Galerie',
    titleEn: 'Gallery',
    carouselHeight: 'xlarge',
    images: [
      { scene: 'facade', altDe: 'Das Clubhaus bei Nacht', altEn: 'The club house at night' },
      { scene: 'restaurant', altDe: 'Das Restaurant mit Kerzenlicht', altEn: 'The restaurant by candlelight' },
      { scene: 'bar', altDe: 'Die Bar mit Flaschenregal', altEn: 'The bar and its bottle shelves' },
      { scene: 'lounge', altDe: 'Sofas in der Lounge', altEn: 'Sofas in the lounge' },
      { scene: 'catway', altDe: 'Der Catway im Scheinwerferlicht', altEn: 'The catway in the spotlight' },
      { scene: 'sauna', altDe: 'Die finnische Sauna', altEn: 'The Finnish sauna' },
      { scene: 'whirlpool', altDe: 'Der grosse Whirlpool', altEn: 'The large whirlpool' },
      { scene: 'garden', altDe: 'Der Garten in der Dämmerung', altEn: 'The garden at dusk' },
      { scene: 'room', altDe: 'Ein Gästezimmer', altEn: 'A guest room' },
      { scene: 'gallery', altDe: 'Bilder der aktuellen Ausstellung im Gang', altEn: 'Pictures of the current exhibition in the hallway' },
    ],
    bodyDe: md`
      Ein Rundgang in Bildern – ohne Gäste, denn im Club Venue wird nie fotografiert, wenn Gäste da sind.
      Im Gang zum Untergeschoss zeigen wir wechselnde Ausstellungen von Künstlerinnen und Künstlern aus der Region.
    `,
    bodyEn: md`
      A tour in pictures – without guests, because at Club Venue nobody takes photos while guests are in the house.
      In the hallway to the lower floor we show changing exhibitions by artists from the region.
    `,
  },
  {
    name: '360',
    titleDe: '360°-Rundgang',
    titleEn: '360° tour',
    images: [{ scene: 'facade', altDe: 'Eingang des Club Venue', altEn: 'Entrance of Club Venue' }],
    bodyDe: md`
      Schau dich vor deinem ersten Besuch in Ruhe um: Der virtuelle Rundgang führt durch Empfang, Restaurant, Bar,
      Lounge, Saunen und Garten. Er wurde an einem Ruhetag aufgenommen – es sind keine Gäste zu sehen.

      Der Rundgang wird gerade neu aufgenommen und ist ab Frühling wieder online. Bis dahin zeigt dir unser Team
      das Haus gerne persönlich; frag einfach am Empfang.
    `,
    bodyEn: md`
      Take a relaxed look around before your first visit: the virtual tour takes you through reception, restaurant,
      bar, lounge, saunas and garden. It was recorded on a closing day – no guests can be seen.

      The tour is being re-recorded and will be back online in spring. Until then our team is happy to show you
      around in person; just ask at reception.
    `,
  },
  {
    name: 'presse',
    titleDe: 'Presse',
    titleEn: 'Press',
    bodyDe: md`
      Sie schreiben über das Club Venue? Wir helfen gerne mit Fakten, Bildern und Gesprächen.

      ## Fakten

      - Eröffnet 2009, umgebaut 2021
      - 2400 m² auf drei Etagen und 1200 m² Garten
      - 28 Mitarbeitende, davon 9 in der Küche
      - Rund 30 000 Gäste pro Jahr

      ## Kontakt für Medien

      Lea Brunner, Kommunikation · ${VENUE.pressEmail} · ${VENUE.phone}

      Bildmaterial ohne Gäste stellen wir auf Anfrage zur Verfügung. Aufnahmen im Haus sind nur an Ruhetagen und
      nach Absprache möglich.
    `,
    bodyEn: md`
      Writing about Club Venue? We are happy to help with facts, pictures and interviews.

      ## Facts

      - Opened in 2009, redesigned in 2021
      - 2,400 m² on three floors and a 1,200 m² garden
      - 28 staff, 9 of them in the kitchen
      - About 30,000 guests a year

      ## Media contact

      Lea Brunner, communications · ${VENUE.pressEmail} · ${VENUE.phone}

      Pictures without guests are available on request. Filming or photographing in the house is only possible on
      closing days and by arrangement.
    `,
  },
  {
    name: 'links',
    titleDe: 'Links',
    titleEn: 'Links',
    bodyDe: md`
      ## Unterwegs

      - [SBB-Fahrplan](https://www.sbb.ch) – Verbindungen nach Seewil
      - [MeteoSchweiz](https://www.meteoschweiz.admin.ch) – ob der Garten heute offen ist

      ## Gesundheit

      - [LOVE LIFE](https://www.lovelife.ch) – Informationen zu Safer Sex vom Bundesamt für Gesundheit
      - [Aids-Hilfe Schweiz](https://aids.ch) – Beratung und Tests

      ## Im Club Venue

      - [Öffnungszeiten](/pages/opening-times) · [Eintrittspreise](/pages/entry-fees) · [Anreise](/pages/anreise)
    `,
    bodyEn: md`
      ## Getting around

      - [SBB timetable](https://www.sbb.ch/en) – connections to Seewil
      - [MeteoSwiss](https://www.meteoswiss.admin.ch) – whether the garden is open today

      ## Health

      - [LOVE LIFE](https://www.lovelife.ch) – safer sex information from the Federal Office of Public Health
      - [Swiss AIDS Federation](https://aids.ch) – advice and testing

      ## At Club Venue

      - [Opening times](/pages/opening-times) · [Entry fees](/pages/entry-fees) · [How to get here](/pages/anreise)
    `,
  },
  {
    name: 'new-homepage',
    titleDe: 'Unsere neue Website',
    titleEn: 'Our new website',
    bodyDe: md`
      Willkommen auf der neuen Website des Club Venue! Sie ist schneller, funktioniert auf dem Handy genauso gut
      wie am Computer und lässt sich als **App** auf den Startbildschirm legen.

      - **Mitteilungen:** Auf Wunsch erhältst du Push-Mitteilungen zu Events und Änderungen der Öffnungszeiten.
      - **Zweisprachig:** Deutsch und Englisch, umschaltbar oben rechts.
      - **Für Mitglieder:** Events reservieren, ins Gästebuch schreiben und mit anderen Mitgliedern chatten.

      Etwas funktioniert nicht wie erwartet? Schreib uns an ${VENUE.email}.
    `,
    bodyEn: md`
      Welcome to Club Venue's new website! It is faster, works as well on your phone as on a computer, and can be
      added to your home screen as an **app**.

      - **Notifications:** if you like, you get push notifications about events and changes to opening times.
      - **Bilingual:** German and English, switch at the top right.
      - **For members:** book events, write in the guestbook and chat with other members.

      Something not working as expected? Write to ${VENUE.email}.
    `,
  },
  {
    name: 'impressum',
    titleDe: 'Impressum',
    titleEn: 'Imprint',
    bodyDe: md`
      ## Betreiberin

      ${VENUE.company}\\
      ${VENUE.street}\\
      ${VENUE.place}\\
      Schweiz

      Telefon ${VENUE.phone}\\
      E-Mail ${VENUE.email}

      ## Handelsregister

      Eingetragen im Handelsregister des Kantons Schwyz\\
      Unternehmens-Identifikationsnummer (UID): ${VENUE.uid}\\
      Mehrwertsteuer-Nummer: ${VENUE.uid} MWST

      ## Vertretungsberechtigte Personen

      Sandra Keller, Geschäftsführerin\\
      Marco Huber, Mitglied des Verwaltungsrates

      ## Haftung

      Alle Angaben auf dieser Website werden sorgfältig gepflegt; Preise und Öffnungszeiten können sich dennoch
      ändern. Für die Inhalte verlinkter Seiten sind ausschliesslich deren Betreiber verantwortlich.

      ## Datenschutz und AGB

      Wie wir mit deinen Daten umgehen, steht in der [Datenschutzerklärung](/pages/datenschutz); die Regeln
      der Mitgliedschaft in den [AGB](/pages/agb). Fragen zum Datenschutz richtest du an ${VENUE.email}.

      ${TEMPLATE_NOTE_DE}
    `,
    bodyEn: md`
      ## Operator

      ${VENUE.company}\\
      ${VENUE.street}\\
      ${VENUE.place}\\
      Switzerland

      Phone ${VENUE.phone}\\
      E-mail ${VENUE.email}

      ## Commercial register

      Registered in the commercial register of the canton of Schwyz\\
      Business identification number (UID): ${VENUE.uid}\\
      VAT number: ${VENUE.uid} MWST

      ## Authorised representatives

      Sandra Keller, managing director\\
      Marco Huber, member of the board of directors

      ## Liability

      We keep all information on this website up to date with care; prices and opening times may still change. The
      operators of linked websites are solely responsible for their content.

      ## Data protection and terms

      How we handle your data is set out in the [privacy policy](/pages/datenschutz); the rules of membership in
      the [terms](/pages/agb). Please send questions about data protection to ${VENUE.email}.

      ${TEMPLATE_NOTE_EN}
    `,
  },
];
