import { Button } from '../../../components/lite';
import { CalendarOutlined, ClockCircleOutlined, DollarOutlined, EnvironmentOutlined, GlobalOutlined, LockOutlined, PlusOutlined, TeamOutlined } from '../../../components/lite/app-icons';
import { Card, Empty, Heading, Secondary, Skeleton, Tag } from '../../../components/lite/kit';
import { useNavigate } from 'react-router';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { useProximoPartido } from '../api/match-calls';
import { AttendanceButtons, puedeResponder, respuestaTexto } from './AttendanceButtons';
import { WhoIsComing } from './AttendeeAvatars';
import { costoTexto, fechaLarga, formatoTexto, horarioTexto, lugarTexto, respuestasTexto, visibilidadTexto } from './match-format';
import { SignUpButton } from './SignUpButton';
import { LoadError } from '../../../components/LoadError';
import { PayFromCard } from '../../payments/components/PayFromCard';

/** The dashboard's next-match card, drawn without antd (docs/decisions/0047). */
export function NextMatchCard({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate();
  const q = useProximoPartido();
  if (q.isPending) return (
      // about the card's height with a match, so what is under it does not jump when it arrives (layout shift)
      <Card title="Próximo Partido" style={{ minHeight: 440 }}><Skeleton rows={6} /></Card>
    );
  // a failed refresh keeps showing the copy at hand (the last visit's, offline)
  if (q.isError && q.data === undefined) return <Card title="Próximo Partido"><LoadError title="Error al cargar el próximo partido" error={q.error} onRetry={() => q.refetch()} /></Card>;
  const p = q.data;
  if (!p) {
    return (
      <Card title="Próximo Partido">
        <Empty description={<><strong>No hay partidos próximos</strong><br />No tienes partidos programados en los próximos días.</>}>
          {canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/partidos/crear')}>Crear Partido</Button>}
        </Empty>
      </Card>
    );
  }
  return (
    <Card title="Próximo Partido" extra={<MatchStatusTag estado={p.estado_partido} />}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Heading size={4} style={{ margin: 0 }}><CalendarOutlined /> {fechaLarga(p.fecha)}</Heading>
        <span>
          <EnvironmentOutlined /> {lugarTexto(p)}{p.cancha_numero ? ` · Cancha ${p.cancha_numero}` : ''}
        </span>
        <span><ClockCircleOutlined /> {horarioTexto(p)} · {p.duracion} minutos</span>
        <span><TeamOutlined /> {formatoTexto(p.tipo_partido)} · {p.ocupados}/{p.capacidad_local} inscritos</span>
        {p.asistentes_count > 0 && <WhoIsComing players={p.asistentes_preview} total={p.asistentes_count} />}
        {p.permisos.puede_gestionar && p.asistentes_count > 0 && <Secondary>{respuestasTexto(p.respuestas)}</Secondary>}
        {p.lista_espera_count > 0 && <Secondary>{p.lista_espera_count} en lista de reservas</Secondary>}
        <span><DollarOutlined /> {costoTexto(p)}</span>
        <div className="lite-row" style={{ gap: 4 }}>
          {p.es_publico ? <GlobalOutlined /> : <LockOutlined />}
          <span>{visibilidadTexto(p)}</span>
          {p.es_publico && <Tag color="cyan">Visible para otros clubes</Tag>}
        </div>
        {puedeResponder(p) && (
          <div style={{ marginTop: 8 }}>
            <strong style={{ display: 'block', marginBottom: 6 }}>{respuestaTexto(p.mi_estado.confirmado)}</strong>
            <AttendanceButtons partido={p} />
          </div>
        )}
        {/* the match's share, paid from here: transfer data and the receipt (docs/decisions/0081) */}
        <PayFromCard partido={p} />
        <div className="lite-row" style={{ marginTop: 8 }}>
          <Button onClick={() => navigate(`/partidos/${p._id}`)}>Ver Detalles</Button>
          {!puedeResponder(p) && <SignUpButton partido={p} />}
        </div>
      </div>
    </Card>
  );
}
