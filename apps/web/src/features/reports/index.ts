// What screens outside this feature may use (app/user-profile.screen.tsx and app/user-upload.screen.tsx compose them).
export { ReportButton, useReportMenuItem } from './ReportButton.js';
export { PhotoReportButton } from './PhotoReportButton.js';
