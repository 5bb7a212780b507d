// Page sizes and limits of the administration panel (docs/product/admin.md) and the ones the spec leaves open.

/** Admin users, clubs, matches and payments lists, 20 a page with a size changer. */
export const ADMIN_PAGE_SIZE = 20;
/** The dashboard's incomplete-matches table, 10 a page. */
export const ADMIN_INCOMPLETOS_PAGE_SIZE = 10;
/** Club members in the detail dialog, 10 a page with options 5, 10, 20, 50. */
export const ADMIN_MIEMBROS_PAGE_SIZE = 10;
export const ADMIN_MIEMBROS_PAGE_OPTIONS = [5, 10, 20, 50] as const;
/** Top 10 MVPs; the cancelled summary's last ten and its ten clubs with most cancellations. */
export const ADMIN_TOP_MVPS = 10;
export const ADMIN_ULTIMOS_CANCELADOS = 10;
export const ADMIN_CANCELADOS_POR_CLUB = 10;
/** A search box: a name, a nickname or an e-mail fits in 100 characters. */
export const ADMIN_SEARCH_MAX = 100;
