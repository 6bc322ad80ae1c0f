import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import type { ProfilePerson, UserProfile } from './operations.js';
import { PERSON_CHOICES } from './profile-form-values.js';

/** "Mann" and "Frau", "Frau 1" and "Frau 2", or nothing for a single. */
export function usePersonTitle(persons: ProfilePerson[]) {
  const { t } = useTranslation();
  return (person: ProfilePerson) => {
    if (persons.length < 2) return null;
    const label = t(`profileForm.personOf.${person.sex}`);
    return persons[0]!.sex === persons[1]!.sex ? t('profileForm.personNumbered', { label, n: person.position }) : label;
  };
}

/** One person's attributes as a description list; attributes not given are left out. */
function PersonFacts({ person, title }: { person: ProfilePerson; title: string | null }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [];
  if (person.age !== null) facts.push([t('profileForm.age'), t('profile.years', { count: person.age })]);
  if (person.heightCm !== null) facts.push([t('profileForm.heightCm'), `${person.heightCm} cm`]);
  if (person.weightKg !== null) facts.push([t('profileForm.weightKg'), `${person.weightKg} kg`]);
  for (const field of PERSON_CHOICES) {
    const value = person[field];
    if (value) facts.push([t(`profileForm.${field}`), t(`profileInfo.${field}.${value}`)]);
  }
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      {title && (
        <Title order={3} fz="h5" mb="xs">
          {title}
        </Title>
      )}
      {facts.length === 0 ? (
        <Text c="dimmed">{t('profile.noFacts')}</Text>
      ) : (
        <SimpleGrid component="dl" cols={2} spacing={4} verticalSpacing={4} m={0}>
          {facts.map(([term, value]) => (
            <Stack key={term} gap={0} component="div">
              <Text component="dt" fz="xs" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** The full profile info (route userInfos): persons, about text, what the member looks for. */
export function ProfileFacts({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { persons, about, lookingFor } = profile.info;
  const titleOf = usePersonTitle(persons);
  const couple = persons.length === 2;
  return (
    <Stack gap="lg">
      <section aria-labelledby="profile-persons">
        <Title order={2} fz="h4" id="profile-persons" mb="sm">
          {couple ? t('profile.aboutThem') : t('profile.personalInfo')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: couple ? 2 : 1 }} spacing="md">
          {persons.map((person) => (
            <PersonFacts key={person.position} person={person} title={titleOf(person)} />
          ))}
        </SimpleGrid>
        {persons.length === 0 && <Text c="dimmed">{t('profile.noFacts')}</Text>}
      </section>
      <AboutText about={about} couple={couple} />
      <section aria-labelledby="profile-looking-for">
        <Title order={2} fz="h4" id="profile-looking-for" mb="xs">
          {t('profile.lookingFor')}
        </Title>
        <Text>{lookingFor.length === 0 ? t('profile.lookingForEveryone') : lookingFor.map((s) => t(`profileType.${s}`)).join(', ')}</Text>
      </section>
    </Stack>
  );
}

/** The about text as written (line breaks kept); `excerpt` cuts it for the profile's first page. */
export function AboutText({ about, couple, excerpt }: { about: string; couple: boolean; excerpt?: number }) {
  const { t } = useTranslation();
  const text = excerpt && about.length > excerpt ? `${about.slice(0, excerpt).trimEnd()} …` : about;
  return (
    <section aria-labelledby="profile-about">
      <Title order={2} fz="h4" id="profile-about" mb="xs">
        {couple ? t('profileForm.aboutUs') : t('profileForm.aboutMe')}
      </Title>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} c={about ? undefined : 'dimmed'}>
        {text || t('profile.noAbout')}
      </Text>
    </section>
  );
}
