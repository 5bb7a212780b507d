import { createHmac } from 'node:crypto';
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

  // checked by hand with node:crypto since docs/decisions/0048: the cases jose refused stay refused
  const signedBy = (header: Record<string, unknown>, claims: unknown) => {
    const hp = `${b64(header)}.${b64(claims)}`;
    return `${hp}.${createHmac('sha256', key).update(hp).digest('base64url')}`;
  };
  it('refuses a well-signed token with a crit header, claims that are not an object, or an iat that is not a number', async () => {
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, { sid: 'abc', exp: seconds + 60 }), key, now)).toMatchObject({ sid: 'abc' });
    expect(await verifyHs256(signedBy({ alg: 'HS256', crit: ['b64'], b64: false }, { sid: 'abc', exp: seconds + 60 }), key, now)).toBeNull();
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, ['sid']), key, now)).toBeNull();
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, 'abc'), key, now)).toBeNull();
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, { sid: 'abc', iat: 'ayer' }), key, now)).toBeNull();
    expect(await verifyHs256(signedBy({ alg: 'hs256' }, { sid: 'abc' }), key, now)).toBeNull();
    // an empty signature
    const good = signedBy({ alg: 'HS256' }, { sid: 'abc' });
    expect(await verifyHs256(`${good.split('.').slice(0, 2).join('.')}.`, key, now)).toBeNull();
  });

  it('takes a token until the second of its exp, and from the second of its nbf', async () => {
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, { sid: 'a', exp: seconds + 1 }), key, now)).not.toBeNull();
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, { sid: 'a', exp: seconds }), key, now)).toBeNull();
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, { sid: 'a', nbf: seconds }), key, now)).not.toBeNull();
    expect(await verifyHs256(signedBy({ alg: 'HS256' }, { sid: 'a', nbf: seconds + 1 }), key, now)).toBeNull();
  });
});
