// What screens outside this feature may use (app/user-profile.screen.tsx composes it).
export { BlockButton } from './BlockButton.js';
export { BlockDialog } from './BlockDialog.js';
