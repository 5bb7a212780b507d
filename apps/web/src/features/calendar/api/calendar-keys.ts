// The calendar feed's query key: one entry, the person's own feed address.
export const calendarKeys = {
  feed: ['calendario', 'feed'] as const,
};
