import { useState, type ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { ReportableSubject } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { ReportDialog } from './ReportDialog.js';

interface Props {
  subject: ReportableSubject;
  subjectId: string;
  /** The member reported, or the photo's owner. */
  name: string;
}

/** "Report" on a profile or a photo: opens the report dialog. Shown where viewerCan says so. */
export function ReportButton({ subject, subjectId, name }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" color="gray" w="fit-content" onClick={() => setOpen(true)} leftSection={<IconFlag size={16} aria-hidden="true" />}>
        {t(`reports.button.${subject}`)}
      </Button>
      <ReportDialog opened={open} onClose={() => setOpen(false)} subject={subject} subjectId={subjectId} name={name} />
    </>
  );
}

/** "Report" as an item of a menu: `item` goes into the menu's dropdown, `dialog` outside it. */
export function useReportMenuItem({ subject, subjectId, name }: Props): { item: ReactNode; dialog: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return {
    item: (
      <Menu.Item leftSection={<IconFlag size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t(`reports.button.${subject}`)}
      </Menu.Item>
    ),
    dialog: <ReportDialog opened={open} onClose={() => setOpen(false)} subject={subject} subjectId={subjectId} name={name} />,
  };
}
