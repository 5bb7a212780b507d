import type { Db } from './client.js';
import type { InOneCall } from './pglite-statements.js';

type Answers<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Whether `tx` sends inOneCall's statements in one call (the embedded database). Elsewhere they would be as many round
 * trips as statements: a write that sends statements its rules may not need (a refused sign-up's insert and count)
 * takes its old way there.
 */
export function sendsInOneCall(tx: Db): boolean {
  return typeof clientOf(tx)?.inOneCall === 'function';
}

const clientOf = (tx: Db) => (tx as unknown as { session?: { client?: Partial<InOneCall> } }).session?.client;

/**
 * Statements of one transaction that do not depend on each other's answers in JavaScript, in order: on the embedded
 * database in one call into it (each statement's bind and execute, then one sync; docs/decisions/0062), elsewhere one
 * after the other. Each thunk must ask for its one statement at once (a prepared query's `execute()`): the batch is
 * sent when all of them have. A statement's error refuses the rest, as the transaction would.
 */
export async function inOneCall<const T extends readonly (() => Promise<unknown>)[]>(tx: Db, thunks: T): Promise<Answers<T>> {
  const client = clientOf(tx);
  if (typeof client?.inOneCall === 'function') return client.inOneCall([...thunks]) as Promise<Answers<T>>;
  const answers: unknown[] = [];
  for (const t of thunks) answers.push(await t());
  return answers as Answers<T>;
}
