import createClient, { type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { paths } from './api-schema';
import { ApiError, endSessionOn401, failedAnswer, queryString, toApiError, withSession } from './api';
import { takeEarlyAnswer } from './boot';
import { session } from './session';

// The API client typed from the contract (docs/decisions/0089): openapi-fetch over the types `npm run api:types` makes
// from the server's OpenAPI document (lib/api-schema.d.ts). A call names the document's path and gets the answer's
// `data` with the document's type; lib/api's `request<…>` asserts it instead. Both behave alike: the session's headers,
// index.html's early answers, a 401 ending the session, failures as lib/api's ApiError with the server's Spanish
// message (or the screen's fallback) and its code and field errors.

const BASE_URL = '/api';

/** What lib/api's `send` does before and after fetch: the session's headers, and a 401 ends the session. */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    withSession(request.headers);
  },
  onResponse({ request, response }) {
    endSessionOn401(underApi(request), response);
  },
};

/**
 * A GET that index.html's boot script already started for this session (lib/boot.ts) is answered from there, as lib/api
 * does; a failed early answer asks again. Only for a GET without a signal of its caller's (lib/api's rule too).
 */
const earlyAnswers: Middleware = {
  async onRequest({ request }) {
    const { token, clubActivoId } = session.get();
    const early = takeEarlyAnswer(underApi(request), token, clubActivoId);
    const res = early && (await early.catch(() => null));
    if (!res) return undefined;
    // the middlewares' onResponse do not run for an answer given here
    endSessionOn401(underApi(request), res);
    return res;
  },
};

/** The request's URL under /api, with its query string, as lib/api and lib/boot write it. */
function underApi(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname.slice(BASE_URL.length)}${url.search}`;
}

/** The raw openapi-fetch client: `api` below is what features use. */
export const client = createClient<paths>({
  baseUrl: BASE_URL,
  // the query string as lib/api writes it (an array repeats its key, a Date is ISO, null and undefined are left out):
  // the same URLs, so the early answers' keys match
  querySerializer: (query) => queryString(query),
  // looked up at each call, not once: a test's stub is used
  fetch: (request) => fetch(request),
});
client.use(sessionHeaders);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

// The calls' types, read from the document's `paths`. Written as conditional types over a path P, so the compiler
// works them out for each call's path; openapi-fetch's own generic helpers, constrained over every path at once, made
// `tsc -p apps/web` twenty times slower.

/** The document's paths that have method M (under /api: `/partidos/{id}`). */
export type ApiPath<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];
/** The operation P answers to M. */
type OperationOf<M extends Method, P> = P extends keyof paths ? NonNullable<paths[P][M]> : never;
/** A call's options: `params` (`path`, `query`), `body`, `signal`, as the document types them. */
export type ApiInit<M extends Method, P> = P extends keyof paths ? MaybeOptionalInit<paths[P], M> : never;
/** The success envelope (`{ success: true, data, message? }`) P answers to M: its 200 or 201 JSON. */
type EnvelopeOf<M extends Method, P> = OperationOf<M, P> extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } } ? B
    : R extends { 201: { content: { 'application/json': infer B } } } ? B : never
  : never;
/** The `data` of the success envelope that P answers to M. */
export type ApiData<M extends Method, P> = EnvelopeOf<M, P> extends { data: infer D } ? D : never;
/** The query parameters P takes with M. */
export type ApiQuery<M extends Method, P> = OperationOf<M, P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** The JSON body P takes with M. */
export type ApiBody<M extends Method, P> = OperationOf<M, P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The envelope's data and message of a call; anything else raises an ApiError with `fallback`. */
async function call(method: Method, path: string, init: object | undefined, fallback: string): Promise<{ data: unknown; message?: string }> {
  try {
    const signal = (init as { signal?: AbortSignal } | undefined)?.signal;
    // openapi-fetch's own signature needs literal paths: the helpers' types (below) check each call instead
    const { data, error, response } = await client.request(method, path as never, {
      ...init,
      middleware: method === 'get' && !signal ? [earlyAnswers] : [],
    } as never);
    if (!response.ok) throw failedAnswer(response.status, error, fallback);
    const body = data as { success?: boolean; data: unknown; message?: string } | undefined;
    if (!body?.success) throw new ApiError(body?.message || fallback, response.status);
    return { data: body.data, message: body.message };
  } catch (e) {
    throw toApiError(e, fallback);
  }
}

/** A call of method M: the path, its options and the fallback message; the answer's `data`. */
type DataCall<M extends Method> = <P extends ApiPath<M>>(path: P, init: ApiInit<M, P>, fallback: string) => Promise<ApiData<M, P>>;
/** The same, with the server's success message. */
type MessageCall<M extends Method> = <P extends ApiPath<M>>(path: P, init: ApiInit<M, P>, fallback: string) => Promise<{ data: ApiData<M, P>; message?: string }>;

// the types above check each call; the implementations are untyped inside (a generic body over every path of the
// document is more than the compiler will spell out)
const dataOf = <M extends Method>(method: M) =>
  (async (path: string, init: object | undefined, fallback: string) => (await call(method, path, init, fallback)).data) as unknown as DataCall<M>;
const withMessageOf = <M extends Method>(method: M) =>
  ((path: string, init: object | undefined, fallback: string) => call(method, path, init, fallback)) as unknown as MessageCall<M>;

/**
 * The typed calls: `api.get('/partidos/{id}', { params: { path: { id } } }, 'No se pudo cargar el partido')` answers
 * the envelope's `data`, typed from the document. `fallback` is the message when the server gives none (lib/api's rule).
 * `api.withMessage.*` answers `{ data, message }`, with the server's success message, as lib/api's requestWithMessage.
 */
export const api = {
  get: dataOf('get'),
  post: dataOf('post'),
  put: dataOf('put'),
  patch: dataOf('patch'),
  delete: dataOf('delete'),
  withMessage: {
    post: withMessageOf('post'),
    put: withMessageOf('put'),
    patch: withMessageOf('patch'),
    delete: withMessageOf('delete'),
  },
};
