// What screens outside this feature may use (app/user-profile.screen.tsx composes the gallery, app/user-upload.screen.tsx the photo page).
export { PhotoGallery } from './PhotoGallery.js';
export { UserUploadScreen } from './UserUploadScreen.js';
