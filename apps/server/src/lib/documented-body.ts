import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

/**
 * A body checked by a hand-written zod transform (`z.unknown().transform(…)`: PUT /partidos/{id} picks the state
 * change or the whole form, the series add their fields to the match form) has no shape of its own: the OpenAPI
 * document would show an empty schema. `documentedBody(schema, shape)` records the fields the transform reads, and
 * `withDocumentedBodies` hands that shape to the document instead. The route still validates with `schema` itself, so
 * its answers and messages stay as they were (docs/decisions/0087, test/system/openapi.test.ts).
 */
const shapes = new WeakMap<z.ZodType, z.ZodType>();

export function documentedBody<T extends z.ZodType>(schema: T, shape: z.ZodType): T {
  shapes.set(schema, shape);
  return schema;
}

/** The swagger `transform` (app.ts), documenting a body by the shape recorded for it with documentedBody. */
export function withDocumentedBodies<S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> {
  return (doc) => {
    const shape = doc.schema?.body ? shapes.get(doc.schema.body as z.ZodType) : undefined;
    return transform(shape ? { ...doc, schema: { ...doc.schema, body: shape } } : doc);
  };
}
