import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { UserUploadScreen } from '../features/photos/index.js';
import { PhotoReportButton } from '../features/reports/index.js';

/**
 * `/users/:slug/user-uploads/:id` (route userUpload): one photo (photos feature) and, for those who
 * may, "report photo" (reports feature) below it.
 */
export function Component() {
  const { slug = '', id = '' } = useParams();
  return (
    <Stack gap="md">
      <UserUploadScreen />
      <PhotoReportButton photoId={id} slug={slug} />
    </Stack>
  );
}
