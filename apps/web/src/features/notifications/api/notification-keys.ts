// Every notifications query key. The lists live under one root, so marking one read refreshes the bell and
// the page together; the preferences and this browser's push state have roots of their own (a list refresh must not
// refetch them).
export const notificationKeys = {
  lists: ['notificaciones', 'lista'] as const,
  latest: (limit: number) => ['notificaciones', 'lista', 'ultimas', limit] as const,
  pages: (limit: number) => ['notificaciones', 'lista', 'paginas', limit] as const,
  preferences: ['notificaciones-preferencias'] as const,
  pushDevice: ['notificaciones-push-dispositivo'] as const,
};

/** The mutations that change the preferences run one after another (see save-notification-preferences.ts). */
export const PREFERENCES_MUTATION_KEY = ['notificaciones-preferencias', 'guardar'] as const;
