// What screens outside this feature may use (app/user-profile.screen.tsx composes the profile page).
export { WriteButton } from './WriteButton.js';
