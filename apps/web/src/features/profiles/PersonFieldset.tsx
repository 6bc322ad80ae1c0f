import { NativeSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../i18n/react.js';
import { DOMINANCES, EYE_COLOURS, HAIR_COLOURS, LOOKS, PROFILE_PERSON_RANGES, SEXUALITIES, SMOKING } from '@venue/shared';
import type { PersonChoice, ProfileFormValues } from './profile-form-values.js';

const CHOICES: Record<PersonChoice, readonly string[]> = {
  hairColour: HAIR_COLOURS,
  eyeColour: EYE_COLOURS,
  looks: LOOKS,
  sexuality: SEXUALITIES,
  dominance: DOMINANCES,
  smoking: SMOKING,
};

/** One person's attributes (spec §3 profile info); every one is optional. */
export function PersonFieldset({ form, index, legend }: { form: UseFormReturnType<ProfileFormValues>; index: 0 | 1; legend: string }) {
  const { t } = useTranslation();
  const path = (field: string) => `persons.${index}.${field}`;
  const number = (field: 'age' | 'heightCm' | 'weightKg', unit?: string) => {
    const range = PROFILE_PERSON_RANGES[field];
    return (
      <NumberInput
        label={t(`profileForm.${field}`)}
        description={unit ? t('profileForm.rangeUnit', { min: range.min, max: range.max, unit }) : t('profileForm.range', { min: range.min, max: range.max })}
        min={range.min}
        max={range.max}
        // Out-of-range numbers stay as typed so the member reads why they are refused.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        key={form.key(path(field))}
        {...form.getInputProps(path(field))}
      />
    );
  };
  return (
    <Stack component="fieldset" gap="sm" style={{ border: '1px solid var(--mantine-color-dark-4)', borderRadius: 'var(--mantine-radius-md)', padding: 'var(--mantine-spacing-md)', margin: 0 }}>
      <Text component="legend" fw={600} px={4}>
        {legend}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {number('age')}
        {number('heightCm', 'cm')}
        {number('weightKg', 'kg')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {(Object.keys(CHOICES) as PersonChoice[]).map((field) => (
          <NativeSelect
            key={form.key(path(field))}
            label={t(`profileForm.${field}`)}
            data={[{ value: '', label: t('profileForm.notSaid') }, ...CHOICES[field].map((value) => ({ value, label: t(`profileInfo.${field}.${value}`) }))]}
            {...form.getInputProps(path(field))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
