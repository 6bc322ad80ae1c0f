// What the router composes from the verification feature (docs/decisions/0033).
export { VerificationSection } from './VerificationSection.js';
