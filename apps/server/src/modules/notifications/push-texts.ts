import { NOTIFICATION_KINDS, type Language, type NotificationKind, type PushPayload } from '@venue/shared';

// The texts of a push message (decision 0040), in the member's language. Discreet by default: no
// names, no message text, no word that gives the club away (a lock screen may be seen by anyone).
// Detailed only on a device whose member opted in there.

const DISCREET = {
  de: { message: ['Neue Nachricht', 'Öffne die App, um sie zu lesen.'], other: ['Neue Benachrichtigung', 'Du hast eine neue Benachrichtigung.'] },
  en: { message: ['New message', 'Open the app to read it.'], other: ['New notification', 'You have a new notification.'] },
} as const;

type Detailed = Record<NotificationKind, (name: string) => [string, string]>;

const DETAILED: Record<Language, Detailed> = {
  de: {
    MESSAGE: (name) => [`Nachricht von ${name}`, ''],
    FRIEND_REQUEST: (name) => ['Neue Freundschaftsanfrage', `${name} möchte mit dir befreundet sein.`],
    FRIEND_ACCEPTED: (name) => ['Freundschaft angenommen', `${name} hat deine Anfrage angenommen.`],
    PROFILE_VISIT: (name) => ['Neuer Besuch', name ? `${name} hat dein Profil besucht.` : 'Jemand hat dein Profil besucht.'],
    VERIFICATION_DECIDED: () => ['Verifizierung geprüft', 'Deine Verifizierung wurde entschieden.'],
    SUBSCRIPTION: () => ['Dein Abo', 'Es gibt Neuigkeiten zu deinem Abo.'],
    RESERVATION_CONFIRMED: () => ['Reservation bestätigt', 'Deine Reservation ist bestätigt.'],
    RESERVATION_PROMOTED: () => ['Reservation bestätigt', 'Von der Warteliste: deine Reservation ist jetzt bestätigt.'],
    RESERVATION_REMINDER: () => ['Erinnerung', 'Deine Reservation ist morgen.'],
    FRIEND_EVENT_RESERVATION: (name) => ['Reservation', `${name} hat für einen Anlass reserviert.`],
    FRIEND_DAILY_RESERVATION: (name) => ['Reservation', `${name} hat für einen Tag reserviert.`],
    SPARK_MATCH: (name) => ['Neuer Match', name ? `Du und ${name} habt euch gegenseitig gewählt.` : 'Ihr habt euch gegenseitig gewählt.'],
    ACHIEVEMENT_EARNED: () => ['Neue Auszeichnung', 'Du hast eine Auszeichnung erhalten.'],
    GIFT_RECEIVED: (name) => ['Neues Geschenk', name ? `${name} hat dir ein Geschenk geschickt.` : 'Du hast ein Geschenk erhalten.'],
  },
  en: {
    MESSAGE: (name) => [`Message from ${name}`, ''],
    FRIEND_REQUEST: (name) => ['New friend request', `${name} would like to be your friend.`],
    FRIEND_ACCEPTED: (name) => ['Friend request accepted', `${name} accepted your request.`],
    PROFILE_VISIT: (name) => ['New visitor', name ? `${name} visited your profile.` : 'Someone visited your profile.'],
    VERIFICATION_DECIDED: () => ['Verification reviewed', 'Your verification has been decided.'],
    SUBSCRIPTION: () => ['Your subscription', 'There is news about your subscription.'],
    RESERVATION_CONFIRMED: () => ['Reservation confirmed', 'Your reservation is confirmed.'],
    RESERVATION_PROMOTED: () => ['Reservation confirmed', 'From the wait list: your reservation is now confirmed.'],
    RESERVATION_REMINDER: () => ['Reminder', 'Your reservation is tomorrow.'],
    FRIEND_EVENT_RESERVATION: (name) => ['Reservation', `${name} has reserved for an event.`],
    FRIEND_DAILY_RESERVATION: (name) => ['Reservation', `${name} has reserved for a day.`],
    SPARK_MATCH: (name) => ['New match', name ? `You and ${name} chose each other.` : 'You chose each other.'],
    ACHIEVEMENT_EARNED: () => ['New achievement', 'You earned an achievement.'],
    GIFT_RECEIVED: (name) => ['New gift', name ? `${name} sent you a gift.` : 'You received a gift.'],
  },
};

/** Characters of a message shown on a detailed device. */
export const PREVIEW_CHARS = 80;

export interface PushTextInput {
  kind: NotificationKind;
  language: Language;
  detailed: boolean;
  subjectId: string | null;
  /** Detailed only: the other member's name ('' where the member may not learn it). */
  actorName?: string;
  /** Detailed MESSAGE only: the message's text. */
  messageText?: string;
  badge?: number;
}

export function pushPayload(p: PushTextInput): PushPayload {
  const spec = NOTIFICATION_KINDS[p.kind];
  const path = spec.path.replace('{id}', p.subjectId ?? '');
  const tag = p.kind === 'MESSAGE' ? `message:${p.subjectId ?? ''}` : `${p.kind}:${p.subjectId ?? ''}`;
  let title: string;
  let body: string;
  if (p.detailed) {
    [title, body] = DETAILED[p.language][p.kind](p.actorName ?? '');
    if (p.kind === 'MESSAGE') {
      const text = (p.messageText ?? '').replace(/\s+/g, ' ').trim();
      body = text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text || DISCREET[p.language].message[1];
      if (!p.actorName) title = DISCREET[p.language].message[0];
    }
  } else {
    [title, body] = p.kind === 'MESSAGE' ? DISCREET[p.language].message : DISCREET[p.language].other;
  }
  return { v: 1, kind: p.kind, title, body, path, tag, ...(p.badge !== undefined ? { badge: p.badge } : {}) };
}
