import sharp from 'sharp';
import type { TestApp } from '../helpers.js';
import { ok, type Person } from '../clubs/factory.js';

export interface FilePart { filename: string; type: string; data: Buffer }

/** A multipart/form-data body: text fields, and the file under `comprobante` unless another name is given. */
export function form(fields: Record<string, string | number | undefined>, file?: FilePart, fileField = 'comprobante') {
  const boundary = `----partidos${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(chunks) };
}

const image = (format: 'png' | 'jpeg', size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 22, g: 163, b: 74 } } }).toFormat(format).toBuffer();

export const pngBytes = (size = 48) => image('png', size);
export const jpegBytes = (size = 48) => image('jpeg', size);
/** A small but real PDF: file-type knows it by its %PDF header. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n'
  + 'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A text file, to be sent with an image's name and type. */
export const TEXT_BYTES = Buffer.from('esto no es una imagen, es un texto cualquiera\n'.repeat(20));

export const png = async (filename = 'comprobante.png'): Promise<FilePart> => ({ filename, type: 'image/png', data: await pngBytes() });
export const pdf = (filename = 'boleta.pdf'): FilePart => ({ filename, type: 'application/pdf', data: PDF_BYTES });

/** POST /partidos/{id}/pagos/subir with one file. */
export function subir(t: TestApp, token: string | undefined, partidoId: string, file?: FilePart) {
  const f = form({}, file);
  return t.call('POST', `/api/partidos/${partidoId}/pagos/subir`, { token, headers: f.headers, body: f.body });
}

/** POST /partidos/{id}/pagos/arriendo. */
export function arriendo(t: TestApp, token: string | undefined, partidoId: string, fields: Record<string, string | number | undefined>, file?: FilePart) {
  const f = form(fields, file);
  return t.call('POST', `/api/partidos/${partidoId}/pagos/arriendo`, { token, headers: f.headers, body: f.body });
}

export const miPago = (t: TestApp, p: Person, partidoId: string) => t.call('GET', `/api/partidos/${partidoId}/pagos/mi-pago`, { token: p.token });
export const estadisticas = (t: TestApp, token: string | undefined, partidoId: string) =>
  t.call('GET', `/api/partidos/${partidoId}/pagos/estadisticas`, { token });

export const aprobar = (t: TestApp, token: string, partidoId: string, usuarioId: string, notas?: string) =>
  t.call('PUT', `/api/partidos/${partidoId}/pagos/${usuarioId}/validar`, { token, body: { accion: 'aprobar', notas } });
export const rechazar = (t: TestApp, token: string, partidoId: string, usuarioId: string, motivo?: string) =>
  t.call('PUT', `/api/partidos/${partidoId}/pagos/${usuarioId}/rechazar`, { token, body: { motivo } });

/** The player's own payment (data.pago), failing unless the call succeeds. */
export async function pagoDe(t: TestApp, p: Person, partidoId: string) {
  return ok(await miPago(t, p, partidoId)).pago;
}

/** Uploads a PNG receipt and returns the payment (Validando). */
export async function subirOk(t: TestApp, p: Person, partidoId: string) {
  return ok(await subir(t, p.token, partidoId, await png())).pago;
}

export const SIGNED_URL = /^\/api\/comprobantes\/(pago|arriendo)\/[0-9a-f]{24}\?exp=\d+&sig=[0-9a-f]{64}$/;
