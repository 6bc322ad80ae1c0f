// What screens outside this feature may use (app/user-profile.screen.tsx composes it).
export { BlockButton, useBlockMenuItem } from './BlockButton.js';
export { BlockDialog } from './BlockDialog.js';
