import { Alert, Button } from '../../../components/lite';
import { DownOutlined, EnvironmentOutlined, LockOutlined, TeamOutlined } from '../../../components/lite/app-icons';
import {
  ArrowLeftOutlined, CheckCircleOutlined, CheckSquareOutlined, DeleteOutlined, EditOutlined, FileTextOutlined, SettingOutlined, TrophyOutlined,
  UnlockOutlined, UserDeleteOutlined, WarningOutlined,
} from '../../../components/lite/detail-icons';
import { confirm } from '../../../components/lite/confirm';
import {
  Card, Collapse, Descriptions, Empty, Heading, MenuButton, NoteRotator, Secondary, Skeleton, Tag, type MenuItem,
} from '../../../components/lite/kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { fullName, noVoyLiberaCupo, type CampoFaltante, type PartidoDetailDto } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { LoadError } from '../../../components/LoadError';
import type { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { flash } from '../../../lib/flash';
import { useIsMobile, useMediaQuery } from '../../../lib/use-is-mobile';
import { AddToCalendar } from '../../calendar/components/AddToCalendar';
import { InvitationsPanel } from '../../invitations/components/lazy-invitations-panel';
import { MyPaymentStatus, needsReceipt, useMyPayment } from '../../payments/components/MyPaymentStatus';
import { PaymentInfoCard } from '../../payments/components/PaymentInfoCard';
import { PaymentsPanel, UploadReceiptModal } from '../../payments/components/lazy-payments';
import { useVotacionMvp } from '../../mvp/api/mvp-calls';
import { MvpSection } from '../../mvp/components/MvpSection';
import { useRosterReliability } from '../api/attendance-record';
import { cerrarLista, deletePartido, desinscribirse, generarEquipos, reabrirLista, usePartido } from '../api/match-calls';
import { AttendanceButtons, preguntarLiberarCupo, puedeResponder, respuestaTexto } from '../components/AttendanceButtons';
import { MatchActionBar, mainActionOf } from '../components/MatchActionBar';
import { MatchTimeline } from '../components/MatchTimeline';
import { AttendanceRecordModal, ManagePlayers, ResultModal } from '../components/lazy-dialogs';
import { PlayersCard, WaitingListCard } from '../components/PlayersCard';
import { SignUpButton } from '../components/SignUpButton';
import { PLAYER_BLOCK_ID } from '../components/player-block';
import {
  DISPONIBILIDAD_COLOR, costoTexto, fechaLarga, formatoTexto, horarioTexto, lugarTexto, nombreEquipo, visibilidadTexto,
} from '../components/match-format';

const FALTANTE: Record<CampoFaltante, string> = {
  lugar: 'Falta definir el lugar del partido',
  horario: 'Falta definir el horario del partido',
  monto: 'Falta definir el monto del arriendo',
};

const OFFLINE_MATCH_TITLE = 'Este partido no está disponible sin conexión';
const OFFLINE_MATCH_TEXT = 'Sin conexión solo se ven los últimos partidos que abriste. Se mostrará cuando vuelva la conexión.';

/** Short rotating notes at the top of the detail (autoplay 5 s). */
function banners(p: PartidoDetailDto): string[] {
  const out: string[] = [];
  if (p.mi_estado.inscrito && p.mi_estado.confirmado === null && p.permisos.puede_confirmar) out.push('Confirma tu asistencia para que el organizador sepa con quién cuenta.');
  if (p.estado_partido === 'Convocando' && p.disponibilidad !== 'Completo') out.push(`Quedan ${Math.max(0, p.capacidad_local - p.ocupados)} cupos disponibles.`);
  if (p.disponibilidad === 'Completo' && p.estado_partido === 'Convocando') out.push('El partido está completo: puedes unirte a la lista de espera.');
  if (p.tiene_rival_externo) out.push(`Partido contra un rival externo: tu equipo es ${nombreEquipo(p, p.equipo_rival_externo === 'equipo_a' ? 'equipo_b' : 'equipo_a')}.`);
  if (p.es_publico) out.push('Partido público: visible para otros clubes.');
  if (p.costo) out.push(`Cada jugador paga ${costoTexto(p).replace('Costo: ', '')}.`);
  return out;
}

/** /partidos/{id}, drawn without antd; its dialogs and the organiser's panels load antd (docs/decisions/0047). */
export default function PartidoDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const q = usePartido(id);

  if (q.isPending) {
    // offline, a match not opened lately has no kept copy (docs/decisions/0083): the query waits for the connection
    // and the page says so, instead of a skeleton until then
    if (q.fetchStatus === 'paused') {
      return (
        <Card>
          <Empty description={<><strong>{OFFLINE_MATCH_TITLE}</strong><br />{OFFLINE_MATCH_TEXT}</>}>
            <Button type="primary" onClick={() => navigate('/partidos')}>Volver a Partidos</Button>
          </Empty>
        </Card>
      );
    }
    return <Card><Skeleton rows={6} /></Card>;
  }
  if (q.isError) {
    if ((q.error as ApiError).status === 404) {
      return (
        <Card>
          <Empty description="Partido no encontrado">
            <Button type="primary" onClick={() => navigate('/partidos')}>Volver a Partidos</Button>
          </Empty>
        </Card>
      );
    }
    return <LoadError title="Error al cargar el partido" error={q.error} onRetry={() => q.refetch()} />;
  }
  return <MatchDetail partido={q.data} />;
}

const ACTIVOS = ['Convocando', 'Próximo a comenzar'];

/**
 * The detail, mobile first (docs/decisions/0036): the title, then the player's own block (state, 'Voy' / 'No voy',
 * payment with 'Subir comprobante'), then the match; the organiser's tools in a menu and folded panels; on phones
 * a sticky bar at the bottom with the main action of the moment.
 */
function MatchDetail({ partido: p }: { partido: PartidoDetailDto }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const mobile = useIsMobile();
  // one column below 992 px (antd's lg): the player's block then goes first, above the match's facts
  const stacked = !useMediaQuery('(min-width: 992px)');
  const [result, setResult] = useState(false);
  const [attendance, setAttendance] = useState(false);
  const [managing, setManaging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [voteRequest, setVoteRequest] = useState(0);
  const { busy, run } = useAction();
  const me = p.mi_estado;
  const can = p.permisos;
  const pago = useMyPayment(p);
  const mvp = useVotacionMvp(p._id, p.estado_partido === 'En curso' || p.estado_partido === 'Finalizado');
  // each player's attendance of the last 90 days, for the club's members (a public match's visitors do not see it)
  const member = user?.tipo_usuario === 'administrador' || !!user?.clubes.some((c) => c.club_id === p.club_id._id);
  const confiabilidad = useRosterReliability(p._id, member && p.asistentes.length + p.lista_espera.length > 0).data;
  // the bar repeats the player's block: it shows once that block has scrolled out of view
  const blockRef = useRef<HTMLDivElement>(null);
  const [blockInView, setBlockInView] = useState(true);
  useEffect(() => {
    const el = blockRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([e]) => setBlockInView(!!e?.isIntersecting), { threshold: 0.15 });
    io.observe(el);
    return () => io.disconnect();
  }, [stacked]);
  const action = mainActionOf(p, { puedeVotar: !!(me.inscrito && mvp.data?.puede_votar), debeComprobante: needsReceipt(pago) });
  // a push's 'No voy' that would free the spot opens the match with ?responder=no-voy: the question is asked here, once
  // (docs/decisions/0081); without people waiting any more, the buttons are there to answer
  const [search, setSearch] = useSearchParams();
  const responderNoVoy = search.get('responder') === 'no-voy';
  const askedNoVoy = useRef(false);
  useEffect(() => {
    if (!responderNoVoy) { askedNoVoy.current = false; return; }
    if (askedNoVoy.current) return;
    askedNoVoy.current = true;
    setSearch((s) => { s.delete('responder'); return s; }, { replace: true });
    if (user && noVoyLiberaCupo(p)) preguntarLiberarCupo(p._id, user._id);
  }, [responderNoVoy, setSearch, user, p]);

  const leave = () =>
    confirm({
      title: '¿Darte de baja del partido?',
      content: 'Liberarás tu cupo y, si hay lista de espera, pasará el siguiente jugador.',
      okText: 'Darme de baja',
      danger: true,
      cancelText: 'Cancelar',
      onOk: () => run('leave', () => desinscribirse(p._id, user!._id), 'Error al darse de baja del partido'),
    });

  const remove = () =>
    confirm({
      title: '¿Eliminar este partido?',
      content: 'Esta acción no se puede deshacer. Se eliminarán las inscripciones y la lista de espera.',
      okText: 'Eliminar',
      danger: true,
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const r = await deletePartido(p._id);
          flash.success(r.message ?? 'Partido eliminado exitosamente');
          void navigate('/partidos');
        } catch (e) {
          flash.error((e as Error).message || 'Error al eliminar el partido');
        }
      },
    });

  const teams = () =>
    confirm({
      title: p.equipos_generados ? '¿Volver a generar los equipos?' : 'Generar equipos',
      content: 'Los jugadores inscritos se reparten en dos equipos parejos según su nivel.',
      checkbox: 'Equilibrar también la asistencia (últimos 90 días)',
      okText: 'Generar',
      cancelText: 'Cancelar',
      onOk: (asistencia) => run('equipos', () => generarEquipos(p._id, { equilibrar_asistencia: asistencia }), 'Error al generar equipos'),
    });

  const notes = banners(p);
  const myTeam = me.inscrito && me.equipo && me.equipo !== 'Sin asignar' ? nombreEquipo(p, me.equipo) : null;

  // the organiser's tools (the spec's side panel): one menu, so the page stays short on a phone
  const tools: (MenuItem | 'divider')[] = can.puede_gestionar ? [
    ACTIVOS.includes(p.estado_partido) && { key: 'editar', icon: <EditOutlined />, label: 'Editar Partido', onClick: () => navigate(`/partidos/${p._id}/editar`) },
    p.estado_partido === 'Convocando' && { key: 'cerrar', icon: <LockOutlined />, label: 'Cerrar Lista', onClick: () => void run('cerrar', () => cerrarLista(p._id), 'Error al cerrar la lista') },
    p.estado_partido === 'Próximo a comenzar' && { key: 'reabrir', icon: <UnlockOutlined />, label: 'Reabrir Lista', onClick: () => void run('reabrir', () => reabrirLista(p._id), 'Error al reabrir la lista') },
    [...ACTIVOS, 'En curso'].includes(p.estado_partido) && { key: 'gestionar', icon: <SettingOutlined />, label: 'Gestionar Jugadores', onClick: () => setManaging(true) },
    ACTIVOS.includes(p.estado_partido) && {
      key: 'equipos', icon: <TeamOutlined />, disabled: p.ocupados < 2,
      label: p.equipos_generados ? 'Volver a generar equipos' : 'Generar Equipos',
      onClick: teams,
    },
    ['En curso', 'Finalizado'].includes(p.estado_partido) && { key: 'resultado', icon: <TrophyOutlined />, label: 'Registrar Resultado', onClick: () => setResult(true) },
    p.estado_partido === 'Finalizado' && { key: 'asistencia', icon: <CheckSquareOutlined />, label: 'Registrar asistencia', onClick: () => setAttendance(true) },
    !['En curso', 'Finalizado'].includes(p.estado_partido) && ('divider' as const),
    !['En curso', 'Finalizado'].includes(p.estado_partido) && { key: 'eliminar', icon: <DeleteOutlined />, label: 'Eliminar Partido', danger: true, onClick: remove },
  ].filter((x): x is Exclude<typeof x, false> => !!x) : [];

  const playerBlock = (
    <Card ref={blockRef} id={PLAYER_BLOCK_ID} tabIndex={-1} title="Tu participación" size={mobile ? 'small' : 'default'} data-testid="tu-participacion">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {me.inscrito ? (
          <>
            <span>
              <CheckCircleOutlined style={{ color: '#16a34a' }} /> Estás inscrito
              {myTeam && <> · juegas en <strong><TeamOutlined /> {myTeam}</strong></>}
            </span>
            {puedeResponder(p) ? (
              <div>
                <strong style={{ display: 'block', marginBottom: 6 }}>{respuestaTexto(me.confirmado)}</strong>
                <AttendanceButtons partido={p} />
              </div>
            ) : (
              <Secondary>
                Asistencia: {me.confirmado === true ? 'confirmada' : me.confirmado === false ? 'no asistirás' : 'sin confirmar'}
              </Secondary>
            )}
            <MyPaymentStatus partido={p} />
          </>
        ) : (
          <>
            {me.en_lista_espera && (
              <span>{me.pendiente_aprobacion ? 'Tu solicitud espera la aprobación del organizador.' : 'Estás en la lista de espera.'}</span>
            )}
            <SignUpButton partido={p} block />
          </>
        )}
        {!me.inscrito && !me.en_lista_espera && !can.puede_inscribirse && !can.puede_lista_espera && (
          <Secondary>Las inscripciones no están abiertas.</Secondary>
        )}
        {!['Finalizado', 'Cancelado'].includes(p.estado_partido) && <AddToCalendar partido={p} block />}
        {p.estado_partido === 'Finalizado' && (
          <Button block icon={<FileTextOutlined />} onClick={() => navigate(`/partidos/${p._id}/resumen`)}>Ver Resumen</Button>
        )}
        {can.puede_desinscribirse && (
          <Button block danger type="text" icon={<UserDeleteOutlined />} loading={busy === 'leave'} onClick={leave}>
            {me.en_lista_espera ? 'Salir de la lista de espera' : 'Darme de baja'}
          </Button>
        )}
      </div>
    </Card>
  );

  const organiserPanels = can.puede_gestionar && (
    <Collapse
      defaultOpen={stacked ? [] : ['pagos', 'invitaciones']}
      items={[
        { key: 'pagos', label: 'Pagos del partido', children: <PaymentsPanel partido={p} /> },
        { key: 'invitaciones', label: 'Invitaciones', children: <InvitationsPanel partido={p} /> },
      ]}
    />
  );

  return (
    // the footer reserves --bottom-bar-height, so the page's end scrolls clear of the bar (PageChrome)
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/partidos')}>Volver</Button>
        {tools.length > 0 && (
          <MenuButton
            align="end"
            items={tools}
            button={(props) => (
              <Button {...props} icon={<SettingOutlined />} loading={busy !== null && busy !== 'leave'}>
                Gestionar <DownOutlined />
              </Button>
            )}
          />
        )}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 12 }}>
        <div className="lite-row" style={{ gap: 4 }}>
          <MatchStatusTag estado={p.estado_partido} />
          {p.estado_partido === 'Convocando' && <Tag color={DISPONIBILIDAD_COLOR[p.disponibilidad]}>{p.disponibilidad}</Tag>}
          {p.es_publico && <Tag color="cyan">Visible para otros clubes</Tag>}
        </div>
        <Heading level={1} size={mobile ? 3 : 2} style={{ margin: 0 }}>{fechaLarga(p.fecha)} · {horarioTexto(p)}</Heading>
        <Secondary>
          <EnvironmentOutlined /> {lugarTexto(p)}{p.cancha_numero ? ` · Cancha ${p.cancha_numero}` : ''} · {formatoTexto(p.tipo_partido)} · {p.ocupados}/{p.capacidad_local} inscritos
        </Secondary>
        {p.descripcion && <p className="lite-secondary" style={{ margin: 0 }}>{p.descripcion}</p>}
      </div>

      {p.campos_faltantes.length > 0 && p.estado_partido !== 'Cancelado' && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          role="status"
          style={{ marginBottom: 16 }}
          title="Faltan datos del partido"
          description={
            <>
              {p.campos_faltantes.map((c) => <div key={c}>{FALTANTE[c]}</div>)}
              <div>Si no se completan antes de las 23:59 del {p.fecha}, el partido se cancelará automáticamente.</div>
            </>
          }
        />
      )}
      {p.estado_partido === 'Cancelado' && p.campos_faltantes.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title="Partido cancelado automáticamente" description={p.campos_faltantes.map((c) => FALTANTE[c]).join('. ')} />
      )}

      <div className="detail-grid">
        <div className="lite-stack">
            {stacked && playerBlock}
            {notes.length > 0 && (
              <Card size="small" style={{ background: 'rgba(22,163,74,0.06)' }}>
                <NoteRotator notes={notes} />
              </Card>
            )}
            {stacked && <MvpSection partido={p} voteRequest={voteRequest} />}
            <PlayersCard partido={p} confiabilidad={confiabilidad} />
            <WaitingListCard partido={p} confiabilidad={confiabilidad} />
            <Card title="Información del Partido" size={mobile ? 'small' : 'default'}>
              <Descriptions
                columns={2}
                items={[
                  ...(p.serie_id ? [{ label: 'Partido recurrente', children: <Link to={`/series/${p.serie_id}`}>Ver todas las fechas</Link> }] : []),
                  { label: 'Lugar', children: p.lugar_id ? <Link to={`/lugares/${p.lugar_id._id}`}>{lugarTexto(p)}</Link> : lugarTexto(p) },
                  { label: 'Cancha', children: p.cancha_numero ?? '—' },
                  { label: 'Horario', children: horarioTexto(p) },
                  { label: 'Duración', children: `${p.duracion} minutos` },
                  { label: 'Formato', children: formatoTexto(p.tipo_partido) },
                  { label: 'Inscritos', children: `${p.ocupados}/${p.capacidad_local}` },
                  { label: 'Lista de espera', children: `${p.lista_espera_count} en lista de espera` },
                  { label: 'Costo', children: costoTexto(p).replace('Costo: ', '') },
                  ...(p.resultado ? [{ label: 'Resultado', children: `${nombreEquipo(p, 'equipo_a')} ${p.resultado.equipo_a_goles} - ${p.resultado.equipo_b_goles} ${nombreEquipo(p, 'equipo_b')}` }] : []),
                  { label: 'Privacidad', children: visibilidadTexto(p) },
                  ...(p.tiene_rival_externo ? [{ label: 'Rival externo', children: `Juega como ${nombreEquipo(p, p.equipo_rival_externo)}` }] : []),
                  ...(p.mvp_asignado ? [{ label: 'MVP', children: <><TrophyOutlined style={{ color: '#faad14' }} /> {fullName(p.mvp_asignado)}</> }] : []),
                ]}
              />
            </Card>
            {stacked && <PaymentInfoCard partido={p} />}
            {!stacked && organiserPanels}
            {(p.notas || p.uid) && (
              <Card title="Información adicional" size={mobile ? 'small' : 'default'}>
                {p.notas && <p style={{ marginTop: 0 }}>{p.notas}</p>}
                <Secondary>
                  Organiza {p.club_id.nombre}{p.uid ? ` · creado por ${fullName(p.uid)}` : ''}
                </Secondary>
              </Card>
            )}
            {stacked && organiserPanels}
        </div>
        <div className="lite-stack">
            {!stacked && playerBlock}
            {!stacked && <MvpSection partido={p} voteRequest={voteRequest} />}
            {!stacked && <PaymentInfoCard partido={p} />}
            <Card title="Progreso" size={mobile ? 'small' : 'default'}>
              <MatchTimeline estado={p.estado_partido} />
            </Card>
        </div>
      </div>
      {mobile && action && (
        <MatchActionBar partido={p} action={action} hidden={blockInView} onVote={() => setVoteRequest((n) => n + 1)} onUpload={() => setUploading(true)} />
      )}
      <UploadReceiptModal partidoId={p._id} monto={p.monto_por_jugador} open={uploading} onClose={() => setUploading(false)} />
      <ResultModal partido={p} open={result} onClose={() => setResult(false)} />
      <AttendanceRecordModal partidoId={p._id} open={attendance} onClose={() => setAttendance(false)} />
      {can.puede_gestionar && <ManagePlayers partido={p} open={managing} onClose={() => setManaging(false)} />}
    </div>
  );
}
