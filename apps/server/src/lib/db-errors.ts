/** True when a database error (possibly wrapped by drizzle) is a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur = e as { code?: unknown; cause?: unknown } | undefined, depth = 0; cur && depth < 5; depth++) {
    if (cur.code === '23505') return true;
    cur = cur.cause as typeof cur;
  }
  return false;
}
