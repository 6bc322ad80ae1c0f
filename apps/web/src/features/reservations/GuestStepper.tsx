import { useId } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { GUESTS_MAX, GUESTS_MIN } from './party.js';

interface GuestStepperProps {
  label: string;
  /** The buttons' names ("Eine Frau weniger", "Eine Frau mehr"). */
  lessLabel: string;
  moreLabel: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A count from 0 to 5 with − and + buttons (reachable and usable by keyboard). At a bound the button
 * stays focusable but says it is unavailable (aria-disabled), so the focus does not jump away.
 */
export function GuestStepper({ label, lessLabel, moreLabel, value, onChange }: GuestStepperProps) {
  const labelId = useId();
  const atMin = value <= GUESTS_MIN;
  const atMax = value >= GUESTS_MAX;
  return (
    <Group role="group" aria-labelledby={labelId} justify="space-between" wrap="nowrap" gap="sm">
      <Text id={labelId} fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label={lessLabel}
          aria-disabled={atMin || undefined}
          data-disabled={atMin || undefined}
          onClick={() => !atMin && onChange(value - 1)}
        >
          <IconMinus size={18} aria-hidden="true" />
        </ActionIcon>
        <Text component="output" aria-live="polite" aria-atomic="true" fw={700} fz="lg" ta="center" miw="2ch">
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label={moreLabel}
          aria-disabled={atMax || undefined}
          data-disabled={atMax || undefined}
          onClick={() => !atMax && onChange(value + 1)}
        >
          <IconPlus size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
