import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import type { CombinedError } from 'urql';
import type { ErrorCode } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { readAppError } from '../../components/app-error.js';
import { GuestStepper } from './GuestStepper.js';
import { offeredTypes, partyProblem, typesNotOffered, type GuestPrices, type Party } from './party.js';
import type { PartyInput } from './operations.js';

interface PartyFormProps {
  initial: PartyInput;
  coupleOnly: boolean;
  /** The event's prices (which guest types it offers); null for a regular day. */
  prices: GuestPrices | null;
  submitLabel: string;
  /** Sends the party; answers the server's error, or null when it was saved. */
  onSubmit: (value: PartyInput) => Promise<CombinedError | null>;
  /** Shown between the fields and the button (perks, places left). */
  children?: ReactNode;
  secondary?: ReactNode;
}

/**
 * The party (women and men, the member included), the hidden switch and the one button. What the
 * server would refuse is said at once next to the steppers; the server's own answer (translated)
 * appears above the button.
 */
export function PartyForm({ initial, coupleOnly, prices, submitLabel, onSubmit, children, secondary }: PartyFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [party, setParty] = useState<Party>({ femaleGuests: initial.femaleGuests, maleGuests: initial.maleGuests });
  const [hidden, setHidden] = useState(initial.hidden);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; code: string | null } | null>(null);
  const problem = partyProblem(party, { coupleOnly, prices });
  const offered = offeredTypes(prices);
  // Said only where the event leaves some guest types out (a couples' evening says it in its own words).
  const restricted = prices !== null && offered.length < 3 && !coupleOnly;
  const notOffered = typesNotOffered(party, prices);

  const change = (next: Partial<Party>) => {
    setParty((p) => ({ ...p, ...next }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem) {
      setError({ text: errorText({ code: problem as ErrorCode, fields: [] }), code: problem });
      return;
    }
    setBusy(true);
    const failure = await onSubmit({ ...party, hidden }).finally(() => setBusy(false));
    if (failure) {
      const info = readAppError(failure);
      setError({ text: errorText(failure), code: info.code });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" maw={520}>
        <Stack gap="xs" maw={360}>
          <Text fz="sm" c="dimmed">
            {t('reservations.party.hint')}
          </Text>
          <GuestStepper
            label={t('reservations.party.women')}
            lessLabel={t('reservations.party.lessWomen')}
            moreLabel={t('reservations.party.moreWomen')}
            value={party.femaleGuests}
            onChange={(femaleGuests) => change({ femaleGuests })}
          />
          <GuestStepper
            label={t('reservations.party.men')}
            lessLabel={t('reservations.party.lessMen')}
            moreLabel={t('reservations.party.moreMen')}
            value={party.maleGuests}
            onChange={(maleGuests) => change({ maleGuests })}
          />
          <Text fz="sm" aria-live="polite">
            {t('reservations.party.total', { count: party.femaleGuests + party.maleGuests })}
          </Text>
        </Stack>

        {(coupleOnly || restricted) && (
          <Paper p="sm" radius="md" bg="dark.6" withBorder>
            <Stack gap={4}>
              {coupleOnly && (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconUsers size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
                  <Text fz="sm">{t('reservations.party.coupleOnlyHint')}</Text>
                </Group>
              )}
              {restricted && (
                <Text fz="sm">
                  {t('reservations.party.offered', { types: offered.map((type) => t(`reservations.guestTypes.${type}`)).join(', ') })}
                </Text>
              )}
            </Stack>
          </Paper>
        )}

        <div aria-live="polite">
          {problem && !error && (
            <Group gap="xs" wrap="nowrap" align="flex-start" c="orange.3">
              <IconAlertTriangle size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
              <Text fz="sm" c="orange.3">
                {problem === 'RESERVATION_GUEST_TYPE_NOT_OFFERED'
                  ? t('reservations.party.notOffered', { types: notOffered.map((type) => t(`reservations.guestTypes.${type}`)).join(', ') })
                  : problem === 'RESERVATION_COUPLE_ONLY'
                    ? t('reservations.party.needWoman')
                    : t('reservations.party.needSomeone')}
              </Text>
            </Group>
          )}
        </div>

        <Switch
          checked={hidden}
          onChange={(e) => {
            setHidden(e.currentTarget.checked);
            setError(null);
          }}
          label={t('reservations.hidden.label')}
          description={t('reservations.hidden.explanation')}
        />

        {children}

        <FormError code={error?.code}>{error?.text}</FormError>
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {secondary}
        </Group>
      </Stack>
    </form>
  );
}
