// What screens outside this feature may use (app/user-profile.screen.tsx composes the profile page).
export { ProfileHeader } from './ProfileHeader.js';
export { AboutText, ProfileFacts } from './ProfileFacts.js';
export { ProfileRefusalNotice } from './ProfileRefusalNotice.js';
export { IncompleteProfileHint, OwnProfileActions } from './OwnProfileActions.js';
export { useUserProfile } from './useUserProfile.js';
export type { UserProfile } from './operations.js';
