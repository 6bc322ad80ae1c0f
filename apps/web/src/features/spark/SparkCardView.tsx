import { useRef, useState, type PointerEvent } from 'react';
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { imageVariantWidths, pathTo, photoVariantUrl, type ImageFormat } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { MemberFacts } from '../../components/MemberTile.js';
import { MemberName, wrappingName } from '../../components/MemberName.js';
import type { SparkCard } from './operations.js';

/** How far a swipe must go (px) to count as a decision. */
export const SWIPE_DISTANCE = 96;

function WallPicture({ card }: { card: SparkCard }) {
  const { t } = useTranslation();
  const image = card.wallImage;
  const alt = t('spark.card.wallAlt', { name: card.member.username });
  if (!image) return <MemberAvatar member={card.member} size="100%" round={false} />;
  const widths = imageVariantWidths(image.width);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${photoVariantUrl(image.id, w, format)} ${w}w`).join(', ');
  const fallback = widths.filter((w) => w <= 1024).at(-1) ?? widths[0]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes="(min-width: 30em) 440px, 100vw" />
      <source type="image/webp" srcSet={srcSet('webp')} sizes="(min-width: 30em) 440px, 100vw" />
      <img src={photoVariantUrl(image.id, fallback, 'webp')} alt={alt} width={image.width} height={image.height} draggable={false} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
    </picture>
  );
}

/**
 * One member as a large picture card: the wall picture, and over its lower part the avatar, name
 * (the link to the profile), type, ages, canton, what they look for and the verified mark. Dragged
 * sideways with a finger or mouse it follows and tilts a little; let go far enough, it decides
 * (right: spark, left: skip).
 */
export function SparkCardView({ card, onDecide, busy }: { card: SparkCard; onDecide: (kind: 'SPARK' | 'SKIP') => void; busy: boolean }) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const start = useRef<{ x: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);
  const verified = card.member.isVerified || card.member.isPremium;

  const down = (e: PointerEvent<HTMLDivElement>) => {
    // Links inside the card stay links.
    if (busy || (e.target as HTMLElement).closest('a')) return;
    start.current = { x: e.clientX, id: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id === e.pointerId) setDx(e.clientX - start.current.x);
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== e.pointerId) return;
    const distance = e.clientX - start.current.x;
    start.current = null;
    setDx(0);
    if (Math.abs(distance) >= SWIPE_DISTANCE) onDecide(distance > 0 ? 'SPARK' : 'SKIP');
  };
  const cancel = () => {
    start.current = null;
    setDx(0);
  };
  const hint = dx >= SWIPE_DISTANCE / 2 ? 'SPARK' : dx <= -SWIPE_DISTANCE / 2 ? 'SKIP' : null;

  return (
    <Box
      data-testid="spark-card"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={cancel}
      pos="relative"
      w="100%"
      maw={440}
      // Tall, but the two buttons below stay in view above a phone's tab bar.
      h={{ base: 'clamp(300px, calc(100dvh - 440px), 560px)', sm: 'clamp(360px, calc(100dvh - 300px), 587px)' }}
      mx="auto"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        overflow: 'hidden',
        background: 'var(--mantine-color-dark-6)',
        border: '1px solid var(--mantine-color-dark-4)',
        touchAction: 'pan-y',
        userSelect: 'none',
        transform: dx ? `translateX(${dx}px) rotate(${reduceMotion ? 0 : dx / 24}deg)` : undefined,
        transition: dx || reduceMotion ? 'none' : 'transform 180ms ease-out',
        cursor: busy ? 'progress' : 'grab',
      }}
    >
      <Box pos="absolute" inset={0}>
        <WallPicture card={card} />
      </Box>
      {hint && (
        <Badge pos="absolute" top={16} left={hint === 'SKIP' ? undefined : 16} right={hint === 'SKIP' ? 16 : undefined} size="xl" color={hint === 'SPARK' ? 'gold' : 'gray'} variant="filled" aria-hidden="true">
          {hint === 'SPARK' ? t('spark.actions.spark') : t('spark.actions.skip')}
        </Badge>
      )}
      <Stack
        gap={6}
        pos="absolute"
        left={0}
        right={0}
        bottom={0}
        p="md"
        pt={64}
        style={{ background: 'linear-gradient(180deg, transparent 0%, rgba(12, 10, 8, 0.78) 38%, rgba(12, 10, 8, 0.94) 100%)' }}
      >
        <Group gap="sm" wrap="nowrap" align="center">
          <Box style={{ flex: 'none', border: '2px solid var(--mantine-color-dark-7)', borderRadius: '50%' }}>
            <MemberAvatar member={card.member} size={56} />
          </Box>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={pathTo('showUser', { slug: card.member.slug })} fw={700} fz="xl" c="white" style={wrappingName}>
              <MemberName name={card.member.username} />
            </Anchor>
            {verified && (
              <Badge variant="light" color="teal" size="sm" w="fit-content" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}>
                {t('memberCard.verified')}
              </Badge>
            )}
          </Stack>
        </Group>
        <MemberFacts member={card.member} />
        {card.lookingFor.length > 0 && (
          <Text fz="sm" c="gray.3">
            {t('spark.card.lookingFor', { types: card.lookingFor.map((s) => t(`profileType.${s}`)).join(', ') })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
