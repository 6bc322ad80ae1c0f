import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROFILE_PERSON_RANGES, SEXES } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { EMPTY_SEARCH, filterFromValues, type SearchFormValues } from './search-params.js';

/**
 * The search's filters. Checked with the shared schema before anything is sent (ages 18–99, the
 * minimum not above the maximum); a valid search goes to `onSearch`.
 */
export function SearchFilterForm({ initialValues, onSearch }: { initialValues: SearchFormValues; onSearch: (values: SearchFormValues) => void }) {
  const { t } = useTranslation();
  const form = useForm<SearchFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) => {
      const result = filterFromValues(values);
      if ('filter' in result) return {};
      return Object.fromEntries(Object.entries(result.errors).map(([field, code]) => [field, t(`errors.${code}`)]));
    },
  });
  const { min, max } = PROFILE_PERSON_RANGES.age;
  return (
    <form onSubmit={form.onSubmit(onSearch)} aria-label={t('search.filters')} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={1} spacing="lg">
          <Checkbox.Group label={t('search.profileTypes')} description={t('search.profileTypesHint')} key={form.key('profileTypes')} {...form.getInputProps('profileTypes')}>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
              {SEXES.map((s) => (
                <Checkbox key={s} value={s} label={t(`profileType.${s}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Checkbox.Group label={t('search.lookingFor')} description={t('search.lookingForHint')} key={form.key('lookingFor')} {...form.getInputProps('lookingFor')}>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
              {SEXES.map((s) => (
                <Checkbox key={s} value={s} label={t(`profileType.${s}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </SimpleGrid>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          {(['ageMin', 'ageMax'] as const).map((field) => (
            <NumberInput
              key={form.key(field)}
              label={t(`search.${field}`)}
              min={min}
              max={max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(field)}
            />
          ))}
        </Group>
        <Stack gap="xs">
          <Checkbox label={t('search.hasPhoto')} key={form.key('hasPhoto')} {...form.getInputProps('hasPhoto', { type: 'checkbox' })} />
          <Checkbox label={t('search.verifiedOnly')} key={form.key('verifiedOnly')} {...form.getInputProps('verifiedOnly', { type: 'checkbox' })} />
          <Checkbox label={t('search.onlineNow')} key={form.key('onlineNow')} {...form.getInputProps('onlineNow', { type: 'checkbox' })} />
        </Stack>
        <Switch
          label={t('search.includeLocked')}
          description={t('search.includeLockedHint')}
          key={form.key('includeLocked')}
          {...form.getInputProps('includeLocked', { type: 'checkbox' })}
        />
        <Group gap="sm">
          <Button type="submit">{t('search.submit')}</Button>
          <Button
            variant="default"
            onClick={() => {
              form.setValues(EMPTY_SEARCH);
              form.clearErrors();
              onSearch(EMPTY_SEARCH);
            }}
          >
            {t('search.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
