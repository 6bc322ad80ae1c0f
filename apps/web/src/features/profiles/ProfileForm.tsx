import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/react.js';
import type { TFunction } from '../../i18n/i18n.js';
import type { CombinedError } from 'urql';
import { LIMITS, REGIONS, SEXES, characterCount, personSexesOf, profileInput, type ErrorCode, type Sex } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import type { ProfileInput } from './operations.js';
import { PersonFieldset } from './PersonFieldset.js';
import { stepOfField, toProfileInput, type FieldErrors, type ProfileFormValues } from './profile-form-values.js';

const STEPS = 3;

/** Where a schema or server issue shows: a field of the form, or the form itself (null). */
function formPath(field: string): string | null {
  const path = field.replace(/^input\./, '');
  if (path === 'sex' || path === 'about' || path === 'region') return path;
  if (path.startsWith('lookingFor')) return 'lookingFor';
  if (/^persons\.[01]\.\w+$/.test(path)) return path;
  return null;
}

/** The shared schema's verdict, one code per form path ('' for the form itself). */
function issuesOf(values: ProfileFormValues): FieldErrors {
  const result = profileInput.safeParse(toProfileInput(values));
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = formPath(issue.path.map(String).join('.')) ?? '';
    errors[path] ??= issue.message as ErrorCode;
  }
  return errors;
}

/** Labels of the persons: "Deine Angaben" for a single; "Mann" and "Frau", or "Frau 1" and "Frau 2". */
function personLegends(sex: Sex, t: TFunction): string[] {
  const sexes = personSexesOf(sex);
  if (sexes.length === 1) return [t('profileForm.personSingle')];
  if (sexes[0] !== sexes[1]) return sexes.map((s) => t(`profileForm.personOf.${s}`));
  return sexes.map((s, i) => t('profileForm.personNumbered', { label: t(`profileForm.personOf.${s}`), n: i + 1 }));
}

/**
 * The profile form: type, each person's attributes, about text and looking-for. `steps` asks one
 * part at a time (onboarding, phone-first); `single` shows everything (editing). It checks with the
 * shared schema; the server's verdict lands on the field it concerns, translated.
 */
export function ProfileForm({
  initialValues,
  mode,
  onSubmit,
}: {
  initialValues: ProfileFormValues;
  mode: 'steps' | 'single';
  /** Resolves with the server's error, or nothing on success. */
  onSubmit: (input: ProfileInput) => Promise<CombinedError | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [step, setStep] = useState(1);
  // The cantons by name in the reader's language.
  const regionChoices = REGIONS.map((r) => ({ value: r, label: t(`regions.${r}`) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepped = useRef(false);

  // Uncontrolled: typing re-renders nothing but what shows the type and the about counter.
  const [sex, setSex] = useState(initialValues.sex);
  const [about, setAbout] = useState(initialValues.about);
  const form = useForm<ProfileFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const [path, code] of Object.entries(issuesOf(values))) if (path) errors[path] = t(`errors.${code}`);
      return errors;
    },
    onValuesChange: (values) => {
      setSex(values.sex);
      setAbout(values.about);
    },
  });

  // A new step: its heading takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (stepped.current) stepHeading.current?.focus();
  }, [step]);

  const shows = (part: 1 | 2 | 3) => mode === 'single' || step === part;

  /** Puts each issue on its field; in steps, goes to the first step with one. Returns whether any. */
  function showIssues(issues: FieldErrors, only?: 1 | 2 | 3): boolean {
    const entries = Object.entries(issues).filter(([path]) => only === undefined || stepOfField(path || 'persons') === only);
    form.setErrors(Object.fromEntries(entries.filter(([path]) => path).map(([path, code]) => [path, t(`errors.${code}`)])));
    const general = entries.find(([path]) => !path);
    setFormError(general ? t(`errors.${general[1]}`) : null);
    if (entries.length > 0 && mode === 'steps') {
      stepped.current = true;
      setStep(Math.min(...entries.map(([path]) => stepOfField(path || 'persons'))));
    }
    return entries.length > 0;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.getValues();
    if (mode === 'steps' && step < STEPS) {
      if (showIssues(issuesOf(values), step as 1 | 2)) return;
      stepped.current = true;
      setStep(step + 1);
      return;
    }
    if (showIssues(issuesOf(values))) return;
    setSubmitting(true);
    const error = await onSubmit(toProfileInput(values)).finally(() => setSubmitting(false));
    if (!error) return;
    const info = readAppError(error);
    const issues: FieldErrors = {};
    for (const issue of info.fields) issues[formPath(issue.field) ?? ''] ??= issue.code;
    if (!showIssues(issues)) setFormError(errorText(info));
  }

  const stepTitles = [t('profileForm.steps.type'), t('profileForm.steps.persons'), t('profileForm.steps.about')];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        {mode === 'steps' && (
          <Title order={2} fz="h4" ref={stepHeading} tabIndex={-1}>
            {t('profileForm.stepOf', { step, total: STEPS, title: stepTitles[step - 1] })}
          </Title>
        )}
        {shows(1) && (
          <Radio.Group label={t('profileType.label')} description={t('profileType.intro')} required key={form.key('sex')} {...form.getInputProps('sex')}>
            <Stack gap="xs" mt="xs">
              {SEXES.map((s) => (
                <Radio key={s} value={s} label={t(`profileType.${s}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {shows(2) && sex && personLegends(sex, t).map((legend, i) => <PersonFieldset key={`${sex}-${i}`} form={form} index={i as 0 | 1} legend={legend} />)}
        {shows(2) && !sex && <Text c="dimmed">{t('profileForm.chooseTypeFirst')}</Text>}
        {shows(3) && (
          <>
            <Textarea
              label={sex.length === 2 ? t('profileForm.aboutUs') : t('profileForm.aboutMe')}
              description={t('profileForm.aboutCount', { count: characterCount(about), max: LIMITS.aboutMax })}
              autosize
              minRows={4}
              maxRows={14}
              key={form.key('about')}
              {...form.getInputProps('about')}
            />
            <NativeSelect
              label={t('profileForm.region')}
              description={t('profileForm.regionHint')}
              key={form.key('region')}
              {...form.getInputProps('region')}
              data={[{ value: '', label: t('profileForm.regionNone') }, ...regionChoices]}
              maw={360}
            />
            <Checkbox.Group label={t('profileForm.lookingFor')} description={t('profileForm.lookingForHint')} key={form.key('lookingFor')} {...form.getInputProps('lookingFor')}>
              <Stack gap="xs" mt="xs">
                {SEXES.map((s) => (
                  <Checkbox key={s} value={s} label={t(`profileType.${s}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
        <FormError>{formError}</FormError>
        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          {mode === 'steps' && step > 1 ? (
            <Button
              variant="default"
              onClick={() => {
                stepped.current = true;
                setStep(step - 1);
              }}
            >
              {t('profileForm.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={submitting}>
            {mode === 'single' ? t('profileType.save') : step < STEPS ? t('profileForm.next') : t('profileForm.finish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
