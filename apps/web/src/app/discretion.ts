// The discretion feature (decision 0043) as the settings screen and leaving the account use it:
// a feature does not import another (boundaries.test.ts), the app composes them.
export { DiscretionSettings, forgetDiscretion } from '../features/discretion/index.js';
