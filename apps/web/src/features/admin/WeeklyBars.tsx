import { Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Language } from '@venue/shared';
import { swissDateFormat } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import './weekly-bars.css';

export interface WeekCount {
  weekStart: string;
  count: number;
}

const CHART_HEIGHT = 120;

function weekLabel(weekStart: string, language: Language): string {
  return swissDateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${weekStart}T00:00:00Z`));
}

/**
 * A small bar chart of counts per week (oldest left): the shape of a trend at a glance. The picture
 * is decoration for sighted staff; the same figures are in a table for screen readers.
 */
export function WeeklyBars({ title, weeks }: { title: string; weeks: WeekCount[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        <Text fz="sm" c="dimmed">
          {t('admin.weeksTotal', { count: total, weeks: weeks.length })}
        </Text>
        <div className="venue-weekly-bars" aria-hidden="true">
          {weeks.map((w, i) => {
            const current = i === weeks.length - 1;
            return (
              <div key={w.weekStart} className="venue-weekly-bar">
                <Text component="span" fz="xs" c="dimmed" className="venue-weekly-bar-value">
                  {w.count > 0 ? w.count : ''}
                </Text>
                <span
                  className="venue-weekly-bar-fill"
                  data-current={current || undefined}
                  style={{ height: w.count === 0 ? 2 : Math.max(4, Math.round((w.count / max) * CHART_HEIGHT)) }}
                />
                <Text component="span" fz={11} c="dimmed" className="venue-weekly-bar-label">
                  {i % 3 === 0 || current ? weekLabel(w.weekStart, language) : ''}
                </Text>
              </div>
            );
          })}
        </div>
        <VisuallyHidden>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.weekOf')}</th>
                <th scope="col">{t('admin.count')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekStart}>
                  <td>{weekLabel(w.weekStart, language)}</td>
                  <td>{w.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
