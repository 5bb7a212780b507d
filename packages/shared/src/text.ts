// Characters a person cannot type into a form (docs/decisions/0031). NUL never reaches PostgreSQL (it refuses it in
// text), and no field stores other control characters: the server refuses them in every string of a request, and the
// single-line fields of the schemas refuse tabs and line breaks too.

/* eslint-disable no-control-regex */
/** Any control character but tab, line feed and carriage return (which a multi-line text may hold). */
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A single-line text (names, searches, codes): no control character at all; schemas refuse it with `.regex`. */
export const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
/* eslint-enable no-control-regex */
/** Half of a UTF-16 pair without the other half: no character at all (PostgreSQL's jsonb refuses it). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string no form produces: a control character (but tab and line breaks) or a lone surrogate. */
export const hasForbiddenChars = (v: string): boolean => CONTROL_CHARS.test(v) || LONE_SURROGATE.test(v);

/**
 * Where a request's strings hold a control character (any but tab and line breaks) or a lone surrogate: the path of the first one
 * ('nombre', 'jugadores.2.apodo'), or null. Keys count too. Depth-bounded: a request nests a few levels at most.
 */
export function controlCharPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenChars(value) ? path || 'valor' : null;
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharPath(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (hasForbiddenChars(k)) return here;
    const found = controlCharPath(v, here, depth + 1);
    if (found) return found;
  }
  return null;
}
