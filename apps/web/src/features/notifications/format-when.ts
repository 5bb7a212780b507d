import dayjs from 'dayjs';

/**
 * When a notification was written, as the list shows it: 'Ahora', 'Hace 5 min', 'Hace 3 h' within a day, then the
 * date and time DD/MM/YYYY HH:mm (the app's date format) in the browser's time zone.
 */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  const minutes = Math.floor((now.getTime() - at.valueOf()) / 60_000);
  if (minutes < 1) return 'Ahora';
  if (minutes < 60) return `Hace ${minutes} min`;
  if (minutes < 24 * 60) return `Hace ${Math.floor(minutes / 60)} h`;
  return at.format('DD/MM/YYYY HH:mm');
}
