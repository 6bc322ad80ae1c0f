import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../i18n/react.js';
import type { VenuePage } from '../../components/venue-page/operations.js';
import { PageTextsForm } from './PageTextsForm.js';
import { CarouselEditor } from './CarouselEditor.js';

/** The admin's editor for one venue page: texts in both languages, and the carousel. Full screen on phones. */
export function PageEditor({ page, onClose }: { page: VenuePage; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened onClose={onClose} title={t('pages.editor.title', { name: page.name })} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('pages.editor.close') }}>
      <Tabs defaultValue="texts" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="texts">{t('pages.editor.textsTab')}</Tabs.Tab>
          <Tabs.Tab value="images">{t('pages.editor.imagesTab', { count: page.images.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="texts">
          <PageTextsForm page={page} onSaved={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="images">
          <CarouselEditor page={page} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
