import { Button } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../i18n/react.js';

/**
 * "Verifizieren": where a verified-only action was refused (NEED_VERIFIED, spec §8 "need to verify
 * your account"), the way to the verification on /premium (docs/decisions/0033).
 */
export function VerifyButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={`${pathTo('premium')}#verification`} size="sm" variant="light" leftSection={<IconShieldCheck size={16} aria-hidden />} w="fit-content">
      {t('verification.needVerified')}
    </Button>
  );
}

/** Whether a refusal is the one a verification lifts. */
export const needsVerification = (code: string | null | undefined): boolean => code === 'NEED_VERIFIED';
