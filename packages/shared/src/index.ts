export * from './limits.js';
export * from './enums.js';
export * from './error-codes.js';
export * from './account.schemas.js';
export * from './routes.js';
