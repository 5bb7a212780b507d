import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/**
 * Reads the one file of a multipart request into memory, refusing it past `maxBytes` with the spec's text.
 * Other fields of the form come back in `fields`.
 */
export async function readSingleUpload(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
  missingMessage = 'Debes seleccionar un archivo',
): Promise<{ buffer: Buffer; filename: string; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest(missingMessage);
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field) { part.file.resume(); continue; }
        const buffer = await part.toBuffer();
        file = { buffer, filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Solo puedes subir un archivo');
    throw e;
  }
  if (!file || file.buffer.length === 0) throw badRequest(missingMessage);
  return { ...file, fields };
}
