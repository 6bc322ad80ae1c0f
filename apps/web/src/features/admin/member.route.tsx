import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { pathTo } from '@venue/shared';
import { showNotice } from '../../app/warnings.js';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { NotFound } from '../../components/NotFound.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useErrorText } from '../../components/useErrorText.js';
import { isoToZurichLocal, zurichLocalToIso } from '../../components/zurich-time.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import { MemberStatusBadges } from './MemberStatusBadges.js';
import {
  AdminDeactivateMemberMutation,
  AdminEndLoginTimeoutMutation,
  AdminMemberQuery,
  AdminReactivateMemberMutation,
  AdminSetLoginTimeoutMutation,
  type AdminMember,
} from './operations.js';

/** `/admin/members/:id`: one member's account for staff: status, a login timeout, deactivation. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: AdminMemberQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const member = data?.adminMember;
  usePageTitle(member ? member.username : t('admin.members.title'));
  if (!data) return <QueryFallback error={error} />;
  if (!member) return <NotFound />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('adminMembers')} fz="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} stroke={1.6} aria-hidden />
          {t('admin.members.backToList')}
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {member.username}
        </Title>
        <MemberStatusBadges member={member} />
      </Stack>
      <Facts member={member} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TimeoutPanel member={member} />
        <ActivationPanel member={member} />
      </SimpleGrid>
    </Stack>
  );
}

function Facts({ member }: { member: AdminMember }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rows: [string, string][] = [
    [t('admin.members.email'), member.email],
    [t('admin.members.emailConfirmed'), member.emailVerified ? t('admin.members.yes') : t('admin.members.no')],
    [t('admin.members.phoneConfirmed'), member.phoneVerified ? t('admin.members.yes') : t('admin.members.no')],
    [t('admin.members.signedUp'), formatDateTime(member.createdAt, language)],
    [t('admin.members.lastActive'), member.lastActiveAt ? formatDateTime(member.lastActiveAt, language) : t('admin.members.never')],
  ];
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Stack component="dl" gap="xs" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="wrap" align="baseline">
            <Text component="dt" fz="sm" c="dimmed" miw="10rem">
              {label}
            </Text>
            <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Runs a staff action; the error in words, or a notice. */
function useAction() {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<{ error?: CombinedError }>, notice: string): Promise<boolean> => {
    setError(null);
    const result = await action();
    if (result.error) {
      setError(errorText(result.error));
      return false;
    }
    showNotice(notice);
    return true;
  };
  return { error, setError, run };
}

const DAY = 86_400_000;

function TimeoutPanel({ member }: { member: AdminMember }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [until, setUntil] = useState('');
  const { error, setError, run } = useAction();
  const [{ fetching }, setTimeoutMutation] = useMutation(AdminSetLoginTimeoutMutation);
  const [ending, endTimeout] = useMutation(AdminEndLoginTimeoutMutation);
  const name = member.username;
  const submit = async () => {
    const iso = zurichLocalToIso(until);
    if (!iso || new Date(iso).getTime() <= Date.now()) return setError(t('errors.TIMEOUT_UNTIL_INVALID'));
    if (await run(() => setTimeoutMutation({ id: member.id, until: iso }), t('admin.members.timeoutDone', { name, datetime: formatDateTime(iso, language) }))) setUntil('');
  };
  const preset = (days: number) => {
    setUntil(isoToZurichLocal(new Date(Date.now() + days * DAY).toISOString()));
    setError(null);
  };
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('admin.members.timeoutTitle')}
          </Title>
          <Text fz="sm">
            {member.loginTimeoutUntil ? t('admin.members.timeoutRunning', { name, datetime: formatDateTime(member.loginTimeoutUntil, language) }) : t('admin.members.timeoutText', { name })}
          </Text>
          <Group gap="xs" role="group" aria-label={t('admin.members.timeoutPresets')}>
            {[1, 7, 30].map((days) => (
              <Button key={days} size="compact-sm" variant="default" onClick={() => preset(days)}>
                {t('admin.members.days', { count: days })}
              </Button>
            ))}
          </Group>
          <TextInput
            type="datetime-local"
            label={t('admin.members.timeoutUntilLabel')}
            value={until}
            onChange={(e) => {
              setUntil(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
          />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" color="orange" loading={fetching}>
              {t('admin.members.timeoutSubmit')}
            </Button>
            {member.loginTimeoutUntil && (
              <Button variant="subtle" loading={ending.fetching} onClick={() => void run(() => endTimeout({ id: member.id }), t('admin.members.timeoutEnded', { name }))}>
                {t('admin.members.timeoutEnd')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ActivationPanel({ member }: { member: AdminMember }) {
  const { t } = useTranslation();
  const { error, run } = useAction();
  const [, deactivate] = useMutation(AdminDeactivateMemberMutation);
  const [reactivating, reactivate] = useMutation(AdminReactivateMemberMutation);
  const name = member.username;
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {member.isDeactivated ? t('admin.members.reactivateTitle') : t('admin.members.deactivateTitle')}
        </Title>
        <Text fz="sm">{member.isDeactivated ? t('admin.members.reactivateText', { name }) : t('admin.members.deactivateText', { name })}</Text>
        {member.isDeactivated ? (
          <Button w="fit-content" variant="light" loading={reactivating.fetching} onClick={() => void run(() => reactivate({ id: member.id }), t('admin.members.reactivated', { name }))}>
            {t('admin.members.reactivateButton')}
          </Button>
        ) : (
          <ConfirmButton
            color="red"
            variant="light"
            w="fit-content"
            title={t('admin.members.deactivateTitle')}
            message={t('admin.members.deactivateConfirmText', { name })}
            confirmLabel={t('admin.members.deactivateButton')}
            onConfirm={() => run(() => deactivate({ id: member.id }), t('admin.members.deactivated', { name }))}
          >
            {t('admin.members.deactivateButton')}
          </ConfirmButton>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
