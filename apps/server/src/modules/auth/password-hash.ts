import { hash, verify } from '@node-rs/argon2';

export interface PasswordCost { memoryCost: number; timeCost: number }

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2 };

/**
 * Hashes new passwords at `cost`. A stored hash carries its own parameters, so verifying works whatever cost made
 * it. Only the API tests pass a cheaper cost (test/helpers.ts); test/auth/password-hash.test.ts holds production
 * to PASSWORD_COST.
 */
export function passwordHasher(cost: PasswordCost = PASSWORD_COST) {
  const options = { ...cost, parallelism: 1 };
  /** A fixed hash to verify against when the account does not exist, so timing does not reveal accounts. */
  let dummy: Promise<string> | undefined;
  return {
    hash: (password: string): Promise<string> => hash(password, options),
    async verify(stored: string | null | undefined, password: string): Promise<boolean> {
      if (!stored) {
        dummy ??= hash('partidos-dummy-password', options);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      return verify(stored, password).catch(() => false);
    },
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;

const production = passwordHasher();
export const hashPassword = production.hash;
