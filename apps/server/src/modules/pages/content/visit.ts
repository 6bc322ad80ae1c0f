import { md, VENUE, type PageContent } from './types.js';

// Pages a first-time visitor reads: welcome, opening times, entry fees, how to get there.

export const visitPages: PageContent[] = [
  {
    name: 'welcome',
    titleDe: 'Willkommen im Club Venue',
    titleEn: 'Welcome to Club Venue',
    carouselHeight: 'large',
    images: [
      { scene: 'facade', altDe: 'Das beleuchtete Clubhaus bei Nacht mit offenem Eingang', altEn: 'The lit club house at night with its open entrance' },
      { scene: 'lounge', altDe: 'Rote Sofas in der Lounge im warmen Licht der Stehlampen', altEn: 'Red sofas in the lounge in the warm light of floor lamps' },
      { scene: 'whirlpool', altDe: 'Whirlpool mit türkisfarbenem Wasser und sanfter Beleuchtung', altEn: 'Whirlpool with turquoise water and soft lighting' },
      { scene: 'garden', altDe: 'Der Garten in der Abenddämmerung mit Lichterkette und Liegestühlen', altEn: 'The garden at dusk with string lights and deck chairs' },
    ],
    bodyDe: md`
      Das **Club Venue** in Seewil ist seit 2009 ein diskreter Treffpunkt für Singles und Paare ab 18 Jahren.
      Auf drei Etagen erwarten dich ein Restaurant mit saisonaler Küche, eine Bar mit Lounge, der Catway,
      eine Saunalandschaft mit zwei Whirlpools und im Sommer unser blickgeschützter Garten.

      Bei uns gilt: Alles kann, nichts muss. Unser Team achtet darauf, dass sich alle Gäste wohl und sicher fühlen –
      ob du zum ersten Mal kommst oder seit Jahren Stammgast bist.

      ## Das Wichtigste in Kürze

      - **Geöffnet** Mittwoch bis Sonntag ab 14 Uhr – alle Zeiten unter [Öffnungszeiten](/pages/opening-times)
      - **Eintritt** ab CHF\u00a015.– – Details unter [Eintrittspreise](/pages/entry-fees)
      - **Inbegriffen** sind Badetuch, Bademantel, Schliessfach und alkoholfreie Getränke am Wasserspender
      - **Anreise** mit der S-Bahn bis Seewil oder mit dem Auto, 40 Gratisparkplätze – siehe [Anreise](/pages/anreise)

      ## Zum ersten Mal hier?

      Unser Empfangsteam zeigt dir gerne das ganze Haus. Antworten auf die häufigsten Fragen findest du im [FAQ](/pages/faq).
      Für Mitglieder gibt es Events, Reservationen und das Gästebuch – [registriere dich](/sign-up) kostenlos.
    `,
    bodyEn: md`
      **Club Venue** in Seewil has been a discreet meeting place for singles and couples aged 18 and over since 2009.
      On three floors you will find a restaurant with seasonal food, a bar with a lounge, the catway, a sauna area
      with two whirlpools and, in summer, our secluded garden.

      Our rule: anything can happen, nothing has to. Our team makes sure every guest feels comfortable and safe –
      whether it is your first visit or you have been coming for years.

      ## At a glance

      - **Open** Wednesday to Sunday from 2 pm – all times under [opening times](/pages/opening-times)
      - **Entry** from CHF\u00a015.– – details under [entry fees](/pages/entry-fees)
      - **Included**: towel, bathrobe, locker and soft drinks from the water dispenser
      - **Getting here** by S-Bahn to Seewil or by car, 40 free parking spaces – see [how to get here](/pages/anreise)

      ## First time here?

      Our reception team is happy to show you around. Answers to the most common questions are in the [FAQ](/pages/faq).
      Members get events, reservations and the guestbook – [sign up](/sign-up) for free.
    `,
  },
  {
    name: 'opening-times',
    titleDe: 'Öffnungszeiten',
    titleEn: 'Opening times',
    bodyDe: md`
      | Tag | Club & Wellness | Restaurant (Küche) | Besonderes |
      |---|---|---|---|
      | Montag | geschlossen | geschlossen | – |
      | Dienstag | geschlossen | geschlossen | – |
      | Mittwoch | 14:00 – 24:00 | 18:00 – 22:00 | Pärli-Abend: nur Paare und Single-Frauen |
      | Donnerstag | 14:00 – 24:00 | 18:00 – 22:00 | Afterwork bis 19 Uhr: Apéro inklusive |
      | Freitag | 14:00 – 02:00 | 18:00 – 22:30 | Aufgüsse ab 20 Uhr |
      | Samstag | 14:00 – 03:00 | 18:00 – 22:30 | Themenabende, siehe Events |
      | Sonntag | 14:00 – 22:00 | 17:00 – 21:00 | Wellness-Sonntag |

      Letzter Einlass ist eine Stunde vor Schluss. An Feiertagen gelten die Zeiten des Samstags; am 24. und 25. Dezember
      bleibt das Club Venue geschlossen.

      ## Sommerbetrieb

      Von Mai bis September ist der Garten bei trockenem Wetter ab 14 Uhr offen, am Wochenende bis 23 Uhr.

      ## Betriebsferien

      Zwei Wochen im Juli (Daten jeweils unter News). Kurzfristige Änderungen erfährst du über die
      Push-Mitteilungen der App.
    `,
    bodyEn: md`
      | Day | Club & spa | Restaurant (kitchen) | Special |
      |---|---|---|---|
      | Monday | closed | closed | – |
      | Tuesday | closed | closed | – |
      | Wednesday | 2 pm – midnight | 6 pm – 10 pm | Couples' night: couples and single women only |
      | Thursday | 2 pm – midnight | 6 pm – 10 pm | After-work until 7 pm: aperitif included |
      | Friday | 2 pm – 2 am | 6 pm – 10.30 pm | Sauna infusions from 8 pm |
      | Saturday | 2 pm – 3 am | 6 pm – 10.30 pm | Theme nights, see events |
      | Sunday | 2 pm – 10 pm | 5 pm – 9 pm | Spa Sunday |

      Last admission is one hour before closing. On public holidays Saturday hours apply; Club Venue is closed on
      24 and 25 December.

      ## Summer season

      From May to September the garden is open from 2 pm in dry weather, at weekends until 11 pm.

      ## Annual holidays

      Two weeks in July (dates are announced in the news). Short-notice changes reach you through the app's push
      notifications.
    `,
  },
  {
    name: 'entry-fees',
    titleDe: 'Eintrittspreise',
    titleEn: 'Entry fees',
    bodyDe: md`
      Alle Preise in Schweizer Franken (CHF), inklusive Mehrwertsteuer.

      | Tag | Paar | Frau | Mann | Mann, unter 26 Jahren |
      |---|---|---|---|---|
      | Mittwoch & Donnerstag | CHF\u00a050.– | CHF\u00a015.– | CHF\u00a070.– | CHF\u00a045.– |
      | Freitag & Samstag | CHF\u00a060.– | CHF\u00a020.– | CHF\u00a080.– | CHF\u00a055.– |
      | Sonntag | CHF\u00a045.– | CHF\u00a015.– | CHF\u00a060.– | CHF\u00a040.– |

      **Inbegriffen:** Badetuch, Bademantel, Badeschuhe, Schliessfach, Saunen, Whirlpools, Garten und
      alkoholfreie Getränke am Wasserspender. Speisen und Getränke an der Bar werden separat verrechnet.

      ## Ermässigungen

      - **Verifizierte Mitglieder** erhalten CHF\u00a010.– Rabatt auf jeden Eintritt.
      - **10er-Karte** für Paare: CHF\u00a0450.– statt CHF\u00a0500.– bis 600.–.
      - Geburtstagskinder haben am Geburtstag freien Eintritt (Ausweis mitbringen).

      Bei Events gelten eigene Preise; du findest sie beim jeweiligen Event.

      ## Zahlung

      Bar, Debit- und Kreditkarte sowie TWINT. Gutscheine sind drei Jahre gültig.
    `,
    bodyEn: md`
      All prices in Swiss francs (CHF), VAT included.

      | Day | Couple | Woman | Man | Man, under 26 |
      |---|---|---|---|---|
      | Wednesday & Thursday | CHF\u00a050.– | CHF\u00a015.– | CHF\u00a070.– | CHF\u00a045.– |
      | Friday & Saturday | CHF\u00a060.– | CHF\u00a020.– | CHF\u00a080.– | CHF\u00a055.– |
      | Sunday | CHF\u00a045.– | CHF\u00a015.– | CHF\u00a060.– | CHF\u00a040.– |

      **Included:** towel, bathrobe, slippers, locker, saunas, whirlpools, garden and soft drinks from the water
      dispenser. Food and drinks at the bar are charged separately.

      ## Discounts

      - **Verified members** get CHF\u00a010.– off every entry.
      - **10-visit card** for couples: CHF\u00a0450.– instead of CHF\u00a0500.– to 600.–.
      - Free entry on your birthday (bring your ID).

      Events have their own prices, shown with each event.

      ## Payment

      Cash, debit and credit cards and TWINT. Vouchers are valid for three years.
    `,
  },
  {
    name: 'anreise',
    titleDe: 'Anreise',
    titleEn: 'How to get here',
    bodyDe: md`
      **Club Venue**, ${VENUE.street}, ${VENUE.place}

      ## Mit dem Zug

      Die S-Bahn S25 fährt im Halbstundentakt ab Zürich HB nach Seewil (35 Minuten) und ab Rapperswil (12 Minuten).
      Vom Bahnhof Seewil sind es sieben Minuten zu Fuss: Richtung Industrie Ried, nach der Brücke rechts in die
      Riedstrasse. Freitags und samstags fährt die letzte S-Bahn nach Zürich um 00:48 – oder du rufst ein Taxi
      (Taxi Seewil, +41 55 410 99 99).

      ## Mit dem Auto

      Autobahn A3, Ausfahrt 38 Seewil, dann der Beschilderung «Industrie Ried» folgen. Die Einfahrt zum Parkplatz
      liegt nach dem Gebäude auf der linken Seite.

      ## Parkieren

      40 Gratisparkplätze direkt beim Haus, davon zwei für Elektroautos mit Ladestation. Der Parkplatz ist nicht
      von der Strasse einsehbar.

      ## Barrierefreiheit

      Eingang, Restaurant, Bar und Lounge sind stufenlos erreichbar; ein Lift führt ins Untergeschoss.
      Melde dich gerne vorher, wenn du Unterstützung brauchst: ${VENUE.phone}.
    `,
    bodyEn: md`
      **Club Venue**, ${VENUE.street}, ${VENUE.place}

      ## By train

      The S25 runs every half hour from Zurich main station to Seewil (35 minutes) and from Rapperswil (12 minutes).
      From Seewil station it is a seven-minute walk: head towards Industrie Ried and turn right into Riedstrasse
      after the bridge. On Fridays and Saturdays the last train to Zurich leaves at 00:48 – or call a taxi
      (Taxi Seewil, +41 55 410 99 99).

      ## By car

      Motorway A3, exit 38 Seewil, then follow the signs to "Industrie Ried". The car park entrance is just past the
      building on the left.

      ## Parking

      40 free parking spaces right by the house, two of them with chargers for electric cars. The car park cannot be
      seen from the street.

      ## Accessibility

      The entrance, restaurant, bar and lounge are step-free; a lift takes you to the lower floor. Let us know in
      advance if you need assistance: ${VENUE.phone}.
    `,
  },
];
