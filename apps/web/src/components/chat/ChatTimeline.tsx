import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { photoVariantUrl } from '@venue/shared';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import type { MemberCard } from '../member-card.js';
import { formatChatDay, formatChatTime, groupByDay } from './chat-time.js';
import './chat.css';

/** A day's heading in a chat: "Heute", "Gestern", "Fr, 12. Dez." (a list item of its own). */
export function DaySeparator({ at, day }: { at: string; day: string }) {
  const { t, i18n } = useTranslation();
  const label = formatChatDay(at, currentLanguage(i18n), { today: t('chat.today'), yesterday: t('chat.yesterday') });
  return (
    <li className="chat-day" data-day-separator="">
      <time dateTime={day}>{label}</time>
    </li>
  );
}

/** A small round avatar beside others' bubbles; a neutral figure when there is no picture. */
export function ChatAvatar({ member }: { member: MemberCard | null }) {
  if (member?.avatar) {
    return (
      <img
        src={photoVariantUrl(member.avatar.id, 'thumb', 'webp')}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'grid',
        placeItems: 'center',
        width: 32,
        height: 32,
        borderRadius: '50%',
        background: 'linear-gradient(135deg, var(--mantine-color-dark-4), var(--mantine-color-dark-6))',
        color: 'var(--mantine-color-dark-1)',
      }}
    >
      <IconUser size={18} stroke={1.5} />
    </span>
  );
}

interface BubbleProps {
  own: boolean;
  /** Who wrote it, in words: shown above the bubble when `showAuthor`, else only for screen readers. */
  author: string;
  /** The author's name as shown (a link to the profile, where the viewer may open it). */
  authorNode?: ReactNode;
  showAuthor?: boolean;
  /** Others' avatar, when the chat shows avatars (rooms); null keeps the slot empty (a continued run). */
  avatar?: ReactNode;
  at: string;
  children: ReactNode;
  /** Under the bubble (read receipts). */
  footer?: ReactNode;
  continued?: boolean;
  data?: Record<string, string | number | undefined>;
}

/**
 * One message as a bubble (a list item): the viewer's own on the right in the accent colour, the
 * others' on the left. Whose it is is said in words too (the author, "Du"), never by side or colour
 * alone; the time ("02:23") sits in the bubble, the day in the separator above.
 */
export function ChatBubble({ own, author, authorNode, showAuthor = false, avatar, at, children, footer, continued, data }: BubbleProps) {
  const { i18n } = useTranslation();
  return (
    <li className="chat-row" data-own={own ? '' : undefined} data-continued={continued ? '' : undefined} {...data}>
      {!own && avatar !== undefined && <span className="chat-avatar-slot">{avatar}</span>}
      <div className="chat-bubble">
        {showAuthor && !own ? <span className="chat-author">{authorNode ?? author}</span> : <VisuallyHidden>{author}: </VisuallyHidden>}
        <div>{children}</div>
        <div className="chat-meta">
          <time dateTime={at}>{formatChatTime(at, currentLanguage(i18n))}</time>
        </div>
        {footer}
      </div>
    </li>
  );
}

/**
 * The messages of a chat as one list with a separator before each day's first message; `render`
 * draws one message (a ChatBubble), given the message before it (for runs by one author).
 */
export function ChatList<T>({ messages, timeOf, render }: { messages: T[]; timeOf: (m: T) => string; render: (m: T, previous: T | undefined) => ReactNode }) {
  return (
    <ol className="chat-list">
      {groupByDay(messages, timeOf).map((group) => [
        <DaySeparator key={`day-${group.day}`} at={group.first} day={group.day} />,
        ...group.items.map((m, index) => render(m, group.items[index - 1])),
      ])}
    </ol>
  );
}
