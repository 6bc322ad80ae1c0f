import { Anchor, Image } from '@mantine/core';
import { Link } from 'react-router';
import { parseMessageBody } from '@venue/shared';
import { useTranslation } from '../i18n/react.js';

/**
 * A chat message's text (conversations, rooms; decision 0017): markup stays text (React escapes
 * it), links open as links (other sites in a new tab, without access to this one), and links to
 * pictures on this site show the picture. Nothing of the body is ever inserted as HTML.
 */
export function MessageBody({ body }: { body: string }) {
  const { t } = useTranslation();
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parseMessageBody(body, origin).map((segment, index) => {
        if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
        if (segment.kind === 'image') {
          return (
            <Anchor key={index} href={segment.url} target="_blank" rel="noopener" display="block" my={4}>
              <Image src={segment.url} alt={t('chat.messageImage')} maw={280} radius="sm" loading="lazy" />
            </Anchor>
          );
        }
        return segment.url.startsWith('/') ? (
          <Anchor key={index} component={Link} to={segment.url}>
            {segment.url}
          </Anchor>
        ) : (
          <Anchor key={index} href={segment.url} target="_blank" rel="noopener noreferrer">
            {segment.url}
          </Anchor>
        );
      })}
    </span>
  );
}
