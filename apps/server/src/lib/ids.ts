import { createHash, randomBytes } from 'node:crypto';

// the random bytes of ids drawn 4 KB at a time: one call into the system's generator for 512 ids instead of one each
// (a sign-up makes one or two; docs/decisions/0061)
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let taken = 0;

/** Ids are 24 lowercase hex characters: 4 bytes of time then 8 random, so they sort by creation. */
export function newId(): string {
  const t = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  if (taken + 8 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    taken = 0;
  }
  taken += 8;
  return t + pool.toString('hex', taken - 8, taken);
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const isId = (v: unknown): v is string => typeof v === 'string' && ID_PATTERN.test(v);

export const sha256 = (v: string): string => createHash('sha256').update(v).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
