import { Alert, Descriptions, List, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ESTADOS_PARTIDO, formatCLP, formatDate, fullName, type AdminPartidoDto, type EstadoPartido } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { LoadError } from '../../../components/LoadError';
import { useAction } from '../../../lib/use-action';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { adminPartidoCalls, useAdminPartido } from '../api/admin-calls';
import { Heading } from '../../../components/PageTitle';

const CAMPO: Record<string, string> = { lugar: 'Lugar', horario: 'Horario', monto: 'Monto' };
export const creadorDe = (p: AdminPartidoDto) => (p.uid ? fullName(p.uid) || p.uid.correo : '—');
export const lugarDe = (p: AdminPartidoDto) => (p.lugar_nombre ? `${p.lugar_nombre}${p.cancha_numero ? ` · cancha ${p.cancha_numero}` : ''}` : 'Por definir');

export function PartidoDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  const q = useAdminPartido(id);
  const p = q.data;
  return (
    <Modal title="Detalle del partido" open={!!id} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {q.isError && <LoadError title="Error al cargar el partido" error={q.error} onRetry={() => q.refetch()} />}
      {!p && q.isPending && <Spin />}
      {p && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={isMobile ? 1 : 2} size="small" colon={false}>
            <Descriptions.Item label="Estado"><MatchStatusTag estado={p.estado_partido} /></Descriptions.Item>
            <Descriptions.Item label="Club">{p.club_id.nombre}</Descriptions.Item>
            <Descriptions.Item label="Fecha">{p.fecha}{p.hora_partido ? ` ${p.hora_partido}` : ' (horario por definir)'} · {p.duracion} min</Descriptions.Item>
            <Descriptions.Item label="Lugar">{lugarDe(p)}</Descriptions.Item>
            <Descriptions.Item label="Tipo">{p.tipo_partido}{p.tiene_rival_externo && <Tag style={{ marginLeft: 8 }}>Rival externo</Tag>}</Descriptions.Item>
            <Descriptions.Item label="Creador">{creadorDe(p)}</Descriptions.Item>
            <Descriptions.Item label="Inscritos">{p.ocupados}/{p.max_asistentes} · {p.lista_espera_count} en espera</Descriptions.Item>
            <Descriptions.Item label="Monto">{p.monto_arriendo == null ? 'Por definir' : `${formatCLP(p.monto_arriendo)} (${formatCLP(p.monto_por_jugador)} por jugador)`}</Descriptions.Item>
            <Descriptions.Item label="Equipos">{p.equipo_a} vs {p.equipo_b}{p.resultado ? ` · ${p.resultado.equipo_a}–${p.resultado.equipo_b}` : ''}</Descriptions.Item>
            <Descriptions.Item label="MVP">{p.mvp_asignado ? fullName(p.mvp_asignado) : '—'}</Descriptions.Item>
            {p.campos_faltantes.length > 0 && (
              <Descriptions.Item label="Falta">{p.campos_faltantes.map((c) => <Tag key={c} color="orange">{CAMPO[c] ?? c}</Tag>)}</Descriptions.Item>
            )}
            {p.fecha_cancelacion && <Descriptions.Item label="Cancelado">{formatDate(p.fecha_cancelacion)}</Descriptions.Item>}
            <Descriptions.Item label="Creado">{formatDate(p.createdAt)}</Descriptions.Item>
            {p.descripcion && <Descriptions.Item label="Descripción" span={2}>{p.descripcion}</Descriptions.Item>}
          </Descriptions>
          <Heading size={5} style={{ margin: 0 }}>Asistentes ({p.asistentes.length + p.jugadores_bot.length})</Heading>
          <List
            size="small"
            dataSource={[
              ...p.asistentes.map((a) => ({ k: a.usuario_id._id, n: fullName(a.usuario_id) || a.usuario_id.apodo || 'Jugador', e: a.equipo })),
              ...p.jugadores_bot.map((b) => ({ k: b._id, n: `${b.nombre_display} (invitado)`, e: b.equipo })),
            ]}
            locale={{ emptyText: 'Sin asistentes' }}
            renderItem={(x) => <List.Item key={x.k} extra={x.e ? <Tag>{x.e}</Tag> : null}>{x.n}</List.Item>}
          />
          {p.lista_espera.length > 0 && (
            <Typography.Text type="secondary">En espera: {p.lista_espera.map((w) => fullName(w.usuario_id) || 'Jugador').join(', ')}</Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
}

export function EstadoPartidoDialog({ partido, onClose, onDone }: { partido: AdminPartidoDto | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { busy, run } = useAction();
  const [estado, setEstado] = useState<EstadoPartido | undefined>();
  useEffect(() => setEstado(partido?.estado_partido), [partido]);
  const save = async () => {
    if (!partido || !estado) return;
    const ok = await run('e', () => adminPartidoCalls.estado(partido._id, estado), 'Error al cambiar el estado del partido', 'Estado del partido actualizado');
    if (ok) { await onDone(); onClose(); }
  };
  return (
    <Modal
      title="Cambiar estado del partido"
      open={!!partido}
      onCancel={onClose}
      onOk={save}
      okText="Guardar"
      cancelText="Cancelar"
      okButtonProps={{ loading: busy === 'e', disabled: !estado || estado === partido?.estado_partido }}
      destroyOnHidden
    >
      {partido && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{partido.club_id.nombre} · {partido.fecha}{partido.hora_partido ? ` ${partido.hora_partido}` : ''} · {lugarDe(partido)}</Typography.Text>
          <Select aria-label="Nuevo estado" style={{ width: '100%' }} value={estado} onChange={setEstado} options={ESTADOS_PARTIDO.map((e) => ({ value: e, label: e }))} />
          {estado === 'Finalizado' && partido.estado_partido !== 'Finalizado' && (
            <Alert type="info" showIcon title="Al finalizar se suman los partidos jugados de los asistentes (una sola vez)." />
          )}
        </Space>
      )}
    </Modal>
  );
}

export function CancelarPartidoDialog({ partido, onClose, onDone }: { partido: AdminPartidoDto | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { busy, run } = useAction();
  const cancel = async () => {
    if (!partido) return;
    const ok = await run('c', () => adminPartidoCalls.cancelar(partido._id), 'Error al cancelar el partido', 'Partido cancelado');
    if (ok) { await onDone(); onClose(); }
  };
  return (
    <Modal
      title="Cancelar partido"
      open={!!partido}
      onCancel={onClose}
      onOk={cancel}
      okText="Cancelar partido"
      cancelText="Volver"
      okButtonProps={{ danger: true, loading: busy === 'c' }}
      destroyOnHidden
    >
      {partido && (
        <Alert
          type="warning"
          showIcon
          title="¿Cancelar este partido?"
          description={`${partido.club_id.nombre} · ${partido.fecha}${partido.hora_partido ? ` ${partido.hora_partido}` : ''} · ${lugarDe(partido)}. Tiene ${partido.ocupados} inscrito(s).`}
        />
      )}
    </Modal>
  );
}
