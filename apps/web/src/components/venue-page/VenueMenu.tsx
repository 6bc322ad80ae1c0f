import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Anchor, Box } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { currentLanguage } from '../../i18n/i18n.js';
import { PagesNavQuery } from './operations.js';
import { ResponsiveGrid } from '../ResponsiveGrid.js';
import { PlainButton } from '../PlainButton.js';

/**
 * "Club": a disclosure button in the header that opens the list of all venue pages (one column on
 * phones, three on wide screens). Closes with Escape, a click elsewhere or on navigation. A plain
 * disclosure, not a menu widget: the links are ordinary links in tab order.
 */
export function VenueMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The 22 links are made when the menu is first opened (then kept): less for every page to
  // render and hydrate; without scripts the button cannot open the panel anyway.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [{ data }] = useQuery({ query: PagesNavQuery });
  const language = currentLanguage(i18n);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  const pages = data?.pages ?? [];
  return (
    <Box ref={root} onKeyDown={onKeyDown} style={{ position: 'static' }}>
      <PlainButton
        ref={button}
        variant="subtle"
        tone="gray"
        size="compact-sm"
        style={{ paddingInline: 4 }}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        rightSection={<span aria-hidden="true">{open ? '▴' : '▾'}</span>}
      >
        {t('pages.nav.menu')}
      </PlainButton>
      <Box
        id={panelId}
        hidden={!open}
        pos="absolute"
        left={0}
        right={0}
        mt="xs"
        p="md"
        bg="dark.7"
        style={{ zIndex: 300, borderBottom: '1px solid var(--mantine-color-dark-5)', maxHeight: '70vh', overflowY: 'auto' }}
      >
        {opened && (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} maw={960} mx="auto">
            <ResponsiveGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" verticalSpacing={4}>
              {pages.map((page) => (
                <li key={page.name}>
                  <Anchor component={NavLink} to={pathTo('page', { name: page.name })} c="dark.0" fz="sm" py={6} display="block" className="venue-nav-link">
                    {language === 'en' ? page.titleEn : page.titleDe}
                  </Anchor>
                </li>
              ))}
            </ResponsiveGrid>
          </Box>
        )}
      </Box>
    </Box>
  );
}
