// Every recurring-match query key. The list and each series live under one root, so a change to a series
// refreshes both.
export const seriesKeys = {
  all: ['series'] as const,
  list: (clubId: string | undefined) => ['series', 'lista', clubId] as const,
  detail: (id: string) => ['series', 'detalle', id] as const,
};
