import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { PageLoader } from '../../components/PageLoader.js';
import { useSession } from '../../app/session/context.js';
import { showWarning } from '../../app/warnings.js';
import type { GuardWarning } from '../../app/guards.js';

/**
 * Signs out (server first, then a fresh cache) and goes to sign-in. A warning handed over in the
 * navigation state is shown; the guard shows its own (rule 7) before it sends the member here.
 */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const location = useLocation();
  const started = useRef(false);
  const warning = (location.state as { warning?: GuardWarning } | null)?.warning;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.signOut().then(() => {
      if (warning) showWarning(i18n, warning);
      return navigate(pathTo('signIn'), { replace: true });
    });
  }, [session, navigate, i18n, warning]);

  return <PageLoader />;
}
