// The API's answers as zod schemas (docs/decisions/0032): each route declares what it answers with them, Fastify
// serialises through them (a field a schema does not declare never leaves the server), the OpenAPI document describes
// every answer from them, and the TypeScript types both sides use are inferred from them.
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.js';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** `{ success: false, code, message, errors? }`: every error answer, whatever its status. */
export const failureSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as unknown as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
}).meta({ id: 'Error' });

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

/** `{ success: true, data, message? }` around a route's data. */
export const okSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

type Ok<T extends z.ZodType> = ReturnType<typeof okSchema<T>>;
type Failures = { '4xx': typeof failureSchema; '5xx': typeof failureSchema };

/**
 * A route's `response` schema: its success answer (200, or 201 for a creation) and the error envelope for every
 * 4xx and 5xx. `answers(lugarDetailSchema)`, `answers(lugarSchema, 201)`, `answers(z.null())`.
 */
export function answers<T extends z.ZodType>(data: T): { 200: Ok<T> } & Failures;
export function answers<T extends z.ZodType>(data: T, status: 201): { 201: Ok<T> } & Failures;
export function answers<T extends z.ZodType>(data: T, status: 200 | 201 = 200): Record<number | string, z.ZodType> {
  return { [status]: okSchema(data), '4xx': failureSchema, '5xx': failureSchema };
}

/** A reference to another record by id and name, as many answers nest it. */
export const nombreRefSchema = z.object({ _id: z.string(), nombre: z.string() });

/** A person as answers nest them (who validated, who created…). */
export const personRefDtoSchema = z.object({ _id: z.string(), nombre: z.string().nullable(), apellido: z.string().nullable() });
export type PersonRefDto = z.infer<typeof personRefDtoSchema>;

/** The same with the e-mail, for screens of staff and administradores. */
export const personCorreoRefDtoSchema = personRefDtoSchema.extend({ correo: z.string() });
