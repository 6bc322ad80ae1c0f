import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useInstallOffer } from '../pwa/install-offer.js';

// Loaded only where the app can be installed.
const InstallApp = lazy(() => import('../pwa/InstallApp.js').then((m) => ({ default: m.InstallApp })));

/**
 * The slim sticky header of every screen, one row at every width: the brand, the layout's
 * navigation (`nav`), then the offer to install the app where there is one, and the layout's
 * controls at the end (`end`: language, "Mehr", "Menü"). Plain elements and shell.css: it is part
 * of every public page's first bundle.
 */
export function SiteHeader({ brandTo, nav, end }: { brandTo: string; nav?: ReactNode; end?: ReactNode }) {
  const { t } = useTranslation();
  const installOffer = useInstallOffer();
  return (
    <header className="venue-header">
      <div className="venue-header-row">
        <Link to={brandTo} className="venue-brand">
          {t('brand')}
        </Link>
        <div className="venue-header-nav">{nav}</div>
        <div className="venue-header-end">
          {/* In this row, whose height never changes, so that the offer arriving late moves nothing. */}
          {installOffer && (
            <Suspense fallback={null}>
              <InstallApp />
            </Suspense>
          )}
          {end}
        </div>
      </div>
    </header>
  );
}
