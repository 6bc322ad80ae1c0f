import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { BackLink } from '../../components/BackLink.js';
import { NotFound } from '../../components/NotFound.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { DecisionPanel } from './DecisionPanel.js';
import { AdminVerificationRequestQuery, type AdminVerificationRequest } from './operations.js';
import { VerificationStateBadge } from './VerificationStateBadge.js';

/**
 * `/admin/verifications/:id`: the selfie beside the member's avatar and public photos, the code that
 * was issued, the checklist and the decision (docs/decisions/0033). Opening it shows the selfie,
 * which the server logs as a view.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('verification.admin.requestTitle'));
  const { id = '' } = useParams();
  const [{ data, error, fetching }] = useQuery({ query: AdminVerificationRequestQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const request = data?.adminVerificationRequest;
  if (data && request === null && !fetching) return <NotFound />;
  if (!request) return <QueryFallback error={error} />;
  return (
    <Stack gap="lg">
      <BackLink to={pathTo('adminVerifications')}>{t('verification.admin.back')}</BackLink>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('verification.admin.requestOf', { name: request.member.username })}</Title>
          <Group gap="xs">
            <VerificationStateBadge state={request.state} />
            {request.member.sex && (
              <Badge variant="default">{t(`profileType.${request.member.sex}`)}</Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Selfie request={request} />
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md" bg="dark.6">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('verification.admin.issuedCode')}
            </Text>
            <Text ff="monospace" fw={700} fz={32} c="gold.3" style={{ letterSpacing: '0.3em' }} data-testid="issued-code">
              {request.code}
            </Text>
          </Paper>
          <Paper withBorder p="md" radius="md" bg="dark.6">
            <Decided request={request} />
            <DecisionPanel request={request} />
          </Paper>
        </Stack>
      </SimpleGrid>
      <MemberPictures request={request} />
      <ViewLog request={request} />
    </Stack>
  );
}

function Selfie({ request }: { request: AdminVerificationRequest }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('verification.admin.selfie')}
        </Title>
        {request.selfiePath ? (
          <Image src={request.selfiePath} alt={t('verification.admin.selfieAlt', { name: request.member.username })} radius="md" fit="contain" mah={560} data-testid="selfie" />
        ) : (
          <Group gap="xs" c="dimmed">
            <IconPhotoOff size={20} aria-hidden />
            <Text fz="sm">{t('verification.admin.selfieDeleted')}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Decided({ request }: { request: AdminVerificationRequest }) {
  const { t, i18n } = useTranslation();
  if (!request.decidedAt) return null;
  return (
    <Stack gap={4} mb="md">
      <Text fw={600}>{t(`verification.admin.decided.${request.state}`, { name: request.decidedByUsername ?? '–', datetime: formatDateTime(request.decidedAt, currentLanguage(i18n)) })}</Text>
      {request.reason && <Text fz="sm">{t('verification.past.reason', { reason: request.reason })}</Text>}
    </Stack>
  );
}

function MemberPictures({ request }: { request: AdminVerificationRequest }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6" component="section" aria-labelledby="member-pictures">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="member-pictures">
          {t('verification.admin.pictures')}
        </Title>
        <Group gap="md" align="flex-start" wrap="wrap">
          <Stack gap={4} align="center">
            {request.avatar ? (
              <Image src={request.avatar.thumbnail.webp} alt={t('verification.admin.avatarAlt', { name: request.member.username })} w={160} h={160} radius="md" />
            ) : (
              <Text fz="sm" c="dimmed">
                {t('verification.admin.noAvatar')}
              </Text>
            )}
            <Badge variant="light" color="gold">
              {t('verification.admin.avatar')}
            </Badge>
          </Stack>
          {request.publicPhotos
            .filter((p) => p.id !== request.avatar?.id)
            .map((photo) => (
              <Image key={photo.id} src={photo.thumbnail.webp} alt={t('verification.admin.photoAlt', { name: request.member.username })} w={120} h={120} radius="md" />
            ))}
        </Group>
        {request.publicPhotos.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('verification.admin.noPhotos')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function ViewLog({ request }: { request: AdminVerificationRequest }) {
  const { t, i18n } = useTranslation();
  if (request.selfieViews.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {t('verification.admin.views')}
      </Text>
      {request.selfieViews.slice(0, 10).map((v) => (
        <Text key={v.viewedAt + (v.adminUsername ?? '')} fz="xs" c="dimmed">
          {t('verification.admin.view', { name: v.adminUsername ?? '–', datetime: formatDateTime(v.viewedAt, currentLanguage(i18n)) })}
        </Text>
      ))}
    </Stack>
  );
}
