// What screens outside this feature may use (app/user-profile.screen.tsx composes the gallery).
export { PhotoGallery } from './PhotoGallery.js';
