import { TIMINGS } from '@venue/shared';
import { LEGAL_VERSIONS } from '../../accounts/legal-documents.js';
import { md, TEMPLATE_NOTE_DE, TEMPLATE_NOTE_EN, VENUE, type PageContent } from './types.js';

// The privacy policy (Swiss FADP / nDSG) and the terms of membership that new members accept at
// sign-up (their versions: accounts/legal-documents.ts). What they say about data follows what the
// code does: erasure on deletion (privacy/erasure-steps.ts), the export (privacy/data-export.*),
// sessions of TIMINGS.sessionDays, images re-encoded without metadata, logs without secrets.

/** "26. November 2026" / "26 November 2026" from a version date. */
function versionDate(version: string, language: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${version}T00:00:00Z`));
}

const privacyDe = md`
  Stand: ${versionDate(LEGAL_VERSIONS.privacy, 'de')}

  ${TEMPLATE_NOTE_DE}

  Diese Datenschutzerklärung sagt dir, welche Personendaten wir bearbeiten, wenn du unsere Website und
  die Mitglieder-App nutzt, wozu, wie lange und welche Rechte du hast. Sie richtet sich nach dem
  schweizerischen Datenschutzgesetz (DSG).

  ## Verantwortlich

  ${VENUE.company}\\
  ${VENUE.street}\\
  ${VENUE.place}\\
  Schweiz\\
  E-Mail ${VENUE.email}, Telefon ${VENUE.phone}

  ## Welche Daten wir bearbeiten und wozu

  - **Konto:** E-Mail-Adresse, Benutzername, Handynummer, Sprache und dein Passwort (nur als sicherer
    Hash gespeichert, nie im Klartext). Wir brauchen sie, um dein Konto zu führen, deine Adresse und
    deine Nummer zu bestätigen und dich anzumelden. Bei der Registrierung speichern wir, dass du
    mindestens 18 Jahre alt bist und welche Fassung der AGB und dieser Datenschutzerklärung du wann
    akzeptiert hast.
  - **Profil:** Profiltyp, Angaben zu dir oder euch (z. B. Alter, Grösse, Aussehen), Text über dich und
    wonach du suchst. Angaben zu Sexualität, Vorlieben und dem, was du suchst, betreffen dein
    **Sexualleben und damit deine Intimsphäre: Sie sind besonders schützenswerte Personendaten.** Du
    gibst sie freiwillig an; wir bearbeiten sie nur, um dein Profil den Mitgliedern zu zeigen, die es
    nach deinen Einstellungen sehen dürfen, und um passende Mitglieder zu finden.
  - **Fotos:** Bilder, die du hochlädst. Wir rechnen jedes Bild neu und entfernen dabei alle Metadaten
    (z. B. Standort und Kamera). Fotos nur für Freunde zeigen wir nur deinen Freunden.
  - **Nachrichten:** private Nachrichten, Bilder darin und Beiträge in Chat-Räumen, damit sie die
    Empfänger erreichen. Im Chat-Roulette bleibt nach dem Ende eines Gesprächs nichts davon gespeichert.
  - **Nutzung:** Freundschaften, Blockierungen, Profilbesuche, Benachrichtigungen, Meldungen,
    Gästebucheinträge, deine Einstellungen und wann du zuletzt aktiv warst (für die Anzeige «online»,
    falls du sie nicht ausgeschaltet hast).
  - **Geräte- und Protokolldaten:** IP-Adresse, Browser und Betriebssystem deiner Anmeldungen (damit du
    in den Einstellungen siehst, wo du angemeldet bist) sowie technische Protokolle des Servers. Die
    IP-Adresse nutzen wir auch, um Missbrauch zu bremsen (z. B. zu viele Anmeldeversuche). Protokolle
    enthalten nie Passwörter, Nachrichtentexte oder Telefonnummern.
  - **Push-Benachrichtigungen:** Wenn du sie erlaubst, die Adresse, die dein Browser dafür bereitstellt.
  - **Zahlungen (später):** Sobald die App bezahlte Leistungen anbietet, bearbeitet ein
    Zahlungsanbieter deine Zahlungsdaten; wir erhalten davon nur, was wir für die Buchhaltung brauchen,
    nie deine vollständige Kartennummer. Diese Erklärung wird dann ergänzt.

  Wir verkaufen keine Daten und nutzen sie nicht für Werbung. Wir setzen nur notwendige Cookies: eines
  für deine Anmeldung und eines für die gewählte Sprache; keine Tracking- oder Werbe-Cookies.

  ## Wer deine Daten sieht

  - **Andere Mitglieder** sehen dein Profil und deine Fotos so weit, wie deine Einstellungen es erlauben
    (z. B. nur für verifizierte Mitglieder, nur für Freunde, nicht in der Suche).
  - **Unser Team** sieht, was es für Moderation und Support braucht, z. B. gemeldete Inhalte.
  - **Dienstleister**, die in unserem Auftrag arbeiten und vertraglich zur Vertraulichkeit verpflichtet
    sind: das Rechenzentrum in der Schweiz, das die App und die Datenbank betreibt; ein E-Mail-Anbieter
    für Bestätigungs- und Benachrichtigungsmails; ein SMS-Anbieter für den Bestätigungscode an deine
    Handynummer; die Push-Dienste der Browser-Hersteller (z. B. Google, Apple, Mozilla), die
    Push-Benachrichtigungen zustellen, auch aus dem Ausland. Push-Texte verraten nichts Intimes.
  - Behörden nur, wenn uns das Gesetz dazu verpflichtet.

  ## Wie lange wir Daten aufbewahren

  - Solange du Mitglied bist. Eine **Anmeldung** läuft nach ${TIMINGS.sessionDays} Tagen ohne Nutzung ab; Bestätigungslinks
    und SMS-Codes nach Minuten bis Stunden.
  - **Deaktivierst** du dein Profil, ist es für andere unsichtbar; deine Daten bleiben, bis du dich wieder
    anmeldest oder dein Konto löschst.
  - **Löschst** du dein Konto (Einstellungen, «Profil deaktivieren oder löschen»), entfernen wir sofort dein Profil, deine
    Fotos, deine Nachrichten (bei den Empfängern bleiben leere Platzhalter), deine Einstellungen,
    Anmeldungen und diese Zustimmungen. Was andere betrifft, bleibt ohne deinen Namen: Meldungen für
    die Moderation und veröffentlichte Gästebucheinträge.
  - Daten, die wir von Gesetzes wegen aufbewahren müssen (z. B. Buchhaltung bei späteren Zahlungen),
    bewahren wir so lange auf, wie das Gesetz es verlangt.

  ## Deine Rechte

  - **Auskunft und Datenherausgabe:** In den Einstellungen («Deine Daten») lädst du jederzeit alle deine Daten als Datei
    herunter (ZIP mit deinen Angaben und Fotos, maschinenlesbar zum Mitnehmen).
  - **Berichtigung:** Profil, E-Mail-Adresse, Handynummer und Einstellungen änderst du selbst.
  - **Löschung:** Du löschst dein Konto selbst in den Einstellungen, oder du schreibst uns.
  - **Widerruf:** Angaben im Profil kannst du jederzeit entfernen; Push-Benachrichtigungen schaltest du
    im Browser oder in der App aus.
  - Für alles andere schreib an ${VENUE.email}. Du kannst dich auch an den Eidgenössischen Datenschutz-
    und Öffentlichkeitsbeauftragten (EDÖB) wenden.

  ## Sicherheit

  Verbindungen sind verschlüsselt, Passwörter nur als Hash gespeichert, öffentliche Kennungen sind
  zufällig. Fotos nur für Freunde liefern wir nur an berechtigte Mitglieder aus.

  ## Änderungen

  Wenn wir diese Erklärung ändern, gilt die neue Fassung ab ihrer Veröffentlichung hier; bei
  wesentlichen Änderungen informieren wir dich in der App.
`;

const privacyEn = md`
  Version of ${versionDate(LEGAL_VERSIONS.privacy, 'en')}

  ${TEMPLATE_NOTE_EN}

  This privacy policy tells you which personal data we process when you use our website and the
  members' app, why, for how long, and what your rights are. It follows the Swiss Federal Act on Data
  Protection (FADP).

  ## Controller

  ${VENUE.company}\\
  ${VENUE.street}\\
  ${VENUE.place}\\
  Switzerland\\
  E-mail ${VENUE.email}, phone ${VENUE.phone}

  ## Which data we process and why

  - **Account:** e-mail address, username, mobile number, language and your password (stored only as a
    secure hash, never in clear). We need them to run your account, confirm your address and number and
    sign you in. At sign-up we record that you are at least 18 and which version of the terms and of
    this privacy policy you accepted, and when.
  - **Profile:** profile type, details about you (e.g. age, height, looks), a text about yourself and
    what you are looking for. Details about sexuality, preferences and what you look for concern your
    **sex life and thus your privacy: they are sensitive personal data.** You give them voluntarily; we
    process them only to show your profile to the members your settings allow, and to find members who
    match.
  - **Photos:** pictures you upload. We re-encode every picture and remove all metadata (e.g. location
    and camera). Friends-only photos are shown to your friends only.
  - **Messages:** private messages, pictures in them and posts in chat rooms, so that they reach their
    recipients. In chat roulette nothing is kept once a chat ends.
  - **Use:** friendships, blocks, profile visits, notifications, reports, guestbook entries, your
    settings and when you were last active (for the "online" mark, unless you switched it off).
  - **Device and log data:** IP address, browser and operating system of your sign-ins (so that the
    settings show where you are signed in) and the server's technical logs. We also use the IP address
    to slow down abuse (e.g. too many sign-in attempts). Logs never contain passwords, message texts or
    phone numbers.
  - **Push notifications:** if you allow them, the address your browser provides for them.
  - **Payments (later):** once the app offers paid services, a payment provider processes your payment
    data; we receive only what we need for our accounts, never your full card number. This policy will
    be updated then.

  We do not sell data and do not use it for advertising. We set only necessary cookies: one for your
  sign-in and one for the language you chose; no tracking or advertising cookies.

  ## Who sees your data

  - **Other members** see your profile and photos as far as your settings allow (e.g. verified members
    only, friends only, not in search).
  - **Our team** sees what it needs for moderation and support, e.g. reported content.
  - **Service providers** working on our behalf and bound to confidentiality by contract: the data
    centre in Switzerland that runs the app and the database; an e-mail provider for confirmation and
    notification mails; an SMS provider for the confirmation code to your mobile number; the browser
    makers' push services (e.g. Google, Apple, Mozilla), which deliver push notifications, also from
    abroad. Push texts reveal nothing intimate.
  - Authorities only where the law obliges us.

  ## How long we keep data

  - As long as you are a member. A **sign-in** expires after ${TIMINGS.sessionDays} days without use; confirmation links and
    SMS codes after minutes to hours.
  - If you **deactivate** your profile, others cannot see it; your data stays until you sign in again or
    delete your account.
  - If you **delete** your account (Settings, "Deactivate or delete profile"), we remove at once your profile, your
    photos, your messages (recipients keep empty placeholders), your settings, sign-ins and these
    consents. What concerns others stays without your name: reports for moderation and published
    guestbook entries.
  - Data we must keep by law (e.g. accounting for later payments) is kept as long as the law requires.

  ## Your rights

  - **Access and data portability:** in the settings ("Your data") you can download all your data at any time (a ZIP
    with your details and photos, machine-readable to take along).
  - **Correction:** you change your profile, e-mail address, mobile number and settings yourself.
  - **Erasure:** you delete your account yourself in the settings, or write to us.
  - **Withdrawal:** you can remove details from your profile at any time; switch push notifications off
    in the browser or the app.
  - For anything else write to ${VENUE.email}. You may also contact the Federal Data Protection and
    Information Commissioner (FDPIC).

  ## Security

  Connections are encrypted, passwords stored only as a hash, public identifiers are random. Friends-only
  photos are delivered only to members allowed to see them.

  ## Changes

  If we change this policy, the new version applies from its publication here; we tell you in the app
  about important changes.
`;

const termsDe = md`
  Stand: ${versionDate(LEGAL_VERSIONS.terms, 'de')}

  ${TEMPLATE_NOTE_DE}

  Diese Allgemeinen Geschäftsbedingungen (AGB) regeln die Mitgliedschaft in der Online-Community der
  ${VENUE.company}, ${VENUE.street}, ${VENUE.place} («wir»).

  ## Mitgliedschaft ab 18

  Mitglied werden kann nur, wer mindestens 18 Jahre alt ist. Mit der Registrierung bestätigst du das.
  Paare registrieren sich mit einem gemeinsamen Konto; beide müssen volljährig sein. Deine Angaben
  müssen wahr sein, das Konto ist persönlich und nicht übertragbar. Halte dein Passwort geheim.

  ## Verhalten

  - Respekt und Diskretion: Was du über andere Mitglieder erfährst, bleibt in der Community. Keine
    Screenshots oder Weitergabe von Profilen, Fotos oder Nachrichten.
  - Ein Nein ist ein Nein. Keine Belästigung, keine Drohungen, keine Beleidigungen, kein Spam, keine
    Werbung und keine kommerziellen Angebote.
  - Lade nur Fotos hoch, an denen du die Rechte hast und auf denen nur Personen zu sehen sind, die
    einverstanden und volljährig sind. Profilbilder zeigen keine Genitalien.
  - Nichts Rechtswidriges: keine Inhalte mit Minderjährigen, keine Gewalt, keine Hetze.

  ## Moderation

  Du kannst Profile, Fotos und Nachrichten melden und Mitglieder blockieren. Unser Team prüft Meldungen
  und darf Inhalte entfernen, Konten vorübergehend sperren oder deaktivieren. Wer in einem Chat-Raum
  gegen die Regeln verstösst, kann von dessen Verwaltern ausgeschlossen werden.

  ## Leistungen

  Die Grundmitgliedschaft ist kostenlos. Verifizierte Mitglieder erhalten mehr Möglichkeiten; bezahlte
  Leistungen und ihre Preise werden vor dem Kauf angezeigt. Wir bemühen uns um eine stets erreichbare
  App, können das aber nicht garantieren, und dürfen Funktionen ändern.

  ## Kündigung

  Du kannst dein Profil jederzeit in den Einstellungen deaktivieren oder dein Konto löschen; damit endet
  die Mitgliedschaft. Wir dürfen die Mitgliedschaft bei Verstössen gegen diese AGB sofort beenden, sonst
  mit einer Frist von 30 Tagen.

  ## Datenschutz

  Wie wir mit deinen Daten umgehen, steht in der [Datenschutzerklärung](/pages/datenschutz).

  ## Schlussbestimmungen

  Wir können diese AGB ändern; die neue Fassung legen wir dir in der App vor. Es gilt schweizerisches
  Recht. Gerichtsstand ist der Sitz der ${VENUE.company}, soweit das Gesetz nichts anderes vorschreibt.
`;

const termsEn = md`
  Version of ${versionDate(LEGAL_VERSIONS.terms, 'en')}

  ${TEMPLATE_NOTE_EN}

  These terms govern membership in the online community of ${VENUE.company}, ${VENUE.street},
  ${VENUE.place} ("we").

  ## Membership from 18

  Only people aged 18 or over can become members. By signing up you confirm this. Couples sign up with
  one shared account; both must be adults. Your details must be true; the account is personal and not
  transferable. Keep your password secret.

  ## Conduct

  - Respect and discretion: what you learn about other members stays in the community. No screenshots
    or passing on of profiles, photos or messages.
  - No means no. No harassment, threats, insults, spam, advertising or commercial offers.
  - Upload only photos you hold the rights to and that show only people who agree and are adults.
    Profile pictures show no genitals.
  - Nothing unlawful: no content involving minors, no violence, no hate.

  ## Moderation

  You can report profiles, photos and messages and block members. Our team reviews reports and may
  remove content, suspend accounts for a time or deactivate them. Whoever breaks the rules in a chat
  room can be banned by its admins.

  ## Services

  The basic membership is free. Verified members get more features; paid services and their prices are
  shown before purchase. We aim to keep the app available at all times but cannot guarantee it, and we
  may change features.

  ## Termination

  You can deactivate your profile or delete your account in the settings at any time; this ends the
  membership. We may end a membership at once for breaches of these terms, otherwise with 30 days'
  notice.

  ## Data protection

  How we handle your data is set out in the [privacy policy](/pages/datenschutz).

  ## Final provisions

  We may change these terms; we will present the new version to you in the app. Swiss law applies.
  The place of jurisdiction is the registered office of ${VENUE.company}, unless the law provides
  otherwise.
`;

export const legalPages: PageContent[] = [
  { name: 'datenschutz', titleDe: 'Datenschutzerklärung', titleEn: 'Privacy policy', bodyDe: privacyDe, bodyEn: privacyEn, carouselHeight: 'small' },
  { name: 'agb', titleDe: 'Allgemeine Geschäftsbedingungen (AGB)', titleEn: 'Terms of membership', bodyDe: termsDe, bodyEn: termsEn, carouselHeight: 'small' },
];
