import { useQuery } from 'urql';
import { PhotoReportabilityQuery } from './operations.js';
import { ReportButton } from './ReportButton.js';

/** The photo page's "report photo": only for a photo of `slug` the viewer sees and may report (the server decides). */
export function PhotoReportButton({ photoId, slug }: { photoId: string; slug: string }) {
  const [{ data }] = useQuery({ query: PhotoReportabilityQuery, variables: { id: photoId }, requestPolicy: 'cache-and-network' });
  const photo = data?.photo;
  if (!photo || !photo.viewerCanReport || photo.ownerSlug !== slug.toLowerCase()) return null;
  return <ReportButton subject="PHOTO" subjectId={photo.id} name={photo.ownerUsername} />;
}
