import { useState, type ReactNode } from 'react';
import { Alert, Divider, Radio, Stack, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { LANGUAGES, type Language } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useCurrentUser } from '../../app/session/context.js';
import { useLanguage } from '../../app/session/language.js';
import { AccountSettingsQuery } from './operations.js';
import { SettingsSection } from './SettingsSection.js';
import { SettingToggles } from './SettingToggles.js';
import { NotificationSettings } from './NotificationSettings.js';
import { EmailChangeForm } from './EmailChangeForm.js';
import { PasswordChangeForm } from './PasswordChangeForm.js';
import { PhoneChangeForm } from './PhoneChangeForm.js';
import { SessionsList } from './SessionsList.js';
import { DataExport } from './DataExport.js';
import { CloseAccount } from './CloseAccount.js';
import { DiscretionSettings } from '../../app/discretion.js';

/**
 * `/settings`: language, the settings of spec §3, sign-in details, devices, the data download,
 * deactivating and deleting (decision 0014). Deactivated members land here (guard rule 4). The
 * notification section shows this device's push state from the push feature (app/settings.screen.tsx).
 */
export function SettingsScreen({ notificationsDevice }: { notificationsDevice?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const { user } = useCurrentUser();
  const { language, changeLanguage } = useLanguage();
  const [{ data, error }, refetch] = useQuery({ query: AccountSettingsQuery, requestPolicy: 'cache-and-network' });
  const [requestedEmail, setRequestedEmail] = useState<string | null>(null);
  const account = data?.currentUser;
  const refresh = () => refetch({ requestPolicy: 'network-only' });

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('settings.title')}</Title>
      {user?.isDeactivated && (
        <Alert color="orange" variant="light" role="status">
          {t('settings.deactivated')}
        </Alert>
      )}
      <SettingsSection title={t('settings.language')}>
        <Radio.Group label={t('settings.languageChoice')} description={t('settings.languageHint')} value={language} onChange={(v) => void changeLanguage(v as Language)}>
          <Stack gap="xs" mt="xs">
            {LANGUAGES.map((lng) => (
              <Radio key={lng} value={lng} label={t(`language.${lng}`)} />
            ))}
          </Stack>
        </Radio.Group>
      </SettingsSection>
      {!account ? (
        <QueryFallback error={error} />
      ) : (
        <>
          <NotificationSettings device={notificationsDevice} />
          <SettingToggles settings={account.settings} />
          <SettingsSection title={t('settings.account.title')} id="account">
            <EmailChangeForm
              email={account.email}
              pendingEmail={requestedEmail ?? account.pendingEmailChange}
              onRequested={(email) => {
                setRequestedEmail(email);
                refresh();
              }}
            />
            <Divider />
            <PasswordChangeForm email={account.email} />
            <Divider />
            <PhoneChangeForm phoneMasked={account.phoneMasked} pendingPhoneMasked={account.pendingPhoneMasked} onChanged={refresh} />
          </SettingsSection>
          <SettingsSection title={t('discretion.title')} id="discretion"><DiscretionSettings /></SettingsSection>
          <SettingsSection title={t('settings.sessions.title')} id="sessions">
            <SessionsList />
          </SettingsSection>
          {account.settings.viewerCan.exportData && (
            <SettingsSection title={t('settings.export.title')} id="data">
              <DataExport />
            </SettingsSection>
          )}
          <SettingsSection title={t('settings.close.title')} id="close">
            <CloseAccount can={account.settings.viewerCan} language={account.language} />
          </SettingsSection>
        </>
      )}
    </Stack>
  );
}
