import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  const reader = () => {
    let reads = 0;
    return { read: async () => `valor ${++reads}`, reads: () => reads };
  };

  it('serves a key from memory while its version holds, and reads again when it changes', async () => {
    const c = new VersionedCache(10);
    const r = reader();
    expect(await c.through('a', '1', r.read)).toBe('valor 1');
    expect(await c.through('a', '1', r.read)).toBe('valor 1');
    expect(await c.through('a', '2', r.read)).toBe('valor 2');
    expect(r.reads()).toBe(2);
  });

  it('keeps one entry per key: a newer version replaces the old one, and the old version is read again', async () => {
    const c = new VersionedCache(10);
    const r = reader();
    for (let v = 1; v <= 50; v++) await c.through('lista', String(v), r.read);
    expect(c.size).toBe(1);
    expect(await c.through('lista', '50', r.read)).toBe('valor 50');
    expect(await c.through('lista', '49', r.read)).toBe('valor 51');
    expect(c.size).toBe(1);
  });

  it('reads a key once for every request that misses it while the read is under way; another version reads apart', async () => {
    const c = new VersionedCache(10);
    let reads = 0;
    let open!: () => void;
    const gate = new Promise<void>((r) => { open = r; });
    const read = async () => { reads++; await gate; return `valor ${reads}`; };
    const same = [c.through('lista', '1', read), c.through('lista', '1', read), c.through('lista', '1', read)];
    const newer = c.through('lista', '2', read);
    open();
    expect(await Promise.all(same)).toEqual(['valor 2', 'valor 2', 'valor 2']);
    expect(await newer).toBe('valor 2');
    expect(reads).toBe(2);
  });

  it('a read under way when a newer version was set does not put its older value back (a write keeping its rows)', async () => {
    const c = new VersionedCache(10);
    let open!: () => void;
    const gate = new Promise<void>((r) => { open = r; });
    const slow = c.through('detalle', '1', async () => { await gate; return 'leído antes'; });
    c.set('detalle', '2', 'de la escritura');
    open();
    expect(await slow).toBe('leído antes');
    expect(c.get('detalle', '2')).toBe('de la escritura');
    expect(c.get('detalle', '1')).toBeUndefined();
    // a read that starts after it replaces it as before
    expect(await c.through('detalle', '3', async () => 'nuevo')).toBe('nuevo');
    expect(c.get('detalle', '2')).toBeUndefined();
  });

  it('a failed read fails its waiters, keeps nothing, and the next request reads again', async () => {
    const c = new VersionedCache(10);
    let reads = 0;
    const failing = async () => { reads++; await Promise.resolve(); throw new Error('base caída'); };
    const both = [c.through('k', '1', failing), c.through('k', '1', failing)];
    for (const p of both) await expect(p).rejects.toThrow('base caída');
    expect(reads).toBe(1);
    expect(await c.through('k', '1', async () => 'ok')).toBe('ok');
  });

  it('lets the least recently used key go past its capacity, and keeps nothing at capacity 0', async () => {
    const c = new VersionedCache(2);
    const r = reader();
    await c.through('a', '1', r.read);
    await c.through('b', '1', r.read);
    await c.through('a', '1', r.read); // a used last
    await c.through('c', '1', r.read); // b goes
    expect(c.size).toBe(2);
    expect(await c.through('a', '1', r.read)).toBe('valor 1');
    expect(await c.through('b', '1', r.read)).toBe('valor 4');
    const off = new VersionedCache(0);
    await off.through('a', '1', r.read);
    expect(off.size).toBe(0);
  });

  it('reads without keeping when there is no version, and again when fresh turns a value down', async () => {
    const c = new VersionedCache(10);
    const r = reader();
    await c.through('a', null, r.read);
    expect(c.size).toBe(0);
    await c.through('b', '1', r.read);
    expect(await c.through('b', '1', r.read, () => false)).toBe('valor 3');
  });

  it('in a large cache, a key used again outlives the others set before it, whether or not it was moved', () => {
    const c = new VersionedCache(100);
    for (let i = 0; i < 100; i++) c.set(`k${i}`, '1', i);
    expect(c.get('k0', '1')).toBe(0); // the oldest: moved to the recent end
    expect(c.get('k99', '1')).toBe(99); // just set: already there
    expect(c.get('k0', '1')).toBe(0); // just moved: stays
    for (let i = 100; i < 175; i++) c.set(`k${i}`, '1', i);
    // 75 went: the 75 oldest that were not used again
    expect(c.size).toBe(100);
    expect(c.peek('k0')?.value).toBe(0);
    expect(c.peek('k99')?.value).toBe(99);
    expect(c.peek('k1')).toBeUndefined();
    expect(c.peek('k75')).toBeUndefined();
    expect(c.peek('k76')?.value).toBe(76);
  });
  it("a value kept from now on is not served to a reader who read its version before (a write's own rows, kept after its commit)", async () => {
    const c = new VersionedCache(10);
    const r = reader();
    const before = c.seen(); // a reader reads the version, then the write's commit is acknowledged and its rows kept
    c.set('a', '2', 'escrito', undefined, true);
    const after = c.seen();
    expect(c.get('a', '2', before)).toBeUndefined();
    expect(c.get('a', '2', after)).toBe('escrito');
    expect(c.get('a', '2')).toBe('escrito'); // (the writer itself, which checks the version in its own statement)
    // the early reader reads the rows, and what it keeps under that version is served to everyone
    expect(await c.through('a', '2', r.read, undefined, before)).toBe('valor 1');
    expect(c.get('a', '2', before)).toBe('valor 1');
    expect(await c.through('a', '2', r.read, undefined, after)).toBe('valor 1');
  });
});
