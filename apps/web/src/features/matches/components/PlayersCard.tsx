import { CrownFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Empty, List, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fullName, type PartidoDetailDto } from '@partidos/shared';
import { nombreEquipo } from './match-format';

const confirmTag = (c: boolean | null) =>
  c === true ? <Tag color="green">Confirmado</Tag> : c === false ? <Tag color="red">No asistirá</Tag> : <Tag>Sin confirmar</Tag>;

/** 'Jugadores' with the team filter (spec 2 §2), guests included; the waiting list below it. */
export function PlayersCard({ partido: p }: { partido: PartidoDetailDto }) {
  const navigate = useNavigate();
  const [team, setTeam] = useState<string>('todos');
  const rows = [
    ...p.asistentes.map((a) => ({ key: a.usuario_id._id, user: a.usuario_id, equipo: a.equipo, confirmado: a.confirmado, mvp: a.es_mvp, bot: false })),
    ...p.jugadores_bot.map((b) => ({
      key: b._id, user: { _id: b._id, nombre: b.nombre_display, apellido: null, apodo: null, avatar_url: null, posicion_principal: null, nivel_habilidad: null },
      equipo: b.equipo, confirmado: null, mvp: false, bot: true,
    })),
  ];
  const filtered = team === 'todos' ? rows : rows.filter((r) => r.equipo === team);
  return (
    <Card
      title={`Jugadores (${p.ocupados}/${p.capacidad_local})`}
      extra={
        <Segmented
          size="small"
          value={team}
          onChange={(v) => setTeam(String(v))}
          options={[
            { value: 'todos', label: 'Todos' },
            { value: 'equipo_a', label: nombreEquipo(p, 'equipo_a') },
            { value: 'equipo_b', label: nombreEquipo(p, 'equipo_b') },
            { value: 'Sin asignar', label: 'Sin asignar' },
          ]}
        />
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      {filtered.length === 0 ? (
        <Empty description={rows.length ? 'No hay jugadores en este equipo' : 'Aún no hay jugadores inscritos'} />
      ) : (
        <List
          dataSource={filtered}
          renderItem={(r) => (
            <List.Item
              style={{ cursor: r.bot ? undefined : 'pointer' }}
              onClick={() => !r.bot && navigate(`/jugadores/${r.user._id}`)}
              extra={<Space size={4} wrap>{!r.bot && confirmTag(r.confirmado)}<Tag color={r.equipo === 'Sin asignar' ? 'default' : r.equipo === 'equipo_a' ? 'geekblue' : 'purple'}>{nombreEquipo(p, r.equipo)}</Tag></Space>}
            >
              <List.Item.Meta
                avatar={<Avatar src={r.user.avatar_url ?? undefined} icon={<UserOutlined />} style={{ background: r.bot ? '#bfbfbf' : '#16a34a' }} />}
                title={
                  <Space size={4}>
                    {r.bot ? r.user.nombre : fullName(r.user)}
                    {r.user.apodo && <Typography.Text type="secondary">"{r.user.apodo}"</Typography.Text>}
                    {r.mvp && <CrownFilled style={{ color: '#faad14' }} aria-label="MVP" />}
                  </Space>
                }
                description={r.bot ? 'Jugador invitado' : [r.user.posicion_principal, r.user.nivel_habilidad].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export function WaitingListCard({ partido: p }: { partido: PartidoDetailDto }) {
  if (!p.lista_espera.length) return null;
  return (
    <Card title={`Lista de espera (${p.lista_espera.length})`}>
      <List
        dataSource={p.lista_espera}
        renderItem={(w, i) => (
          <List.Item extra={w.pendiente_aprobacion ? <Tag color="orange">Pendiente de aprobación</Tag> : <Tag>#{i + 1}</Tag>}>
            <List.Item.Meta
              avatar={<Avatar src={w.usuario_id.avatar_url ?? undefined} icon={<UserOutlined />} />}
              title={fullName(w.usuario_id)}
              description={[w.usuario_id.posicion_principal, w.usuario_id.nivel_habilidad].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
