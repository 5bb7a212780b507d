import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../../src/modules/auth/sessions.js';

const key = new TextEncoder().encode('a-secret-of-the-test-with-enough-length');
const now = new Date('2026-11-21T12:00:00Z');
const seconds = now.getTime() / 1000;
const sign = (claims: Record<string, unknown>, k = key, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt(seconds - 60).sign(k);
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('verifyHs256 (session tokens)', () => {
  it('reads the claims of a token signed with the key, before it expires', async () => {
    const token = await sign({ sid: 'abc', exp: seconds + 3600 });
    expect(await verifyHs256(token, key, now)).toMatchObject({ sid: 'abc', exp: seconds + 3600 });
  });

  it('refuses another key, a changed payload or signature, an expired or not-yet-valid token', async () => {
    const token = await sign({ sid: 'abc', exp: seconds + 3600 });
    expect(await verifyHs256(token, new TextEncoder().encode('another-secret-of-the-same-length!!!!!!'), now)).toBeNull();
    const [h, , s] = token.split('.');
    expect(await verifyHs256(`${h}.${b64({ sid: 'other', exp: seconds + 3600 })}.${s}`, key, now)).toBeNull();
    expect(await verifyHs256(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, key, now)).toBeNull();
    expect(await verifyHs256(await sign({ sid: 'abc', exp: seconds }), key, now)).toBeNull();
    expect(await verifyHs256(await sign({ sid: 'abc', exp: seconds + 60, nbf: seconds + 30 }), key, now)).toBeNull();
    expect(await verifyHs256(await sign({ sid: 'abc', exp: 'never' }), key, now)).toBeNull();
  });

  it('refuses other algorithms and malformed tokens', async () => {
    expect(await verifyHs256(`${b64({ alg: 'none' })}.${b64({ sid: 'abc' })}.`, key, now)).toBeNull();
    expect(await verifyHs256(await sign({ sid: 'abc' }, key, 'HS512'), key, now)).toBeNull();
    expect(await verifyHs256('not-a-token', key, now)).toBeNull();
    expect(await verifyHs256('a.b.c', key, now)).toBeNull();
    expect(await verifyHs256('', key, now)).toBeNull();
  });
});
