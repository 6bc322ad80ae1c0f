import { md, VENUE, type PageContent } from './types.js';

// Spa and house: saunas, whirlpools, the two floors, guest rooms.

export const wellnessPages: PageContent[] = [
  {
    name: 'saunas',
    titleDe: 'Saunen',
    titleEn: 'Saunas',
    carouselHeight: 'large',
    images: [
      { scene: 'sauna', altDe: 'Die finnische Sauna mit Holzbänken und Saunaofen', altEn: 'The Finnish sauna with wooden benches and stove' },
      { scene: 'whirlpool', altDe: 'Whirlpool im Wellnessbereich neben den Saunen', altEn: 'Whirlpool in the spa area next to the saunas' },
    ],
    bodyDe: md`
      Im Untergeschoss findest du drei Saunen, ein Dampfbad und einen Ruheraum mit Blick in den Garten.

      | Sauna | Temperatur | Luftfeuchtigkeit |
      |---|---|---|
      | Finnische Sauna | 90 °C | 10 % |
      | Kräutersauna | 65 °C | 35 % |
      | Bio-Sauna mit Farblicht | 55 °C | 45 % |
      | Dampfbad | 45 °C | 100 % |

      ## Aufgüsse

      Freitag und Samstag um 20, 21 und 22 Uhr in der finnischen Sauna, am Sonntag um 16 und 18 Uhr. Unser
      Saunameister wählt die Düfte nach der Jahreszeit – im Winter Arve und Orange, im Sommer Minze und Zitrone.

      Bitte setze dich immer auf ein Badetuch und gönne dir zwischen den Gängen eine Pause.
    `,
    bodyEn: md`
      On the lower floor you will find three saunas, a steam bath and a relaxation room looking out onto the garden.

      | Sauna | Temperature | Humidity |
      |---|---|---|
      | Finnish sauna | 90 °C | 10 % |
      | Herbal sauna | 65 °C | 35 % |
      | Soft sauna with coloured light | 55 °C | 45 % |
      | Steam bath | 45 °C | 100 % |

      ## Infusions

      Fridays and Saturdays at 8, 9 and 10 pm in the Finnish sauna, Sundays at 4 and 6 pm. Our sauna master picks
      the scents with the season – Swiss pine and orange in winter, mint and lemon in summer.

      Please always sit on a towel and take a break between sessions.
    `,
  },
  {
    name: 'whirlpools',
    titleDe: 'Whirlpools',
    titleEn: 'Whirlpools',
    images: [{ scene: 'whirlpool', altDe: 'Ovaler Whirlpool mit sprudelndem, beleuchtetem Wasser', altEn: 'Oval whirlpool with bubbling, lit water' }],
    bodyDe: md`
      Zwei Whirlpools mit 36 °C warmem Wasser: der grosse für bis zu zwölf Personen im Untergeschoss und der kleine
      für vier Personen im Garten (Mai bis September).

      Das Wasser wird laufend gefiltert und zweimal täglich kontrolliert. Vor dem Baden bitte duschen.
    `,
    bodyEn: md`
      Two whirlpools with water at 36 °C: the large one for up to twelve people on the lower floor and the small one
      for four in the garden (May to September).

      The water is filtered constantly and tested twice a day. Please shower before bathing.
    `,
  },
  {
    name: 'groundfloor',
    titleDe: 'Erdgeschoss',
    titleEn: 'Ground floor',
    images: [
      { scene: 'bar', altDe: 'Bar im Erdgeschoss', altEn: 'Bar on the ground floor' },
      { scene: 'restaurant', altDe: 'Restaurant im Erdgeschoss', altEn: 'Restaurant on the ground floor' },
      { scene: 'catway', altDe: 'Der Catway im Erdgeschoss', altEn: 'The catway on the ground floor' },
    ],
    bodyDe: md`
      Im Erdgeschoss triffst du dich: **Empfang** mit Garderobe, **[Restaurant](/pages/restaurant)** mit 60
      Plätzen, **[Bar](/pages/bar)**, **[Lounge](/pages/lounge)** und der **[Catway](/pages/catway)**. Von der Lounge
      führt eine Glastür direkt in den [Garten](/pages/garden).

      Die Garderoben mit Duschen und Schliessfächern liegen gleich hinter dem Empfang.
    `,
    bodyEn: md`
      The ground floor is where people meet: **reception** with cloakroom, the **[restaurant](/pages/restaurant)**
      seating 60, the **[bar](/pages/bar)**, the **[lounge](/pages/lounge)** and the **[catway](/pages/catway)**. A glass
      door leads from the lounge straight into the [garden](/pages/garden).

      The changing rooms with showers and lockers are just behind reception.
    `,
  },
  {
    name: 'basement',
    titleDe: 'Untergeschoss',
    titleEn: 'Lower floor',
    images: [
      { scene: 'sauna', altDe: 'Sauna im Untergeschoss', altEn: 'Sauna on the lower floor' },
      { scene: 'whirlpool', altDe: 'Grosser Whirlpool im Untergeschoss', altEn: 'Large whirlpool on the lower floor' },
    ],
    bodyDe: md`
      Das Untergeschoss gehört der Ruhe: [Saunen](/pages/saunas), Dampfbad, der grosse [Whirlpool](/pages/whirlpools),
      ein Ruheraum mit Wasserbetten und sechs Separées, die sich von innen abschliessen lassen.

      Der Lift neben dem Empfang bringt dich stufenlos nach unten.
    `,
    bodyEn: md`
      The lower floor is all about calm: [saunas](/pages/saunas), steam bath, the large [whirlpool](/pages/whirlpools),
      a relaxation room with water beds and six private rooms that lock from the inside.

      The lift next to reception takes you down step-free.
    `,
  },
  {
    name: 'gaestezimmer',
    titleDe: 'Gästezimmer',
    titleEn: 'Guest rooms',
    images: [{ scene: 'room', altDe: 'Doppelbett mit Nachttischlampen in einem Gästezimmer', altEn: 'Double bed with bedside lamps in a guest room' }],
    bodyDe: md`
      Wer nach einem langen Abend nicht mehr heimfahren mag, übernachtet in einem unserer vier Gästezimmer im
      Obergeschoss. Jedes Zimmer hat ein Doppelbett (180 × 200 cm), eigene Dusche und WC.

      | Zimmer | Preis pro Nacht, inkl. Frühstück |
      |---|---|
      | Zimmer «Arve» | CHF\u00a0140.– |
      | Zimmer «Linde» | CHF\u00a0140.– |
      | Zimmer «Rose», mit Badewanne | CHF\u00a0180.– |
      | Suite «Seeblick», mit Balkon | CHF\u00a0240.– |

      Check-in ab 18 Uhr, Check-out bis 11 Uhr. Reservation unter ${VENUE.phone} oder ${VENUE.email}.
    `,
    bodyEn: md`
      If you would rather not drive home after a long evening, stay in one of our four guest rooms upstairs. Each
      room has a double bed (180 × 200 cm) and its own shower and toilet.

      | Room | Price per night, breakfast included |
      |---|---|
      | "Arve" room | CHF\u00a0140.– |
      | "Linde" room | CHF\u00a0140.– |
      | "Rose" room, with bathtub | CHF\u00a0180.– |
      | "Seeblick" suite, with balcony | CHF\u00a0240.– |

      Check-in from 6 pm, check-out by 11 am. Book on ${VENUE.phone} or at ${VENUE.email}.
    `,
  },
];
