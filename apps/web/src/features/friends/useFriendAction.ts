import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import type { CombinedError } from 'urql';
import { useErrorText } from '../../components/useErrorText.js';

/**
 * Runs a friends mutation and says how it went: a green note with `success`, or the server's refusal
 * translated. Resolves true when it worked.
 */
export function useFriendAction() {
  const errorText = useErrorText();
  return useCallback(
    async (run: () => Promise<{ error?: CombinedError }>, success: string): Promise<boolean> => {
      const { error } = await run();
      if (error) {
        notifications.show({ color: 'red', message: errorText(error) });
        return false;
      }
      notifications.show({ color: 'green', message: success });
      return true;
    },
    [errorText],
  );
}
