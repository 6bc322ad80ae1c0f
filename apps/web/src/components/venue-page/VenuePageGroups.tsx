import { useId } from 'react';
import { NavLink } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { PagesNavQuery } from './operations.js';
import { groupVenuePages } from './page-groups.js';

/**
 * The venue pages under a few headings (Besuch planen / Erleben / Über uns), each group a list of
 * links named by its heading. In the "Club" menu (three columns on wide screens) and the sheets.
 */
export function VenuePageGroups({ columns = false, onNavigate }: { columns?: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [{ data }] = useQuery({ query: PagesNavQuery });
  const language = currentLanguage(i18n);
  return (
    <div className="venue-page-groups" data-columns={columns || undefined}>
      {groupVenuePages(data?.pages ?? []).map(({ group, pages }) => (
        <div key={group}>
          <span className="venue-group-label" id={`${id}-${group}`}>
            {t(`nav.venueGroups.${group}`)}
          </span>
          <ul className="venue-link-list" aria-labelledby={`${id}-${group}`}>
            {pages.map((page) => (
              <li key={page.name}>
                <NavLink to={pathTo('page', { name: page.name })} className="venue-nav-link" onClick={onNavigate}>
                  {language === 'en' ? page.titleEn : page.titleDe}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
