import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Form, Input, List, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { BOT_NOMBRE_MAX, fullName, type PartidoDetailDto } from '@partidos/shared';
import { useAction } from '../../../lib/use-action';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { agregarBot, gestionarJugador, quitarBot, type AccionJugador } from '../api/match-calls';
import { nombreEquipo } from './match-format';
import { RatingMark, TeamForecast } from './TeamForecast';
import { Heading } from '../../../components/PageTitle';

/** The organiser's roster tools (docs/product/enrolment.md): a drawer on mobile, a dialog on desktop. */
export function ManagePlayers({ partido: p, open, onClose }: { partido: PartidoDetailDto; open: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const { busy, run } = useAction();
  const [botForm] = Form.useForm<{ nombre_display: string; equipo?: string }>();
  const teamOptions = [
    { value: 'equipo_a', label: nombreEquipo(p, 'equipo_a') },
    { value: 'equipo_b', label: nombreEquipo(p, 'equipo_b') },
    { value: 'sin-equipo', label: 'Sin asignar' },
  ];

  const act = (uid: string, accion: AccionJugador, destino?: string) =>
    run(`${uid}:${accion}`, () => gestionarJugador(p._id, uid, accion, destino), 'Error al gestionar jugador');

  const body = (
    <>
      {/* the answer to each move carries the recomputed prediction (match-calls.ts: the detail is replaced by it) */}
      <TeamForecast partido={p} announce style={{ marginBottom: 16 }} />
      <Heading size={5}>Inscritos ({p.asistentes.length})</Heading>
      <List
        dataSource={p.asistentes}
        locale={{ emptyText: 'Aún no hay jugadores inscritos' }}
        renderItem={(a) => {
          const uid = a.usuario_id._id;
          return (
            <List.Item>
              <Space orientation="vertical" size={6} style={{ width: '100%' }}>
                <Space size={8} wrap>
                  <Typography.Text strong>{fullName(a.usuario_id)}</Typography.Text>
                  <RatingMark rating={a.rating} />
                </Space>
                <Space wrap>
                  <Select
                    size="small"
                    style={{ width: 150 }}
                    aria-label={`Equipo de ${fullName(a.usuario_id)}`}
                    value={a.equipo === 'Sin asignar' ? 'sin-equipo' : a.equipo}
                    options={teamOptions}
                    onChange={(v: string) => void act(uid, 'cambiar_equipo', v)}
                    loading={busy === `${uid}:cambiar_equipo`}
                  />
                  <Button size="small" loading={busy === `${uid}:mover_a_reservas`} onClick={() => void act(uid, 'mover_a_reservas')}>A reservas</Button>
                  <Popconfirm title="¿Remover a este jugador del partido?" okText="Remover" cancelText="Cancelar" onConfirm={() => act(uid, 'remover')}>
                    <Button size="small" danger icon={<DeleteOutlined />} loading={busy === `${uid}:remover`}>Remover</Button>
                  </Popconfirm>
                </Space>
              </Space>
            </List.Item>
          );
        }}
      />
      {p.lista_espera.length > 0 && (
        <>
          <Divider />
          <Heading size={5}>Lista de espera ({p.lista_espera.length})</Heading>
          <List
            dataSource={p.lista_espera}
            renderItem={(w) => (
              <List.Item
                actions={[
                  <Button key="m" size="small" type="primary" loading={busy === `${w.usuario_id._id}:mover_a_asistentes`} onClick={() => void act(w.usuario_id._id, 'mover_a_asistentes')}>
                    {w.pendiente_aprobacion ? 'Aprobar' : 'Mover a inscritos'}
                  </Button>,
                ]}
              >
                {fullName(w.usuario_id)}
              </List.Item>
            )}
          />
        </>
      )}
      <Divider />
      <Heading size={5}>Jugadores invitados sin cuenta</Heading>
      <List
        dataSource={p.jugadores_bot}
        locale={{ emptyText: 'Sin jugadores invitados' }}
        renderItem={(b) => (
          <List.Item
            actions={[
              <Button key="q" size="small" danger icon={<DeleteOutlined />} loading={busy === `bot:${b._id}`} onClick={() => void run(`bot:${b._id}`, () => quitarBot(p._id, b._id), 'Error al quitar jugador invitado')}>
                Quitar
              </Button>,
            ]}
          >
            <Space size={8} wrap>
              <span>{b.nombre_display} · {nombreEquipo(p, b.equipo)}</span>
              <RatingMark rating={b.rating} />
            </Space>
          </List.Item>
        )}
      />
      <Form
        form={botForm}
        layout="inline"
        style={{ marginTop: 12, rowGap: 8 }}
        onFinish={(v) => run('bot:new', async () => {
          const r = await agregarBot(p._id, v.nombre_display, v.equipo === 'sin-equipo' ? undefined : v.equipo);
          botForm.resetFields();
          return r;
        }, 'Error al agregar jugador invitado')}
      >
        <Form.Item name="nombre_display" rules={[{ required: true, message: 'Ingresa el nombre del invitado' }, { min: 2, message: 'Mínimo 2 caracteres' }]}>
          <Input placeholder="Nombre del invitado" maxLength={BOT_NOMBRE_MAX} aria-label="Nombre del invitado" />
        </Form.Item>
        <Form.Item name="equipo" initialValue="sin-equipo">
          <Select style={{ width: 140 }} options={teamOptions} aria-label="Equipo del invitado" />
        </Form.Item>
        <Button htmlType="submit" icon={<UserAddOutlined />} loading={busy === 'bot:new'}>Agregar</Button>
      </Form>
    </>
  );

  return isMobile ? (
    <Drawer title="Gestionar Jugadores" open={open} onClose={onClose} placement="bottom" size="85%" destroyOnHidden>{body}</Drawer>
  ) : (
    <Modal title="Gestionar Jugadores" open={open} onCancel={onClose} footer={null} width={640} destroyOnHidden>{body}</Modal>
  );
}
