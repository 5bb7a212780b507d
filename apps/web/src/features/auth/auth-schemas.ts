// Loaded on demand by ./schemas.ts: a chunk of its own.
export { correoSchema, passwordSchema } from '@partidos/shared';
