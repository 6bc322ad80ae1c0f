// The one localStorage key of the discretion choices (decision 0043), and the event that tells this
// tab they changed. Kept apart from storage.ts so the public pages' neutral-tab check
// (neutral-tab.ts, in every page's first JavaScript) does not bring the whole store along.

export const STORAGE_KEY = 'venue.discretion';
export const CHANGED_EVENT = 'venue:discretion';
