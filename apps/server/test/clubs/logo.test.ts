import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasStoredFile, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, type Cast, type ClubFixture } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast);
});
afterAll(async () => { await t.close(); });

function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----partidos${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat([head, data, tail]) };
}

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 220, g: 38, b: 38 } } }).toFormat(format).toBuffer();

const upload = (token: string | undefined, clubId: string, form: { headers: Record<string, string>; body: Buffer }) =>
  t.call('POST', `/api/clubes/${clubId}/logo`, { token, headers: form.headers, body: form.body });

const fileOf = (url: string) => `public/${url.slice('/uploads/'.length)}`;

describe('POST /api/clubes/:id/logo', () => {
  it('stores a PNG as a 512 px WebP under /uploads/logos/ and shows it on the club', async () => {
    const res = await upload(cast.creador.token, club.id, multipart('logo', 'escudo.png', 'image/png', await image('png')));
    const { logo_url } = ok(res);
    expect(res.json().message).toBe('Logo actualizado');
    expect(logo_url).toMatch(/^\/uploads\/logos\/[0-9a-f]{24}\.webp$/);
    const file = await t.call('GET', logo_url);
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.miembro.token })).logo_url).toBe(logo_url);
    expect(ok(await t.call('GET', '/api/auth/me', { token: cast.miembro.token })).clubes)
      .toEqual(expect.arrayContaining([expect.objectContaining({ club_id: club.id, logo_url })]));
  });

  it('accepts JPG and GIF, and replacing the logo removes the old file', async () => {
    const first = ok(await upload(cast.creador.token, club.id, multipart('logo', 'a.jpg', 'image/jpeg', await image('jpeg')))).logo_url as string;
    const second = ok(await upload(cast.admin.token, club.id, multipart('logo', 'b.gif', 'image/gif', await image('gif', 64)))).logo_url as string;
    expect(second).not.toBe(first);
    expect(await hasStoredFile(t, fileOf(first))).toBe(false);
    expect(await hasStoredFile(t, fileOf(second))).toBe(true);
  });

  it('judges the type by the bytes: 415 for a text file named .png, a PDF, or a WebP (only JPG, PNG, GIF)', async () => {
    const text = multipart('logo', 'escudo.png', 'image/png', Buffer.from('no soy una imagen\n'.repeat(30)));
    expect(fail(await upload(cast.creador.token, club.id, text))).toEqual({ status: 415, message: 'El logo debe ser una imagen JPG, PNG o GIF' });
    const pdf = multipart('logo', 'escudo.png', 'image/png', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'));
    expect((await upload(cast.creador.token, club.id, pdf)).statusCode).toBe(415);
    const webp = multipart('logo', 'escudo.webp', 'image/webp', await image('webp'));
    expect((await upload(cast.creador.token, club.id, webp)).statusCode).toBe(415);
  });

  it('answers 413 "La imagen debe ser menor a 2MB" past 2 MB, and 400 without a file', async () => {
    const big = Buffer.concat([await image('png', 64), Buffer.alloc(2 * 1024 * 1024 + 1024)]);
    expect(fail(await upload(cast.creador.token, club.id, multipart('logo', 'big.png', 'image/png', big))))
      .toEqual({ status: 413, message: 'La imagen debe ser menor a 2MB' });
    expect(fail(await upload(cast.creador.token, club.id, multipart('imagen', 'a.png', 'image/png', await image('png')))))
      .toEqual({ status: 400, message: 'Selecciona una imagen para el logo' });
  });

  it('is refused to a Moderador and a Miembro (403), to a non-member (404) and without a session (401)', async () => {
    const form = multipart('logo', 'a.png', 'image/png', await image('png', 32));
    expect((await upload(cast.moderador.token, club.id, form)).statusCode).toBe(403);
    expect((await upload(cast.miembro.token, club.id, form)).statusCode).toBe(403);
    expect((await upload(cast.outsider.token, club.id, form)).statusCode).toBe(404);
    expect((await upload(undefined, club.id, form)).statusCode).toBe(401);
  });

  it('PUT logo_url null clears the logo and removes the file', async () => {
    const url = ok(await upload(cast.creador.token, club.id, multipart('logo', 'a.png', 'image/png', await image('png')))).logo_url as string;
    const kept = ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { logo_url: url, nombre: 'Con Logo FC' } }));
    expect(kept.logo_url).toBe(url);
    const data = ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { logo_url: null } }));
    expect(data.logo_url).toBeNull();
    expect(await hasStoredFile(t, fileOf(url))).toBe(false);
  });
});
