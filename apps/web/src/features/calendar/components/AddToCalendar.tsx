import { Button } from '../../../components/lite';
import { CalendarOutlined, DownOutlined } from '../../../components/lite/app-icons';
import { DownloadOutlined, GoogleOutlined } from '../../../components/lite/detail-icons';
import { MenuButton } from '../../../components/lite/kit';
import { flash } from '../../../lib/flash';
import { dmyToIso, googleCalendarEventUrl, type CalendarMatchFacts, type PartidoDetailDto } from '@partidos/shared';
import { useDownloadMatchIcs } from '../api/download-match-ics';

/** What the calendar entry says, from the detail as this viewer sees it (the same words as the server's .ics). */
export function calendarFactsOf(p: PartidoDetailDto, origin: string): CalendarMatchFacts {
  const waiting = p.mi_estado.en_lista_espera && !p.mi_estado.inscrito;
  return {
    club: p.club_id.nombre,
    tipo_partido: p.tipo_partido,
    estado_partido: p.estado_partido,
    lugar: p.lugar_id ? { nombre: p.lugar_id.nombre, direccion: p.lugar_id.direccion } : null,
    lugar_por_definir: p.lugar_por_definir,
    cancha_numero: p.cancha_numero,
    horario_por_definir: p.horario_por_definir || !p.hora_partido,
    monto_por_definir: p.monto_por_definir,
    monto_por_jugador: p.monto_por_jugador,
    duracion: p.duracion,
    descripcion: p.descripcion,
    en_lista_espera: waiting,
    pendiente_aprobacion: waiting && p.mi_estado.pendiente_aprobacion,
    url: `${origin}/partidos/${p._id}`,
  };
}

/**
 * 'Añadir al calendario' on a match (docs/decisions/0038): the match as an .ics file (Apple Calendar, Outlook, any app)
 * or Google Calendar's "new event" page filled in. One button with a menu, so it stays one line on a phone.
 */
export function AddToCalendar({ partido: p, block }: { partido: PartidoDetailDto; block?: boolean }) {
  const download = useDownloadMatchIcs();
  const google = googleCalendarEventUrl(calendarFactsOf(p, window.location.origin), { inicio: p.inicio, fechaIso: dmyToIso(p.fecha) ?? '' });
  return (
    <MenuButton
      items={[
        {
          key: 'ics',
          icon: <DownloadOutlined />,
          label: 'Descargar .ics (Apple, Outlook)',
          onClick: () => download.mutate(p._id, { onError: (e) => void flash.error(e.message) }),
        },
        { key: 'google', icon: <GoogleOutlined />, label: 'Google Calendar', href: google },
      ]}
      button={(props) => (
        <Button {...props} block={block} icon={<CalendarOutlined />} loading={download.isPending} style={block ? { width: '100%' } : undefined}>
          Añadir al calendario <DownOutlined />
        </Button>
      )}
    />
  );
}
