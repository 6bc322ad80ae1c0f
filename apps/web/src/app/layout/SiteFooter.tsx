import { Link } from 'react-router';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { directionsUrl, pathTo, phoneHref, VENUE } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

const ICON = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

/**
 * Below every visitor and member page (above the tab bar on phones): where the venue is, when it is
 * open (its opening-times page: the hours exist only as that page's text), how to call, write or
 * get there, and the legal pages.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="venue-footer">
      <div className="venue-footer-inner">
        <div>
          <h2>{VENUE.name}</h2>
          <address>
            {VENUE.street}
            <br />
            {VENUE.place}
          </address>
          <ul>
            <li>
              <a href={directionsUrl()} target="_blank" rel="noopener noreferrer">
                <IconMapPin {...ICON} />
                {t('footer.directions')}
                <span className="venue-visually-hidden"> {t('footer.directionsHint')}</span>
              </a>
            </li>
            <li>
              <Link to={pathTo('page', { name: 'opening-times' })}>
                <IconClock {...ICON} />
                {t('footer.openingTimes')}
              </Link>
            </li>
          </ul>
        </div>
        <ul>
          <li>
            <a href={phoneHref()} aria-label={`${t('footer.call')} ${VENUE.phone}`}>
              <IconPhone {...ICON} />
              {VENUE.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${VENUE.email}`} aria-label={`${t('footer.write')} ${VENUE.email}`}>
              <IconMail {...ICON} />
              {VENUE.email}
            </a>
          </li>
        </ul>
        <nav aria-label={t('footer.legal')}>
          <ul>
            <li>
              <Link to={pathTo('page', { name: 'impressum' })}>{t('footer.impressum')}</Link>
            </li>
            <li>
              <Link to={pathTo('page', { name: 'datenschutz' })}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={pathTo('page', { name: 'agb' })}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="venue-footer-bottom">{t('footer.copyright', { year: new Date().getFullYear(), company: VENUE.company })}</p>
    </footer>
  );
}
