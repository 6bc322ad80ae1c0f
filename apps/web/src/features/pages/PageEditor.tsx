import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../i18n/react.js';
import type { VenuePage } from '../../components/venue-page/operations.js';
import { PageTextsForm } from './PageTextsForm.js';
import { CarouselEditor } from './CarouselEditor.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { pageTitle } from '../../components/venue-page/VenuePageContent.js';

/** The admin's editor for one venue page: texts in both languages, and the carousel. Full screen on phones. */
export function PageEditor({ page, onClose }: { page: VenuePage; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened onClose={onClose} title={t('pages.editor.title', { name: pageTitle(page, currentLanguage(i18n)) })} size="100%" fullScreen={phone} closeButtonProps={{ 'aria-label': t('pages.editor.close') }}>
      <PageEditorTabs page={page} onSaved={onClose} />
    </Modal>
  );
}

/** The editor's tabs (texts, images): in the dialog on the page itself, and on /admin/pages/:name. */
export function PageEditorTabs({ page, onSaved }: { page: VenuePage; onSaved?: () => void }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="texts" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="texts">{t('pages.editor.textsTab')}</Tabs.Tab>
        <Tabs.Tab value="images">{t('pages.editor.imagesTab', { count: page.images.length })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="texts">
        <PageTextsForm page={page} onSaved={onSaved} />
      </Tabs.Panel>
      <Tabs.Panel value="images">
        <CarouselEditor page={page} />
      </Tabs.Panel>
    </Tabs>
  );
}
