import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from 'urql';
import { showNotice } from '../../app/warnings.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { swissDateFormat } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { closesNextDay, dayErrors, weekInput, weekValues, type DayErrors, type DayValues } from './opening-hours-form.js';
import { SetOpeningHoursMutation, type OpeningHours } from './operations.js';

/** "Montag" for weekday 1 (a Monday at noon, Swiss time). */
function weekdayName(weekday: number, language: 'de' | 'en'): string {
  return swissDateFormat(language, { weekday: 'long' }).format(new Date(Date.UTC(2026, 0, 4 + weekday, 12)));
}

/** The regular week: one row per weekday, saved as a whole (setOpeningHours replaces the week). */
export function WeekPanel({ hours }: { hours: OpeningHours[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorText = useErrorText();
  const [days, setDays] = useState<DayValues[]>(() => weekValues(hours));
  const [errors, setErrors] = useState<Record<number, DayErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SetOpeningHoursMutation);
  useEffect(() => setDays(weekValues(hours)), [hours]);

  const change = (weekday: number, patch: Partial<DayValues>) => {
    setDays((all) => all.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));
    setErrors(({ [weekday]: _, ...rest }) => rest);
    setFormError(null);
  };

  const submit = async () => {
    setFormError(null);
    const found = Object.fromEntries(days.map((d) => [d.weekday, dayErrors(d)]).filter(([, e]) => Object.keys(e as DayErrors).length > 0)) as Record<number, DayErrors>;
    setErrors(found);
    if (Object.keys(found).length > 0) return setFormError(t('admin.openingHours.fixErrors'));
    const result = await save({ input: weekInput(days) });
    if (result.error) return setFormError(errorText(result.error));
    showNotice(t('admin.openingHours.weekSaved'));
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="dark.6">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        aria-labelledby="opening-hours-week"
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h3" id="opening-hours-week">
              {t('admin.openingHours.weekTitle')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('admin.openingHours.weekHint')}
            </Text>
          </Stack>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {days.map((day) => {
              const name = weekdayName(day.weekday, language);
              const dayError = errors[day.weekday] ?? {};
              const message = (code: string | undefined) => (code ? t(`errors.${code}`) : undefined);
              return (
                <Paper component="li" key={day.weekday} withBorder p="sm" radius="md" bg="dark.7">
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Switch
                        size="md"
                        label={<Text fw={600}>{name}</Text>}
                        checked={day.open}
                        onChange={(e) => change(day.weekday, { open: e.currentTarget.checked })}
                        aria-describedby={`opening-state-${day.weekday}`}
                      />
                      <Text id={`opening-state-${day.weekday}`} fz="sm" c={day.open ? 'teal.3' : 'dimmed'} fw={500}>
                        {day.open ? t('admin.openingHours.open') : t('admin.openingHours.closed')}
                      </Text>
                    </Group>
                    {day.open && (
                      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" role="group" aria-label={name}>
                        <TextInput
                          type="time"
                          label={t('admin.openingHours.opensAt')}
                          value={day.opensAt}
                          onChange={(e) => change(day.weekday, { opensAt: e.currentTarget.value })}
                          error={message(dayError.opensAt)}
                          required
                        />
                        <TextInput
                          type="time"
                          label={t('admin.openingHours.closesAt')}
                          value={day.closesAt}
                          onChange={(e) => change(day.weekday, { closesAt: e.currentTarget.value })}
                          description={closesNextDay(day) ? t('admin.openingHours.nextDay') : undefined}
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                          error={message(dayError.closesAt)}
                          required
                        />
                        <TextInput
                          label={t('admin.openingHours.capacity')}
                          description={t('admin.openingHours.capacityHint')}
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                          inputMode="numeric"
                          value={day.capacity}
                          onChange={(e) => change(day.weekday, { capacity: e.currentTarget.value })}
                          error={message(dayError.capacity)}
                          maxLength={6}
                        />
                        <Checkbox
                          mt={{ base: 0, sm: 30 }}
                          label={t('admin.openingHours.coupleOnly')}
                          checked={day.coupleOnly}
                          onChange={(e) => change(day.weekday, { coupleOnly: e.currentTarget.checked })}
                        />
                      </SimpleGrid>
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
          <FormError>{formError}</FormError>
          <Button type="submit" loading={fetching} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
            {t('admin.openingHours.saveWeek')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
