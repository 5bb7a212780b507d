import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInviteCode } from '../../src/modules/clubs/invite-code.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { ok, person } from './factory.js';

// The app is given a generator that hands out queued codes first, so a test can make it hit a code already taken.
const queue: string[] = [];

let t: TestApp;
beforeAll(async () => { t = await createTestApp({}, { inviteCode: () => queue.shift() ?? generateInviteCode() }); });
afterAll(async () => { await t.close(); });

describe('invitation code collisions', () => {
  it('creating a club retries with another code when the first one is taken', async () => {
    const p = await person(t);
    queue.push('AAAA2222');
    expect(ok(await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'Primero FC' } }), 201).codigo_invitacion).toBe('AAAA2222');
    queue.push('AAAA2222', 'BBBB3333');
    expect(ok(await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'Segundo FC' } }), 201).codigo_invitacion).toBe('BBBB3333');
  });

  it('regenerating retries when the new code is taken', async () => {
    const p = await person(t);
    queue.push('CCCC4444');
    ok(await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'Tercero FC' } }), 201);
    queue.push('DDDD5555');
    const club = ok(await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'Cuarto FC' } }), 201);
    queue.push('CCCC4444', 'EEEE6666');
    expect(ok(await t.call('POST', `/api/clubes/${club._id}/regenerar-codigo`, { token: p.token })).codigo_invitacion).toBe('EEEE6666');
  });
});
