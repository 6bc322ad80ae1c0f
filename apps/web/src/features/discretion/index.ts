// Discretion on the device (decision 0043): what the members' layout, the settings and leaving
// the account use of this feature.
export { QuickExitButton } from './QuickExitButton.js';
export { DiscretionGate } from './DiscretionGate.js';
export { DiscretionSettings } from './DiscretionSettings.js';
export { forgetChoices as forgetDiscretion } from './storage.js';
