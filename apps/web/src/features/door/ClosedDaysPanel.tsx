import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from 'urql';
import { useErrorText } from '../../components/useErrorText.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { calendarDate } from './door-format.js';
import { SetClosedDayMutation } from './operations.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Zurich as YYYY-MM-DD. */
function zurichToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Dates the venue stays closed although the week says open (holidays, private parties). */
export function ClosedDaysPanel({ closedDays }: { closedDays: string[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorText = useErrorText();
  const [days, setDays] = useState(closedDays);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [{ fetching }, setClosedDay] = useMutation(SetClosedDayMutation);
  const [busyDate, setBusyDate] = useState<string | null>(null);

  const add = async () => {
    setError(null);
    if (!ISO_DATE.test(date) || date < zurichToday()) return setError(t('admin.openingHours.closedDateInvalid'));
    if (days.includes(date)) return setError(t('admin.openingHours.closedDateTwice', { date: calendarDate(date, language) }));
    const result = await setClosedDay({ date, closed: true });
    if (result.error || !result.data) return setError(result.error ? errorText(result.error) : t('errors.INTERNAL'));
    setDays(result.data.setClosedDay);
    setDate('');
  };

  const remove = async (day: string) => {
    setRemoveError(null);
    setBusyDate(day);
    const result = await setClosedDay({ date: day, closed: false });
    setBusyDate(null);
    if (result.error || !result.data) return setRemoveError(result.error ? errorText(result.error) : t('errors.INTERNAL'));
    setDays(result.data.setClosedDay);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="dark.6">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3">
            {t('admin.openingHours.closedTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('admin.openingHours.closedHint')}
          </Text>
        </Stack>
        {days.length === 0 ? (
          <Text c="dimmed">{t('admin.openingHours.noClosedDays')}</Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.openingHours.closedListLabel')}>
            {days.map((day) => (
              <Group component="li" key={day} justify="space-between" wrap="nowrap" py={4} style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
                <Text>{calendarDate(day, language)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  loading={busyDate === day}
                  onClick={() => void remove(day)}
                  aria-label={t('admin.openingHours.reopen', { date: calendarDate(day, language) })}
                  title={t('admin.openingHours.reopen', { date: calendarDate(day, language) })}
                >
                  <IconTrash size={18} stroke={1.6} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {removeError && (
          <Text role="alert" c="red.3" fz="sm">
            {removeError}
          </Text>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={t('admin.openingHours.closedDateLabel')}
              value={date}
              min={zurichToday()}
              onChange={(e) => {
                setDate(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: '1 1 12rem', maxWidth: '18rem' }}
            />
            <Button type="submit" variant="default" loading={fetching && busyDate === null} mt={{ base: 0, xs: 25 }}>
              {t('admin.openingHours.addClosed')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
