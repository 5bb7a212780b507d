export * from './users.js';
export * from './sessions.js';
export * from './clubs.js';
export * from './join-requests.js';
export * from './payment-accounts.js';
export * from './moderation-log.js';
export * from './lugares.js';
export * from './partidos.js';
