import { useEffect, useState } from 'react';
import { Button, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from 'urql';
import { formatChf, RESERVATION_LIMITS } from '@venue/shared';
import { showNotice } from '../../app/warnings.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { SetReservationSettingsMutation } from './operations.js';

/** Spec §6, §9: verified and premium members' entry discount, CHF 10 to 15. */
const { discountMinRappen: DISCOUNT_MIN_RAPPEN, discountMaxRappen: DISCOUNT_MAX_RAPPEN } = RESERVATION_LIMITS;

/** The francs typed → Rappen, or null when not a discount the venue may give. */
export function discountRappen(value: number | string): number | null {
  const chf = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (String(value).trim() === '' || !Number.isFinite(chf)) return null;
  const rappen = Math.round(chf * 100);
  return rappen >= DISCOUNT_MIN_RAPPEN && rappen <= DISCOUNT_MAX_RAPPEN ? rappen : null;
}

export function DiscountPanel({ discountRappen: current }: { discountRappen: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [value, setValue] = useState<number | string>(current / 100);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SetReservationSettingsMutation);
  useEffect(() => setValue(current / 100), [current]);

  const submit = async () => {
    setError(null);
    const rappen = discountRappen(value);
    if (rappen === null) return setError(t('errors.RESERVATION_DISCOUNT_INVALID'));
    const result = await save({ discountRappen: rappen });
    if (result.error) return setError(errorText(result.error));
    showNotice(t('admin.openingHours.discountSaved', { amount: formatChf(rappen) }));
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="dark.6">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {t('admin.openingHours.discountTitle')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('admin.openingHours.discountHint')}
            </Text>
          </Stack>
          <NumberInput
            label={t('admin.openingHours.discountLabel')}
            description={t('admin.openingHours.discountRange')}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            min={DISCOUNT_MIN_RAPPEN / 100}
            max={DISCOUNT_MAX_RAPPEN / 100}
            step={0.5}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            leftSection="CHF"
            leftSectionWidth={48}
            error={error}
            required
            maw={240}
          />
          <Button type="submit" variant="default" loading={fetching} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
            {t('admin.openingHours.saveDiscount')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
