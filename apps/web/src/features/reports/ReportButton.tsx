import { useState } from 'react';
import { Button } from '@mantine/core';
import type { ReportableSubject } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { ReportDialog } from './ReportDialog.js';
import { IconFlag } from '@tabler/icons-react';

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
