import { createHash, randomBytes } from 'node:crypto';

/** Ids are 24 lowercase hex characters (DESIGN §3): 4 bytes of time then 8 random, so they sort by creation. */
export function newId(): string {
  const t = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return t + randomBytes(8).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const isId = (v: unknown): v is string => typeof v === 'string' && ID_PATTERN.test(v);

export const sha256 = (v: string): string => createHash('sha256').update(v).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
