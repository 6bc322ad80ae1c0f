import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBackspace, IconFingerprint, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { readChoices, updateChoices, type AppLock, type PasskeySecret, type PinSecret } from './storage.js';
import { PIN_MAX, verifyPin } from './pin.js';
import { askPasskey, verifyAssertion } from './passkey.js';
import { afterWrongPin, waitLeft } from './lock-timing.js';
import { lockState } from './lock-state.js';

/**
 * The closed app lock: the only thing on the page (a direct child of body; discretion.css hides
 * everything else), named neutrally. PIN by keyboard (the field) or by the pad, or the passkey.
 * "PIN vergessen" removes the lock and signs out (`onForgot`).
 */
export function LockScreen({ lock, onForgot }: { lock: AppLock; onForgot: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return createPortal(
    <div className="venue-lock" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <Stack className="venue-lock-panel" gap="md">
        <IconLock size={32} stroke={1.5} aria-hidden="true" />
        <Title order={1} fz="h2" id={titleId}>
          {t('discretion.lock.title')}
        </Title>
        {lock.secret.kind === 'pin' ? <PinForm secret={lock.secret} /> : <PasskeyUnlock secret={lock.secret} />}
        <Button variant="subtle" color="gray" onClick={onForgot}>
          {lock.secret.kind === 'pin' ? t('discretion.lock.forgot') : t('discretion.lock.signOutInstead')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('discretion.lock.forgotHint')}
        </Text>
      </Stack>
    </div>,
    document.body,
  );
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function PinForm({ secret }: { secret: PinSecret }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const lock = readChoices().lock;
  const now = useNow(Boolean(lock?.waitUntil));
  const wait = lock ? waitLeft(lock, now) : 0;

  useEffect(() => input.current?.focus(), []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (checking || wait > 0 || !pin) return;
    setChecking(true);
    const right = await verifyPin(pin, secret);
    setChecking(false);
    setPin('');
    if (right) {
      updateChoices((c) => (c.lock ? { ...c, lock: { ...c.lock, failures: 0, waitUntil: null } } : c));
      lockState.unlock();
      return;
    }
    updateChoices((c) => (c.lock ? { ...c, lock: afterWrongPin(c.lock, Date.now()) } : c));
    setError(t('discretion.lock.wrongPin'));
    input.current?.focus();
  };

  const press = (digit: string) => {
    setError(null);
    setPin((p) => (p.length < PIN_MAX ? p + digit : p));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          ref={input}
          label={t('discretion.lock.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX}
          value={pin}
          onChange={(e) => {
            setError(null);
            setPin(e.currentTarget.value.replace(/\D/g, '').slice(0, PIN_MAX));
          }}
          error={error}
          disabled={wait > 0}
        />
        {wait > 0 && (
          <Alert color="orange" variant="light" role="status">
            {t('discretion.lock.wait', { seconds: Math.ceil(wait / 1000) })}
          </Alert>
        )}
        <div className="venue-pin-pad" role="group" aria-label={t('discretion.lock.pad')}>
          {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
            <Button key={d} type="button" variant="default" size="md" onClick={() => press(d)} disabled={wait > 0}>
              {d}
            </Button>
          ))}
          <Button type="button" variant="default" size="md" onClick={() => setPin((p) => p.slice(0, -1))} aria-label={t('discretion.lock.backspace')} disabled={wait > 0}>
            <IconBackspace size={20} aria-hidden="true" />
          </Button>
          <Button type="button" variant="default" size="md" onClick={() => press('0')} disabled={wait > 0}>
            0
          </Button>
          <Button type="submit" size="md" loading={checking} disabled={wait > 0}>
            {t('discretion.lock.open')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function PasskeyUnlock({ secret }: { secret: PasskeySecret }) {
  const { t } = useTranslation();
  const [error, setError] = useState(false);
  const [asking, setAsking] = useState(false);
  const open = async () => {
    setAsking(true);
    setError(false);
    const challenge = crypto.getRandomValues(new Uint8Array(32));
    const assertion = await askPasskey(secret, challenge);
    const verified = assertion ? await verifyAssertion(assertion, secret, { challenge, origin: location.origin, rpId: location.hostname }) : null;
    setAsking(false);
    if (!verified) {
      setError(true);
      return;
    }
    updateChoices((c) => (c.lock?.secret.kind === 'passkey' ? { ...c, lock: { ...c.lock, secret: { ...c.lock.secret, signCount: verified.signCount } } } : c));
    lockState.unlock();
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {t('discretion.lock.passkeyFailed')}
        </Alert>
      )}
      <Button leftSection={<IconFingerprint size={20} aria-hidden="true" />} onClick={() => void open()} loading={asking} data-autofocus autoFocus>
        {t('discretion.lock.withPasskey')}
      </Button>
    </Stack>
  );
}
