// What the router composes from the push feature (decision 0042).
export { PushDeviceSettings } from './PushDeviceSettings.js';
