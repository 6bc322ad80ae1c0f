import { md, VENUE, type PageContent } from './types.js';

// The rooms of the house: restaurant, bar, lounge, catway, ambience, garden.

export const venuePages: PageContent[] = [
  {
    name: 'restaurant',
    titleDe: 'Restaurant',
    titleEn: 'Restaurant',
    images: [
      { scene: 'restaurant', altDe: 'Gedeckte Tische mit Kerzen im Restaurant', altEn: 'Laid tables with candles in the restaurant' },
      { scene: 'bar', altDe: 'Die Bar mit beleuchtetem Flaschenregal', altEn: 'The bar with its lit bottle shelves' },
    ],
    bodyDe: md`
      Unsere Küche kocht saisonal und mit Produkten aus der Region: Fleisch vom Hof Aebli in Seewil, Fisch aus dem
      Zürichsee, Gemüse vom Wochenmarkt in Rapperswil.

      ## Aus der aktuellen Karte

      | Gericht | Preis |
      |---|---|
      | Nüsslisalat mit Speck, Ei und Croûtons | CHF\u00a016.– |
      | Kürbissuppe mit Kernöl (vegan) | CHF\u00a012.– |
      | Zürcher Geschnetzeltes mit Rösti | CHF\u00a042.– |
      | Egli-Knusperli mit Kräutermayonnaise und Salzkartoffeln | CHF\u00a038.– |
      | Steinpilz-Risotto (vegetarisch) | CHF\u00a034.– |
      | Meringue mit Doppelrahm und Beeren | CHF\u00a014.– |

      Das Restaurant ist für alle Gäste mit Eintritt offen. Am Freitag und Samstag empfehlen wir eine Reservation
      unter ${VENUE.phone}.
    `,
    bodyEn: md`
      Our kitchen cooks with the seasons and with local produce: meat from the Aebli farm in Seewil, fish from Lake
      Zurich, vegetables from the market in Rapperswil.

      ## From the current menu

      | Dish | Price |
      |---|---|
      | Lamb's lettuce with bacon, egg and croutons | CHF\u00a016.– |
      | Pumpkin soup with pumpkin seed oil (vegan) | CHF\u00a012.– |
      | Zurich-style veal with rösti | CHF\u00a042.– |
      | Crispy perch fillets with herb mayonnaise and boiled potatoes | CHF\u00a038.– |
      | Porcini risotto (vegetarian) | CHF\u00a034.– |
      | Meringue with double cream and berries | CHF\u00a014.– |

      The restaurant is open to every guest with an entry ticket. On Fridays and Saturdays we recommend booking on
      ${VENUE.phone}.
    `,
  },
  {
    name: 'bar',
    titleDe: 'Bar',
    titleEn: 'Bar',
    images: [
      { scene: 'bar', altDe: 'Der Bartresen aus dunklem Holz unter drei Hängelampen', altEn: 'The dark wooden bar counter under three pendant lamps' },
      { scene: 'lounge', altDe: 'Blick von der Bar in die Lounge', altEn: 'View from the bar into the lounge' },
    ],
    bodyDe: md`
      Die Bar ist das Herz des Hauses: Hier beginnt der Abend mit einem Apéro und endet oft mit einem Gespräch
      bis spät in die Nacht.

      ## Unsere Klassiker

      - **Venue Spritz** – Rhabarber-Likör, Prosecco, Soda · CHF\u00a014.–
      - **Seewiler Mule** – Gin aus Einsiedeln, Ingwer, Limette · CHF\u00a016.–
      - **Espresso Martini** · CHF\u00a017.–
      - **Alkoholfrei:** Holunder-Tonic, hausgemachter Eistee · ab CHF\u00a07.–

      Unsere Barkeeperinnen mixen dir auch gerne etwas nach deinem Geschmack. Am Donnerstag ist bis 19 Uhr
      Afterwork mit Apéro-Häppchen.
    `,
    bodyEn: md`
      The bar is the heart of the house: this is where the evening starts with an aperitif and often ends with a
      conversation late into the night.

      ## Our classics

      - **Venue Spritz** – rhubarb liqueur, prosecco, soda · CHF\u00a014.–
      - **Seewil Mule** – gin from Einsiedeln, ginger, lime · CHF\u00a016.–
      - **Espresso Martini** · CHF\u00a017.–
      - **Alcohol-free:** elderflower tonic, home-made iced tea · from CHF\u00a07.–

      Our bartenders will happily mix something to your taste. On Thursdays it is after-work until 7 pm with
      aperitif snacks.
    `,
  },
  {
    name: 'lounge',
    titleDe: 'Lounge',
    titleEn: 'Lounge',
    carouselHeight: 'medium',
    images: [{ scene: 'lounge', altDe: 'Samtsofas und eine Stehlampe in der Lounge', altEn: 'Velvet sofas and a floor lamp in the lounge' }],
    bodyDe: md`
      Weiche Sofas, gedämpftes Licht und Musik, zu der man sich noch unterhalten kann: In der Lounge lernst du
      andere Gäste in Ruhe kennen. Ab 22 Uhr legt am Freitag und Samstag ein DJ auf.

      Die Lounge ist rauchfrei. Raucherinnen und Raucher finden im Garten eine überdachte Ecke.
    `,
    bodyEn: md`
      Soft sofas, dimmed light and music that still lets you talk: the lounge is the place to get to know other
      guests at ease. From 10 pm on Fridays and Saturdays a DJ plays.

      The lounge is smoke-free. Smokers will find a covered corner in the garden.
    `,
  },
  {
    name: 'catway',
    titleDe: 'Catway',
    titleEn: 'Catway',
    carouselHeight: 'large',
    images: [{ scene: 'catway', altDe: 'Der beleuchtete Laufsteg mit drei Scheinwerfern', altEn: 'The lit catwalk under three spotlights' }],
    bodyDe: md`
      Der **Catway** ist unser zwölf Meter langer Laufsteg mitten im Haus. An Themenabenden präsentieren hier
      Gäste ihre Outfits, am Samstag wird er ab Mitternacht zur Tanzfläche.

      Wer mitmachen will, meldet sich an der Bar. Zuschauen ist natürlich genauso willkommen – und wie überall
      im Club Venue gilt: Fotos und Videos sind nicht erlaubt.
    `,
    bodyEn: md`
      The **catway** is our twelve-metre catwalk in the middle of the house. On theme nights guests show off their
      outfits here, and on Saturdays it becomes a dance floor from midnight.

      If you want to take part, just ask at the bar. Watching is just as welcome – and as everywhere in Club Venue,
      photos and videos are not allowed.
    `,
  },
  {
    name: 'ambience',
    titleDe: 'Ambiente',
    titleEn: 'Ambience',
    images: [
      { scene: 'lounge', altDe: 'Warmes Licht und Lichtpunkte in der Lounge', altEn: 'Warm light and spots of light in the lounge' },
      { scene: 'whirlpool', altDe: 'Der beleuchtete Whirlpool am Abend', altEn: 'The lit whirlpool in the evening' },
      { scene: 'restaurant', altDe: 'Kerzenlicht auf den Tischen im Restaurant', altEn: 'Candlelight on the restaurant tables' },
    ],
    bodyDe: md`
      Warmes Licht, Holz, Samt und viel Platz: Das Club Venue wurde 2021 vom Zürcher Studio Lindgren umgebaut.
      Jede Etage hat ihre eigene Stimmung – gesellig im Erdgeschoss, ruhig im Untergeschoss, luftig im Garten.

      ## Dresscode

      Gepflegt und bequem. An Themenabenden freuen wir uns, wenn du dich nach dem Motto kleidest; ein Muss ist es
      nicht. Im Wellnessbereich trägst du Bademantel oder Badetuch.
    `,
    bodyEn: md`
      Warm light, wood, velvet and plenty of space: Club Venue was redesigned in 2021 by the Zurich studio Lindgren.
      Each floor has its own mood – sociable on the ground floor, calm on the lower floor, airy in the garden.

      ## Dress code

      Smart and comfortable. On theme nights we love it when you dress for the theme, but it is never a must. In the
      spa area you wear a bathrobe or towel.
    `,
  },
  {
    name: 'garden',
    titleDe: 'Garten',
    titleEn: 'Garden',
    carouselHeight: 'large',
    images: [{ scene: 'garden', altDe: 'Liegestühle im Garten unter einer Lichterkette', altEn: 'Deck chairs in the garden under string lights' }],
    bodyDe: md`
      1200 Quadratmeter Rasen, alte Bäume und eine hohe Hecke: Unser Garten ist von aussen nicht einsehbar.
      Von Mai bis September stehen Liegestühle, eine Feuerschale und eine Aussendusche bereit.

      - Gartenbar am Freitag und Samstag ab 17 Uhr
      - Grillabende jeden zweiten Sonntag im Juli und August
      - Überdachte Raucherecke, ganzjährig offen
    `,
    bodyEn: md`
      1,200 square metres of lawn, old trees and a tall hedge: our garden cannot be seen from outside. From May to
      September there are deck chairs, a fire bowl and an outdoor shower.

      - Garden bar on Fridays and Saturdays from 5 pm
      - Barbecue nights every other Sunday in July and August
      - Covered smoking corner, open all year
    `,
  },
];
