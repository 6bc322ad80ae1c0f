import { useEffect, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Divider, Group, NativeSelect, PasswordInput, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { useCurrentUser } from '../../app/session/context.js';
import { DEFAULT_CHOICES, LOCK_MINUTES, readChoices, subscribeChoices, updateChoices, type ExitTarget, type LockMinutes } from './storage.js';
import { checkCustomUrl, EXIT_TARGET_ORDER } from './exit.js';
import { hashPin, isValidPin } from './pin.js';
import { createPasskey, passkeyAvailable } from './passkey.js';
import { lockState } from './lock-state.js';

function useChoices() {
  return useSyncExternalStore(subscribeChoices, readChoices, () => DEFAULT_CHOICES);
}

/**
 * The settings' "Diskretion" (decision 0043): the quick exit's neutral page, the app lock, the
 * neutral tab. All three are kept in this browser only; each says so in its line.
 */
export function DiscretionSettings() {
  const { t } = useTranslation();
  const [stored, setStored] = useState(true);
  return (
    <Stack gap="lg">
      <Text size="sm">{t('discretion.intro')}</Text>
      {!stored && (
        <Alert color="red" variant="light" role="alert">
          {t('discretion.notStored')}
        </Alert>
      )}
      <ExitChoice onStored={setStored} />
      <Divider />
      <AppLockChoice onStored={setStored} />
      <Divider />
      <NeutralTabChoice onStored={setStored} />
    </Stack>
  );
}

function ExitChoice({ onStored }: { onStored: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const { exit } = useChoices();
  const [custom, setCustom] = useState(exit.customUrl ?? '');
  const [target, setTarget] = useState<ExitTarget>(exit.target);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const choose = (value: string) => {
    const next = value as ExitTarget;
    setTarget(next);
    setSaved(false);
    if (next !== 'custom') onStored(updateChoices((c) => ({ ...c, exit: { target: next, customUrl: c.exit.customUrl } })));
  };
  const saveCustom = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCustomUrl(custom, window.location.origin);
    if ('problem' in checked) {
      setError(t(`discretion.exit.urlProblem.${checked.problem}`));
      return;
    }
    setError(null);
    setCustom(checked.url);
    const ok = updateChoices((c) => ({ ...c, exit: { target: 'custom', customUrl: checked.url } }));
    onStored(ok);
    setSaved(ok);
  };

  return (
    <Part title={t('discretion.exit.title')} explain={t('discretion.exit.explain')}>
      <Radio.Group label={t('discretion.exit.target')} value={target} onChange={choose}>
        <Stack gap="xs" mt="xs">
          {EXIT_TARGET_ORDER.map((value) => (
            <Radio key={value} value={value} label={t(`discretion.exit.targets.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {target === 'custom' && (
        <form onSubmit={saveCustom} noValidate>
          <Stack gap="xs">
            <TextInput
              label={t('discretion.exit.customUrl')}
              description={t('discretion.exit.customUrlHint')}
              placeholder="https://"
              type="url"
              inputMode="url"
              autoComplete="off"
              value={custom}
              onChange={(e) => {
                setCustom(e.currentTarget.value);
                setSaved(false);
              }}
              error={error}
            />
            <Group gap="sm">
              <Button type="submit" variant="light">
                {t('discretion.exit.saveUrl')}
              </Button>
              {saved && (
                <Text size="sm" role="status">
                  {t('settings.saved')}
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Part>
  );
}

function AppLockChoice({ onStored }: { onStored: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { lock: anyLock } = useChoices();
  const lock = user && anyLock?.memberId === user.id ? anyLock : null;
  const [minutes, setMinutes] = useState<LockMinutes>(lock?.afterMinutes ?? 5);
  const [mode, setMode] = useState<'idle' | 'pin'>('idle');
  const [canPasskey, setCanPasskey] = useState(false);
  const [passkeyError, setPasskeyError] = useState(false);
  useEffect(() => {
    let current = true;
    void passkeyAvailable().then((yes) => current && setCanPasskey(yes));
    return () => {
      current = false;
    };
  }, []);
  if (!user) return null;

  const minutesSelect = (
    <NativeSelect
      label={t('discretion.lock.after')}
      value={String(lock?.afterMinutes ?? minutes)}
      data={LOCK_MINUTES.map((m) => ({ value: String(m), label: t('discretion.lock.minutes', { count: m }) }))}
      onChange={(e) => {
        const value = Number(e.currentTarget.value) as LockMinutes;
        setMinutes(value);
        if (lock) onStored(updateChoices((c) => (c.lock ? { ...c, lock: { ...c.lock, afterMinutes: value } } : c)));
      }}
    />
  );

  const usePasskey = async () => {
    setPasskeyError(false);
    try {
      const secret = await createPasskey(t('discretion.lock.passkeyName'));
      onStored(updateChoices((c) => ({ ...c, lock: { memberId: user.id, secret, afterMinutes: minutes, failures: 0, waitUntil: null } })));
      lockState.unlock();
    } catch {
      setPasskeyError(true);
    }
  };

  return (
    <Part title={t('discretion.lock.settingsTitle')} explain={t('discretion.lock.explain')}>
      {lock ? (
        <>
          <Text size="sm" role="status">
            {lock.secret.kind === 'pin' ? t('discretion.lock.onWithPin') : t('discretion.lock.onWithPasskey')}
          </Text>
          {minutesSelect}
          <Group>
            <Button variant="default" onClick={() => onStored(updateChoices((c) => ({ ...c, lock: null })))}>
              {t('discretion.lock.remove')}
            </Button>
          </Group>
        </>
      ) : mode === 'pin' ? (
        <>
          {minutesSelect}
          <PinSetup
            onCancel={() => setMode('idle')}
            onDone={async (pin) => {
              const secret = await hashPin(pin);
              const ok = updateChoices((c) => ({ ...c, lock: { memberId: user.id, secret, afterMinutes: minutes, failures: 0, waitUntil: null } }));
              lockState.unlock();
              onStored(ok);
              setMode('idle');
            }}
          />
        </>
      ) : (
        <>
          {minutesSelect}
          <Group gap="sm">
            <Button variant="light" onClick={() => setMode('pin')}>
              {t('discretion.lock.setPin')}
            </Button>
            {canPasskey && (
              <Button variant="light" onClick={() => void usePasskey()}>
                {t('discretion.lock.setPasskey')}
              </Button>
            )}
          </Group>
          {passkeyError && (
            <Alert color="red" variant="light" role="alert">
              {t('discretion.lock.passkeyNotMade')}
            </Alert>
          )}
        </>
      )}
    </Part>
  );
}

function PinSetup({ onDone, onCancel }: { onDone: (pin: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; repeat?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPin(pin)) return setErrors({ pin: t('discretion.lock.pinInvalid') });
    if (pin !== repeat) return setErrors({ repeat: t('discretion.lock.pinMismatch') });
    setErrors({});
    setSaving(true);
    await onDone(pin);
    setSaving(false);
  };
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 8);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <PasswordInput label={t('discretion.lock.newPin')} description={t('discretion.lock.pinRule')} inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => setPin(digits(e.currentTarget.value))} error={errors.pin} />
        <PasswordInput label={t('discretion.lock.repeatPin')} inputMode="numeric" autoComplete="off" value={repeat} onChange={(e) => setRepeat(digits(e.currentTarget.value))} error={errors.repeat} />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {t('discretion.lock.savePin')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One of the three choices: its name and its one line. */
function Part({ title, explain, children }: { title: string; explain?: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {title}
      </Title>
      {explain && (
        <Text size="sm" c="dimmed">
          {explain}
        </Text>
      )}
      {children}
    </Stack>
  );
}

function NeutralTabChoice({ onStored }: { onStored: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const { neutralTab } = useChoices();
  return (
    <Part title={t('discretion.neutralTab.settingsTitle')}>
      <Switch
        label={t('discretion.neutralTab.label')}
        description={t('discretion.neutralTab.explain')}
        checked={neutralTab}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          onStored(updateChoices((c) => ({ ...c, neutralTab: on })));
        }}
      />
    </Part>
  );
}
