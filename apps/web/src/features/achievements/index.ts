// What screens outside this feature may use (app/user-profile.screen.tsx composes it).
export { ProfileAchievements } from './ProfileAchievements.js';
