import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed of a header sheet: `wanted` once it was first opened (its code is loaded then, and
 * kept for the closing animation); it closes when the page changes.
 */
export function useSheet() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return {
    open,
    wanted,
    show: () => {
      setWanted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}
