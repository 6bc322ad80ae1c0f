import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { DEFAULT_CHOICES, readChoices, subscribeChoices, updateChoices } from './storage.js';
import { lockState } from './lock-state.js';
import { LockScreen } from './LockScreen.js';
import './discretion.css';

const LOCKED_CLASS = 'venue-locked';
const AWAY_CLASS = 'venue-away';

/**
 * The app lock of the member signed in (decision 0043), next to the members' layout: while it is
 * closed the lock screen is all the page shows (the screens stay as they were behind it, so a
 * draft is not lost), and while the page is in the background it is blurred.
 */
export function DiscretionGate({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useSyncExternalStore(subscribeChoices, readChoices, () => DEFAULT_CHOICES);
  const locked = useSyncExternalStore(lockState.subscribe, lockState.isLocked, () => false);
  const lock = choices.lock?.memberId === memberId ? choices.lock : null;
  const closed = Boolean(lock && locked);
  const hasLock = Boolean(lock);

  // Before the browser paints: the app is never seen behind a closed lock.
  useLayoutEffect(() => {
    if (!closed) return;
    const root = document.documentElement;
    root.classList.add(LOCKED_CLASS);
    const title = document.title;
    document.title = t('discretion.lock.title');
    return () => {
      root.classList.remove(LOCKED_CLASS);
      document.title = title;
    };
  }, [closed, t]);

  useEffect(() => {
    if (!hasLock) return;
    const root = document.documentElement;
    const away = () => {
      root.classList.add(AWAY_CLASS);
      lockState.wentAway(Date.now());
    };
    const back = () => {
      lockState.cameBack(Date.now());
      root.classList.remove(AWAY_CLASS);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? away() : back());
    const onPageShow = (event: PageTransitionEvent) => event.persisted && back();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', away);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', away);
      window.removeEventListener('pageshow', onPageShow);
      root.classList.remove(AWAY_CLASS);
    };
  }, [hasLock]);

  if (!closed || !lock) return null;
  const forgot = () => {
    updateChoices((c) => ({ ...c, lock: null }));
    lockState.unlock();
    void navigate(pathTo('signOut'), { replace: true });
  };
  return <LockScreen lock={lock} onForgot={forgot} />;
}
