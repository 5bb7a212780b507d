import {
  ArrowLeftOutlined, CheckCircleOutlined, DeleteOutlined, EditOutlined, FileTextOutlined, LockOutlined, SettingOutlined, TeamOutlined,
  TrophyOutlined, UnlockOutlined, UserDeleteOutlined, WarningOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Card, Carousel, Col, Descriptions, Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fullName, type CampoFaltante, type PartidoDetailDto } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import type { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { InvitationsPanel } from '../../invitations/components/InvitationsPanel';
import { PaymentInfoCard } from '../../payments/components/PaymentInfoCard';
import { PaymentsPanel } from '../../payments/components/PaymentsPanel';
import { MvpSection } from '../../mvp/components/MvpSection';
import { cerrarLista, deletePartido, desinscribirse, generarEquipos, reabrirLista, usePartido } from '../api/match-calls';
import { AttendanceModal, ResultModal } from '../components/MatchDialogs';
import { MatchTimeline } from '../components/MatchTimeline';
import { ManagePlayers } from '../components/ManagePlayers';
import { PlayersCard, WaitingListCard } from '../components/PlayersCard';
import { SignUpButton } from '../components/SignUpButton';
import {
  DISPONIBILIDAD_COLOR, costoTexto, fechaLarga, formatoTexto, horarioTexto, lugarTexto, nombreEquipo, visibilidadTexto,
} from '../components/match-format';

const FALTANTE: Record<CampoFaltante, string> = {
  lugar: 'Falta definir el lugar del partido',
  horario: 'Falta definir el horario del partido',
  monto: 'Falta definir el monto del arriendo',
};

/** Short rotating notes at the top of the detail (spec 2 §2: autoplay 5 s). */
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

/** /partidos/{id} (spec 2 §2 "Match detail"). */
export default function PartidoDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { user } = useSession();
  const q = usePartido(id);
  const [attendance, setAttendance] = useState(false);
  const [result, setResult] = useState(false);
  const [managing, setManaging] = useState(false);
  const { busy, run } = useAction();

  if (q.isPending) return <Skeleton active />;
  if (q.isError) {
    const notFound = (q.error as ApiError).status === 404;
    return (
      <Card>
        <Empty description={notFound ? 'Partido no encontrado' : q.error.message}>
          <Button type="primary" onClick={() => navigate('/partidos')}>Volver a Partidos</Button>
        </Empty>
      </Card>
    );
  }
  const p = q.data;
  const me = p.mi_estado;
  const can = p.permisos;


  const leave = () =>
    modal.confirm({
      title: '¿Darte de baja del partido?',
      content: 'Liberarás tu cupo y, si hay lista de espera, pasará el siguiente jugador.',
      okText: 'Darme de baja',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => run('leave', () => desinscribirse(p._id, user!._id), 'Error al darse de baja del partido'),
    });

  const remove = () =>
    modal.confirm({
      title: '¿Eliminar este partido?',
      content: 'Esta acción no se puede deshacer. Se eliminarán las inscripciones y la lista de espera.',
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const r = await deletePartido(p._id);
          message.success(r.message ?? 'Partido eliminado exitosamente');
          navigate('/partidos');
        } catch (e) {
          message.error((e as Error).message || 'Error al eliminar el partido');
        }
      },
    });

  const notes = banners(p);
  const myTeam = me.inscrito && me.equipo && me.equipo !== 'Sin asignar' ? nombreEquipo(p, me.equipo) : null;

  return (
    <div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/partidos')} style={{ marginBottom: 16 }}>Volver</Button>
      <Space orientation="vertical" size={4} style={{ marginBottom: 16, width: '100%' }}>
        <Space wrap size={4}>
          <MatchStatusTag estado={p.estado_partido} />
          {p.estado_partido === 'Convocando' && <Tag color={DISPONIBILIDAD_COLOR[p.disponibilidad]}>{p.disponibilidad}</Tag>}
          {p.es_publico && <Tag color="cyan">Visible para otros clubes</Tag>}
        </Space>
        <Typography.Title level={2} style={{ margin: 0 }}>{fechaLarga(p.fecha)} · {horarioTexto(p)}</Typography.Title>
        {p.descripcion && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{p.descripcion}</Typography.Paragraph>}
      </Space>

      {p.campos_faltantes.length > 0 && p.estado_partido !== 'Cancelado' && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
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
      {notes.length > 0 && (
        <Card size="small" style={{ marginBottom: 16, background: 'rgba(22,163,74,0.06)' }}>
          <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={5000} dots={notes.length > 1} dotPosition="bottom">
            {notes.map((n) => <div key={n}><Typography.Text style={{ display: 'block', padding: '4px 0 16px' }}>{n}</Typography.Text></div>)}
          </Carousel>
        </Card>
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title="Información del Partido">
              <Descriptions column={{ xs: 1, sm: 2 }} size="small" colon={false}>
                <Descriptions.Item label="Lugar">
                  {p.lugar_id ? <a onClick={() => navigate(`/lugares/${p.lugar_id!._id}`)}>{lugarTexto(p)}</a> : lugarTexto(p)}
                </Descriptions.Item>
                <Descriptions.Item label="Cancha">{p.cancha_numero ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Horario">{horarioTexto(p)}</Descriptions.Item>
                <Descriptions.Item label="Duración">{p.duracion} minutos</Descriptions.Item>
                <Descriptions.Item label="Formato">{formatoTexto(p.tipo_partido)}</Descriptions.Item>
                <Descriptions.Item label="Inscritos">{p.ocupados}/{p.capacidad_local}</Descriptions.Item>
                <Descriptions.Item label="Lista de espera">{p.lista_espera_count} en lista de espera</Descriptions.Item>
                <Descriptions.Item label="Costo">{costoTexto(p).replace("Costo: ", "")}</Descriptions.Item>
                {p.resultado && (
                  <Descriptions.Item label="Resultado">
                    {nombreEquipo(p, 'equipo_a')} {p.resultado.equipo_a_goles} - {p.resultado.equipo_b_goles} {nombreEquipo(p, 'equipo_b')}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label="Privacidad">{visibilidadTexto(p)}</Descriptions.Item>
                {p.tiene_rival_externo && (
                  <Descriptions.Item label="Rival externo">Juega como {nombreEquipo(p, p.equipo_rival_externo)}</Descriptions.Item>
                )}
                {p.mvp_asignado && <Descriptions.Item label="MVP"><TrophyOutlined style={{ color: '#faad14' }} /> {fullName(p.mvp_asignado)}</Descriptions.Item>}
              </Descriptions>
            </Card>
            <PlayersCard partido={p} />
            <WaitingListCard partido={p} />
            {can.puede_gestionar && <PaymentsPanel partido={p} />}
            {(p.notas || p.uid) && (
              <Card title="Información adicional">
                {p.notas && <Typography.Paragraph>{p.notas}</Typography.Paragraph>}
                <Typography.Text type="secondary">
                  Organiza {p.club_id.nombre}{p.uid ? ` · creado por ${fullName(p.uid)}` : ''}
                </Typography.Text>
              </Card>
            )}
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title="Tu participación">
              <Space orientation="vertical" style={{ width: '100%' }}>
                {me.inscrito ? (
                  <>
                    <Typography.Text><CheckCircleOutlined style={{ color: '#16a34a' }} /> Estás inscrito</Typography.Text>
                    <Typography.Text type="secondary">
                      Asistencia: {me.confirmado === true ? 'confirmada' : me.confirmado === false ? 'no asistirás' : 'sin confirmar'}
                    </Typography.Text>
                    {can.puede_confirmar && (
                      <Button block type={me.confirmado === null ? 'primary' : 'default'} onClick={() => setAttendance(true)}>
                        {me.confirmado === null ? 'Confirmar asistencia' : 'Cambiar asistencia'}
                      </Button>
                    )}
                  </>
                ) : (
                  <SignUpButton partido={p} block />
                )}
                {can.puede_desinscribirse && (
                  <Button block danger icon={<UserDeleteOutlined />} loading={busy === 'leave'} onClick={leave}>
                    {me.en_lista_espera ? 'Salir de la lista de espera' : 'Darme de baja'}
                  </Button>
                )}
                {!me.inscrito && !me.en_lista_espera && !can.puede_inscribirse && !can.puede_lista_espera && (
                  <Typography.Text type="secondary">Las inscripciones no están abiertas.</Typography.Text>
                )}
                {p.estado_partido === 'Finalizado' && (
                  <Button block icon={<FileTextOutlined />} onClick={() => navigate(`/partidos/${p._id}/resumen`)}>Ver Resumen</Button>
                )}
              </Space>
            </Card>
            <MvpSection partido={p} />
            {myTeam && (
              <Card title="Tu equipo">
                <Typography.Title level={4} style={{ margin: 0 }}><TeamOutlined /> {myTeam}</Typography.Title>
              </Card>
            )}
            {can.puede_gestionar && (
              <Card title="Acciones de organizador">
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {['Convocando', 'Próximo a comenzar'].includes(p.estado_partido) && (
                    <Button block icon={<EditOutlined />} onClick={() => navigate(`/partidos/${p._id}/editar`)}>Editar Partido</Button>
                  )}
                  {p.estado_partido === 'Convocando' && (
                    <Button block icon={<LockOutlined />} loading={busy === 'cerrar'} onClick={() => void run('cerrar', () => cerrarLista(p._id), 'Error al cerrar la lista')}>Cerrar Lista</Button>
                  )}
                  {p.estado_partido === 'Próximo a comenzar' && (
                    <Button block icon={<UnlockOutlined />} loading={busy === 'reabrir'} onClick={() => void run('reabrir', () => reabrirLista(p._id), 'Error al reabrir la lista')}>Reabrir Lista</Button>
                  )}
                  {['Convocando', 'Próximo a comenzar', 'En curso'].includes(p.estado_partido) && (
                    <Button block icon={<SettingOutlined />} onClick={() => setManaging(true)}>Gestionar Jugadores</Button>
                  )}
                  {['Convocando', 'Próximo a comenzar'].includes(p.estado_partido) && (
                    <Button block icon={<TeamOutlined />} loading={busy === 'equipos'} disabled={p.ocupados < 2} onClick={() => void run('equipos', () => generarEquipos(p._id), 'Error al generar equipos')}>
                      {p.equipos_generados ? 'Volver a generar equipos' : 'Generar Equipos'}
                    </Button>
                  )}
                  {['En curso', 'Finalizado'].includes(p.estado_partido) && (
                    <Button block icon={<TrophyOutlined />} onClick={() => setResult(true)}>Registrar Resultado</Button>
                  )}
                  {!['En curso', 'Finalizado'].includes(p.estado_partido) && (
                    <Button block danger icon={<DeleteOutlined />} onClick={remove}>Eliminar Partido</Button>
                  )}
                </Space>
              </Card>
            )}
            <PaymentInfoCard partido={p} />
            <InvitationsPanel partido={p} />
            <Card title="Progreso">
              <MatchTimeline estado={p.estado_partido} />
            </Card>
          </Space>
        </Col>
      </Row>
      <AttendanceModal partido={p} open={attendance} onClose={() => setAttendance(false)} />
      <ResultModal partido={p} open={result} onClose={() => setResult(false)} />
      {can.puede_gestionar && <ManagePlayers partido={p} open={managing} onClose={() => setManaging(false)} />}
    </div>
  );
}
