import type { Db } from './client.js';
import type { InOneCall as PgInOneCall } from './pg-statements.js';

type Answers<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Whether statements a write's rules may not need (a refused sign-up's insert and count) are worth sending with its
 * lock, in one call: on the embedded database, where a call costs more than such a statement (docs/decisions/0062).
 * Not on PostgreSQL: there the statements sent for nothing cost the server more than the round trip they save (a
 * sign-up's PostgreSQL time per request went up by ~8 % with them, docs/decisions/0067), so a write sends its lock
 * first and the statements its rules admit together after it.
 */
export function sendsUnneededStatements(tx: Db): boolean {
  const client = clientOf(tx);
  return typeof client?.inOneCall === 'function' && client.oneSync !== true;
}

const clientOf = (tx: Db) => (tx as unknown as { session?: { client?: Partial<PgInOneCall> & { oneSync?: boolean } } }).session?.client;

/**
 * Statements of one transaction that do not depend on each other's answers in JavaScript, in order, in one call: each
 * statement's bind and execute, then one sync (docs/decisions/0062; on PostgreSQL too, docs/decisions/0067); elsewhere
 * one after the other. Each thunk must ask for its one statement at once (a prepared query's `execute()`): the batch is
 * sent when all of them have. A statement's error refuses the rest, as the transaction would.
 */
export async function inOneCall<const T extends readonly (() => Promise<unknown>)[]>(tx: Db, thunks: T): Promise<Answers<T>> {
  const client = clientOf(tx);
  if (typeof client?.inOneCall === 'function') return client.inOneCall([...thunks]) as Promise<Answers<T>>;
  const answers: unknown[] = [];
  for (const t of thunks) answers.push(await t());
  return answers as Answers<T>;
}

/**
 * inOneCall, and on PostgreSQL the transaction's COMMIT in the same call (one round trip less, and the match's lock
 * held that much shorter): for a write whose statements are its last and that may be committed whatever its caller
 * decides after them (a sign-up's insert, which inserts nothing for a player already on the roster, and its count).
 * The transaction's own COMMIT or ROLLBACK then changes nothing. Elsewhere the COMMIT goes when the transaction ends.
 */
export async function inOneCallThenCommit<const T extends readonly (() => Promise<unknown>)[]>(tx: Db, thunks: T): Promise<Answers<T>> {
  const client = clientOf(tx);
  // only a transaction's own, outermost one: inside a savepoint the COMMIT would end the caller's transaction too
  const outermost = (tx as unknown as { nestedIndex?: unknown }).nestedIndex === 0;
  if (outermost && typeof client?.inOneCall === 'function' && client.oneSync === true) return client.inOneCall([...thunks], { commit: true }) as Promise<Answers<T>>;
  return inOneCall(tx, thunks);
}
