// Players directory limits (docs/product/stats.md).

/** The directory's page size when the client sends none: the spec's default list size. */
export const JUGADORES_PAGE_SIZE = 10;
/** A name or nickname is at most 50 characters; a longer search cannot match. */
export const JUGADORES_SEARCH_MAX = 50;
