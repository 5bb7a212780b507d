import type { FastifyRequest } from 'fastify';
import { MSG, controlCharPath, type MsgKey } from '@partidos/shared';
import { AppError, badRequest } from './errors.js';

/**
 * Reads the one file of a multipart request into memory, refusing it past `maxBytes` with the spec's text.
 * Other fields of the form come back in `fields`. A body the multipart parser cannot read (no boundary, cut short)
 * is the client's fault: 400 'FORMULARIO_ILEGIBLE', never a 500 (docs/decisions/0031).
 */
export async function readSingleUpload(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: MsgKey,
  missingMessage: MsgKey = 'archivoRequerido',
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
    if (code === 'FST_FILES_LIMIT') throw badRequest('unSoloArchivo');
    if (e instanceof AppError) throw e;
    // busboy's own errors ('Boundary not found', 'Unexpected end of multipart data', a malformed header…) and
    // fastify-multipart's (parts or fields over the limit): the request is broken, not the server
    throw badRequest('formularioIlegible');
  }
  const badField = controlCharPath(fields);
  if (badField) throw badRequest('caracteresNoPermitidos', [{ field: badField, message: MSG.caracteresNoPermitidos }]);
  if (!file || file.buffer.length === 0) throw badRequest(missingMessage);
  return { ...file, fields };
}
