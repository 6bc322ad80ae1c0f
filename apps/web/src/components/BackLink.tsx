import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';

/**
 * The one way back to where a screen came from ("Zurück zu den News"): a link with an arrow at the
 * top of the screen, drawn in plain CSS (components/plain-button.css) so public pages stay light.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="venue-back-link">
      <IconArrowLeft size={16} stroke={2} aria-hidden="true" />
      <span>{children}</span>
    </Link>
  );
}
