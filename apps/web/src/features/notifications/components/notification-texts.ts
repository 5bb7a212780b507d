// Shared by the header's bell, its lazily loaded panel and the notifications page (its own file: the panel, loaded by
// the bell, would otherwise import the bell back).

export const NOTIFICATIONS_PATH = '/notificaciones';

export const EMPTY_TEXT = 'No tienes notificaciones';
