import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

// Passwords are hashed with argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane) unless a test asks for less;
// the other API tests hash cheaply (test/helpers.ts), so this file holds the app's default to production's cost.

async function storedHash(t: TestApp, correo: string): Promise<string> {
  const res = await t.database.db.execute(sql`select password_hash from users where correo = ${correo}`);
  return (res as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
}

describe('password hashing', () => {
  let production: TestApp;
  let cheap: TestApp;
  beforeAll(async () => {
    production = await createTestApp({}, { passwordCost: undefined });
    cheap = await createTestApp();
  });
  afterAll(async () => { await production.close(); await cheap.close(); });

  it('an app built as production hashes new passwords with argon2id, 19 MiB, 2 passes, 1 lane', async () => {
    const u = await registerUser(production);
    expect(await storedHash(production, u.correo)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await production.call('POST', '/api/auth/login', { body: { correo: u.correo, password: u.password } });
    expect(login.statusCode).toBe(200);
  });

  it('a hash carries its parameters: one made at another cost still verifies, and a wrong password does not', async () => {
    const u = await registerUser(cheap);
    const hash = await storedHash(cheap, u.correo);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // the same row in the production-cost app
    await production.database.db.execute(sql`update users set password_hash = ${hash} where correo = ${(await registerUser(production, { correo: u.correo.replace('@', '.p@') })).correo}`);
    const ok = await production.call('POST', '/api/auth/login', { body: { correo: u.correo.replace('@', '.p@'), password: u.password } });
    expect(ok.statusCode).toBe(200);
    const wrong = await production.call('POST', '/api/auth/login', { body: { correo: u.correo.replace('@', '.p@'), password: 'otra-clave-123' } });
    expect(wrong.statusCode).toBe(401);
  });
});
