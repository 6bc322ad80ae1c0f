import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { SetCheckedInMutation, type DoorListEntry } from './operations.js';

export interface CheckIn {
  isCheckedIn: (entry: DoorListEntry) => boolean;
  isSaving: (entry: DoorListEntry) => boolean;
  toggle: (entry: DoorListEntry) => Promise<void>;
  /** The last refusal in words, with the member's name. */
  error: string | null;
}

/**
 * The check-in toggle, optimistic: the row shows the new state at once, then the server's answer;
 * a refusal puts the row back and says why. Shown states that the server's list has caught up with
 * are dropped whenever a new list arrives (unless their request is still under way).
 */
export function useCheckIn(entries: DoorListEntry[], onSaved: () => void): CheckIn {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, setCheckedIn] = useMutation(SetCheckedInMutation);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState<Record<string, true>>({});
  const inFlight = useRef(new Set<string>());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setShown((current) => Object.fromEntries(Object.entries(current).filter(([id]) => inFlight.current.has(id))));
  }, [entries]);

  const isCheckedIn = (entry: DoorListEntry) => shown[entry.reservation.id] ?? entry.reservation.checkedIn;

  const toggle = async (entry: DoorListEntry) => {
    const id = entry.reservation.id;
    if (inFlight.current.has(id)) return;
    const next = !isCheckedIn(entry);
    inFlight.current.add(id);
    setError(null);
    setShown((s) => ({ ...s, [id]: next }));
    setSaving((s) => ({ ...s, [id]: true }));
    const result = await setCheckedIn({ reservationId: id, checkedIn: next });
    inFlight.current.delete(id);
    setSaving(({ [id]: _, ...rest }) => rest);
    const answer = result.data?.setCheckedIn.reservation.checkedIn;
    if (result.error || answer === undefined) {
      setShown(({ [id]: _, ...rest }) => rest);
      setError(t('admin.door.checkInFailed', { name: entry.user.username, reason: result.error ? errorText(result.error) : t('errors.INTERNAL') }));
      return;
    }
    setShown((s) => ({ ...s, [id]: answer }));
    onSaved();
  };

  return { isCheckedIn, isSaving: (entry) => Boolean(saving[entry.reservation.id]), toggle, error };
}
