import { md, VENUE, type PageContent } from './types.js';

// Each "## question" with its answer becomes one accordion item in the web app.
export const faqPage: PageContent = {
  name: 'faq',
  titleDe: 'Häufige Fragen',
  titleEn: 'Frequently asked questions',
  bodyDe: md`
    ## Wer darf ins Club Venue?

    Alle ab 18 Jahren – Paare, Single-Frauen und Single-Männer. Beim ersten Besuch zeigst du am Empfang einen
    amtlichen Ausweis. Am Mittwoch (Pärli-Abend) haben nur Paare und Single-Frauen Zutritt.

    ## Muss ich reservieren?

    Für den normalen Eintritt nicht. Für das Restaurant, die Gästezimmer und für Events empfehlen wir eine
    Reservation über die App oder telefonisch unter ${VENUE.phone}.

    ## Was soll ich mitbringen?

    Nur dich selbst. Badetuch, Bademantel, Badeschuhe und Duschmittel liegen bereit. Für die Bar und das
    Restaurant wünschen wir uns gepflegte Freizeitkleidung; an Themenabenden gilt der Dresscode des Events.

    ## Wie diskret ist das Club Venue?

    Sehr. Fotografieren und Filmen ist im ganzen Haus verboten, Handys bleiben im Schliessfach. Der Parkplatz ist
    von der Strasse nicht einsehbar, und deine Daten geben wir niemandem weiter.

    ## Was kostet der Eintritt?

    Ab CHF\u00a015.– für Frauen, CHF\u00a050.– für Paare und CHF\u00a070.– für Männer. Alle Preise stehen unter
    [Eintrittspreise](/pages/entry-fees).

    ## Was bedeutet «Alles kann, nichts muss»?

    Ein Nein ist ein Nein, und zwar ohne Begründung. Wer die Grenzen anderer nicht respektiert, wird vom Team
    angesprochen und muss im Wiederholungsfall das Haus verlassen.

    ## Kann ich als Mitglied mehr nutzen?

    Ja: Mitglieder reservieren für Events, schreiben ins Gästebuch, chatten mit anderen Mitgliedern und
    bekommen als verifizierte Mitglieder CHF\u00a010.– Rabatt auf jeden Eintritt.

    ## Gibt es vegetarische und vegane Gerichte?

    Ja, jeden Abend mindestens zwei vegetarische und ein veganes Gericht. Allergien teilst du bitte beim
    Bestellen mit.
  `,
  bodyEn: md`
    ## Who may come to Club Venue?

    Everyone aged 18 and over – couples, single women and single men. On your first visit please show an official
    ID at reception. On Wednesdays (couples' night) only couples and single women are admitted.

    ## Do I need to book?

    Not for regular entry. For the restaurant, the guest rooms and events we recommend booking through the app or
    by phone on ${VENUE.phone}.

    ## What should I bring?

    Just yourself. Towels, bathrobes, slippers and shower gel are provided. For the bar and restaurant we ask for
    smart casual clothes; on theme nights the event's dress code applies.

    ## How discreet is Club Venue?

    Very. Taking photos or videos is forbidden throughout the house, and phones stay in the lockers. The car park
    cannot be seen from the street, and we never pass your data on.

    ## How much is entry?

    From CHF\u00a015.– for women, CHF\u00a050.– for couples and CHF\u00a070.– for men. All prices are listed under
    [entry fees](/pages/entry-fees).

    ## What does "anything can happen, nothing has to" mean?

    No means no, without any need to explain. Anyone who does not respect other people's limits will be spoken to
    by our team and, if it happens again, asked to leave.

    ## Do members get more?

    Yes: members book events, write in the guestbook, chat with other members and, once verified, get CHF\u00a010.– off
    every entry.

    ## Are there vegetarian and vegan dishes?

    Yes, every evening at least two vegetarian dishes and one vegan dish. Please tell us about allergies when you
    order.
  `,
};
