import { useState } from 'react';
import { Button, Radio, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { pathTo, SEXES, type Sex } from '@venue/shared';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { SetProfileTypeMutation } from './operations.js';

/** Choose single man, single woman or a couple type; saved, the member goes home. */
export function ProfileTypeChooser({ current }: { current: Sex | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [{ fetching }, setProfileType] = useMutation(SetProfileTypeMutation);
  const [value, setValue] = useState<Sex | null>(current);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!value) {
          setError(t('profileType.required'));
          return;
        }
        setError(null);
        const result = await setProfileType({ sex: value });
        if (result.error) setError(errorText(result.error));
        else await navigate(pathTo('home'));
      }}
    >
      <Stack gap="md">
        <Radio.Group label={t('profileType.label')} value={value ?? ''} onChange={(v) => setValue(v as Sex)} required>
          <Stack gap="xs" mt="xs">
            {SEXES.map((sex) => (
              <Radio key={sex} value={sex} label={t(`profileType.${sex}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <FormError>{error}</FormError>
        <Button type="submit" loading={fetching}>
          {t('profileType.save')}
        </Button>
      </Stack>
    </form>
  );
}
