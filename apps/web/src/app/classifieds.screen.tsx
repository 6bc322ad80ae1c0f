import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.js';
import { ClassifiedsScreen, type Classified } from '../features/classifieds/index.js';
import { WriteButton } from '../features/conversations/index.js';
import { useReportMenuItem } from '../features/reports/index.js';

/**
 * Under another member's classified: "Nachricht schreiben" (the conversations' own button and
 * dialog, so the conversation rules and their refusals apply) and, behind a menu, "Inserat melden".
 */
function OthersActions({ classified }: { classified: Classified }) {
  const { t } = useTranslation();
  const report = useReportMenuItem({ subject: 'CLASSIFIED', subjectId: classified.id, name: classified.author.username });
  return (
    <>
      <WriteButton slug={classified.author.slug} contact={classified.authorContact && { ...classified.authorContact, member: classified.author }} />
      {classified.viewerCan.report && (
        <>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" radius="md" aria-label={t('classifieds.card.moreActions', { name: classified.author.username })} title={t('profile.moreActions')}>
                <IconDots size={20} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>{report.item}</Menu.Dropdown>
          </Menu>
          {report.dialog}
        </>
      )}
    </>
  );
}

/** `/classifieds` (issue 16), composed from the classifieds, conversations and reports features. */
export function Component() {
  return <ClassifiedsScreen OthersActions={OthersActions} />;
}
