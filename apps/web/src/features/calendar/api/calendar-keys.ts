// The calendar feed's query key (issue 20 item 6): one entry, the person's own feed address.
export const calendarKeys = {
  feed: ['calendario', 'feed'] as const,
};
