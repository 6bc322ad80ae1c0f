// What screens outside this feature may use (app/classifieds.screen.tsx composes the screen with the
// conversations' write button and the reports' dialog).
export { ClassifiedsScreen, type OthersActions } from './ClassifiedsScreen.js';
export type { Classified } from './operations.js';
