import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasStoredFile, registerUser, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----partidos${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat([head, data, tail]) };
}

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 22, g: 163, b: 74 } } }).png().toBuffer();

const upload = (token: string | undefined, form: { headers: Record<string, string>; body: Buffer }) =>
  t.call('POST', '/api/usuarios/me/avatar', { token, headers: form.headers, body: form.body });

/** Where a /uploads/… URL lives on disk. */
const fileOf = (url: string) => `public/${url.slice('/uploads/'.length)}`;

describe('POST /api/usuarios/me/avatar', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const form = multipart('avatar', 'foto.png', 'image/png', await png());
    expect((await upload(undefined, form)).statusCode).toBe(401);
    expect((await upload('x.y.z', form)).statusCode).toBe(401);
  });

  it('answers 400 when no file is sent', async () => {
    const { token } = await registerUser(t);
    const notMultipart = await t.call('POST', '/api/usuarios/me/avatar', { token, body: { avatar: 'foto.png' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().success).toBe(false);
    const wrongField = await upload(token, multipart('foto', 'foto.png', 'image/png', await png()));
    expect(wrongField.statusCode).toBe(400);
  });

  it('stores a PNG as a 512 px WebP under /uploads/avatars/ that anyone can GET', async () => {
    const { token } = await registerUser(t);
    const res = await upload(token, multipart('avatar', 'foto.png', 'image/png', await png()));
    expect(res.statusCode).toBe(200);
    const { photoURL, user } = res.json().data;
    expect(res.json()).toMatchObject({ success: true, message: 'Foto de perfil actualizada' });
    expect(photoURL).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
    expect(user).toMatchObject({ photoURL, avatar_url: photoURL });

    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.json().data.photoURL).toBe(photoURL);

    const file = await t.call('GET', photoURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('judges the type by the bytes: a PNG named .txt is accepted', async () => {
    const { token } = await registerUser(t);
    const res = await upload(token, multipart('avatar', 'notas.txt', 'text/plain', await png(64, 64)));
    expect(res.statusCode).toBe(200);
  });

  it('answers 415 "Solo puedes subir archivos de imagen" for a text file renamed .png', async () => {
    const { token } = await registerUser(t);
    const res = await upload(token, multipart('avatar', 'foto.png', 'image/png', Buffer.from('esto no es una imagen, solo texto\n'.repeat(20))));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, code: 'SOLO_IMAGENES', message: 'Solo puedes subir archivos de imagen' });
    expect((await t.call('GET', '/api/auth/me', { token })).json().data.photoURL).toBeNull();
  });

  it('answers 415 for a file that is not among the image types, such as a PDF', async () => {
    const { token } = await registerUser(t);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const res = await upload(token, multipart('avatar', 'foto.png', 'image/png', pdf));
    expect(res.statusCode).toBe(415);
  });

  it('answers 415 for bytes that start like a PNG but do not decode', async () => {
    const { token } = await registerUser(t);
    const real = await png(64, 64);
    const broken = Buffer.concat([real.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload(token, multipart('avatar', 'foto.png', 'image/png', broken));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Solo puedes subir archivos de imagen');
  });

  it('answers 413 "La imagen debe ser menor a 5MB" for a file over 5 MB', async () => {
    const { token } = await registerUser(t);
    const big = Buffer.concat([await png(64, 64), Buffer.alloc(5 * 1024 * 1024 + 1024)]);
    const res = await upload(token, multipart('avatar', 'grande.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, code: 'IMAGEN_MAX5', message: 'La imagen debe ser menor a 5MB' });
    expect((await t.call('GET', '/api/auth/me', { token })).json().data.photoURL).toBeNull();
  });

  it('answers 400 for two files at once', async () => {
    const { token } = await registerUser(t);
    const one = multipart('avatar', 'a.png', 'image/png', await png(64, 64));
    const two = multipart('avatar', 'b.png', 'image/png', await png(64, 64));
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const otherBoundary = two.headers['content-type'].split('boundary=')[1]!;
    // both parts under the first boundary
    const body = Buffer.concat([
      one.body.subarray(0, one.body.length - `--${boundary}--\r\n`.length),
      Buffer.from(two.body.toString('latin1').replaceAll(otherBoundary, boundary), 'latin1'),
    ]);
    const res = await upload(token, { headers: one.headers, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Solo puedes subir un archivo');
  });

  it('replacing the photo removes the old file', async () => {
    const { token } = await registerUser(t);
    const first = (await upload(token, multipart('avatar', 'a.png', 'image/png', await png()))).json().data.photoURL as string;
    const second = (await upload(token, multipart('avatar', 'b.png', 'image/png', await png(300, 300)))).json().data.photoURL as string;
    expect(second).not.toBe(first);
    expect(await hasStoredFile(t, fileOf(first))).toBe(false);
    expect((await t.call('GET', first)).statusCode).toBe(404);
    expect((await t.call('GET', second)).statusCode).toBe(200);
  });
});

describe('GET /uploads/…', () => {
  it('serves only the public folder: a path climbing out of it is not found', async () => {
    const { correo } = await registerUser(t);
    await t.call('POST', '/api/auth/forgot-password', { body: { correo } }); // a file with a reset link in DATA_DIR/outbox
    const [mail] = readdirSync(path.join(t.dataDir, 'outbox'));
    expect(mail).toBeDefined();
    for (const url of [`/uploads/../../outbox/${mail}`, `/uploads/%2e%2e/%2e%2e/outbox/${mail}`, `/uploads/..%2f..%2foutbox%2f${mail}`]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('reset-password');
    }
  });
});

describe('DELETE /api/usuarios/me/avatar', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.call('DELETE', '/api/usuarios/me/avatar')).statusCode).toBe(401);
    expect((await t.call('DELETE', '/api/usuarios/me/avatar', { token: 'x.y.z' })).statusCode).toBe(401);
  });

  it('sets photoURL to null and deletes the file', async () => {
    const { token } = await registerUser(t);
    const url = (await upload(token, multipart('avatar', 'a.png', 'image/png', await png()))).json().data.photoURL as string;
    expect(await hasStoredFile(t, fileOf(url))).toBe(true);

    const res = await t.call('DELETE', '/api/usuarios/me/avatar', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Foto de perfil eliminada' });
    expect(res.json().data.user).toMatchObject({ photoURL: null, avatar_url: null });

    expect((await t.call('GET', '/api/auth/me', { token })).json().data.photoURL).toBeNull();
    expect(await hasStoredFile(t, fileOf(url))).toBe(false);
    expect((await t.call('GET', url)).statusCode).toBe(404);
  });

  it('is harmless when there is no photo', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('DELETE', '/api/usuarios/me/avatar', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.photoURL).toBeNull();
  });

  it("does not touch another person's photo", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const url = (await upload(a.token, multipart('avatar', 'a.png', 'image/png', await png()))).json().data.photoURL as string;
    await t.call('DELETE', '/api/usuarios/me/avatar', { token: b.token });
    expect(await hasStoredFile(t, fileOf(url))).toBe(true);
    expect((await t.call('GET', '/api/auth/me', { token: a.token })).json().data.photoURL).toBe(url);
  });
});
