import { CopyOutlined, LinkOutlined, UserAddOutlined, UsergroupAddOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Divider, Empty, Form, Input, InputNumber, List, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDate, fullName, type LinkInvitacionDto, type PartidoDetailDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { copyText } from '../../../lib/copy-text';
import { useAction } from '../../../lib/use-action';
import { costoTexto, fechaLarga, horarioTexto, lugarTexto } from '../../matches/components/match-format';
import { actualizarLink, cancelarInvitacion, desactivarLink, generarLink, useInvitaciones, useLinkInvitacion } from '../api/invitation-calls';
import { InviteManyModal, InvitePlayerModal } from './InviteDialogs';
import { InviteToClubCard } from './InviteToClubCard';

const ESTADO_LINK = { activo: 'success', inactivo: 'default', expirado: 'warning', agotado: 'error' } as const;

/** The WhatsApp message: date, time, place and cost, and the link PUBLIC_URL/partidos/unirse/{code} (docs/product/invitations.md). */
function whatsappHref(p: PartidoDetailDto, link: LinkInvitacionDto) {
  const text = [
    `⚽ ¡Súmate al partido de ${p.club_id.nombre}!`,
    `📅 ${fechaLarga(p.fecha)} · ${horarioTexto(p)}`,
    `📍 ${lugarTexto(p)}${p.cancha_numero ? ` · Cancha ${p.cancha_numero}` : ''}`,
    `💵 ${costoTexto(p)}`,
    link.url,
  ].join('\n');
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

function LinkSection({ partido: p }: { partido: PartidoDetailDto }) {
  const { message } = App.useApp();
  const q = useLinkInvitacion(p._id, true);
  const { busy, run } = useAction();
  const [form] = Form.useForm<{ activo: boolean; fechaExpiracion: Dayjs | null; usoMaximo: number | null }>();
  const link = q.data;
  if (q.isPending) return null;
  if (q.isError) return <LoadError title="Error al obtener información del link" error={q.error} onRetry={() => q.refetch()} />;
  if (!link) {
    return (
      <Button block icon={<LinkOutlined />} loading={busy === 'gen'} onClick={() => void run('gen', () => generarLink(p._id), 'Error al generar link de invitación', 'Link de invitación generado')}>
        Generar link de invitación
      </Button>
    );
  }
  const url = link.url;
  const copy = async () => {
    if (await copyText(url)) message.success('Link copiado');
    else message.error('No se pudo copiar el link');
  };
  const save = async () => {
    const v = await form.validateFields();
    await run('save', () => actualizarLink(p._id, {
      activo: v.activo, fechaExpiracion: v.fechaExpiracion ? v.fechaExpiracion.format('YYYY-MM-DD') : null, usoMaximo: v.usoMaximo ?? null,
    }), 'Error al actualizar configuración', 'Configuración del link actualizada');
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>Link de invitación</Typography.Text>
        <Tag color={ESTADO_LINK[link.estado]}>{link.estado}</Tag>
        <Typography.Text type="secondary">{link.vecesUsado} {link.vecesUsado === 1 ? 'uso' : 'usos'}{link.usoMaximo ? ` de ${link.usoMaximo}` : ''}</Typography.Text>
      </Space>
      {/* one line that never widens the card (the whole URL is in the field and in the copy) */}
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={url} aria-label="Link de invitación" onFocus={(e) => e.target.select()} style={{ fontFamily: 'monospace' }} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>Copiar</Button>
      </Space.Compact>
      <Button block icon={<WhatsAppOutlined />} href={whatsappHref(p, link)} target="_blank" rel="noopener noreferrer" style={{ color: '#0b6e3a', borderColor: '#0b6e3a' }}>
        Compartir por WhatsApp
      </Button>
      <Form
        form={form}
        layout="vertical"
        size="small"
        initialValues={{ activo: link.activo, fechaExpiracion: link.fechaExpiracion ? dayjs(link.fechaExpiracion) : null, usoMaximo: link.usoMaximo }}
        key={`${link._id}-${link.activo}-${link.fechaExpiracion}-${link.usoMaximo}`}
      >
        <Space wrap align="end">
          <Form.Item name="activo" label="Activo" valuePropName="checked" style={{ marginBottom: 8 }}><Switch /></Form.Item>
          <Form.Item name="fechaExpiracion" label="Expira" style={{ marginBottom: 8 }}>
            <DatePicker format="DD/MM/YYYY" placeholder="Sin expiración" disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
          </Form.Item>
          <Form.Item name="usoMaximo" label="Usos máximos" style={{ marginBottom: 8 }} rules={[{ type: 'number', min: 1, message: 'Debe ser al menos 1' }]}>
            <InputNumber min={1} placeholder="Ilimitado" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Button size="small" type="primary" loading={busy === 'save'} onClick={() => void save()}>Guardar configuración</Button>
          <Popconfirm title="¿Desactivar el link? Quien lo tenga ya no podrá unirse." okText="Desactivar" cancelText="Volver" onConfirm={() => run('del', () => desactivarLink(p._id), 'Error al desactivar link', 'Link desactivado')}>
            <Button size="small" danger loading={busy === 'del'}>Desactivar link</Button>
          </Popconfirm>
        </Space>
      </Form>
    </Space>
  );
}

/** 'Invitaciones' on the match detail (docs/product/invitations.md): invite one or many members, the ones I sent, and my invite link. */
export function InvitationsPanel({ partido: p }: { partido: PartidoDetailDto }) {
  const can = p.permisos;
  const abierto = ['Convocando', 'Próximo a comenzar'].includes(p.estado_partido);
  const sent = useInvitaciones('enviadas', { page: 1, partido_id: p._id }, can.puede_invitar);
  const { busy, run } = useAction();
  const [one, setOne] = useState(false);
  const [many, setMany] = useState(false);
  if (!abierto || (!can.puede_invitar && !can.puede_generar_link)) return null;
  const pendientes = (sent.data?.invitaciones ?? []).filter((i) => i.estado === 'Pendiente');
  return (
    <Card title="Invitaciones">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {can.puede_invitar && (
          <>
            <Space wrap>
              <Button icon={<UserAddOutlined />} onClick={() => setOne(true)}>Invitar jugador</Button>
              <Button icon={<UsergroupAddOutlined />} onClick={() => setMany(true)}>Invitar varios</Button>
            </Space>
            {sent.isError ? (
              <LoadError title="Error al cargar las invitaciones" error={sent.error} onRetry={() => sent.refetch()} />
            ) : pendientes.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tienes invitaciones pendientes en este partido" />
            ) : (
              <List
                size="small"
                header={<Typography.Text type="secondary">Invitaciones pendientes que enviaste</Typography.Text>}
                dataSource={pendientes}
                renderItem={(i) => (
                  <List.Item
                    actions={[
                      <Button key="c" size="small" type="link" loading={busy === i._id} onClick={() => void run(i._id, () => cancelarInvitacion(i._id), 'Error al cancelar invitación', 'Invitación cancelada')}>
                        Cancelar
                      </Button>,
                    ]}
                  >
                    {fullName(i.invitado)} · {formatDate(i.fechaInvitacion)}
                  </List.Item>
                )}
              />
            )}
          </>
        )}
        {can.puede_generar_link && (
          <>
            {can.puede_invitar && <Divider style={{ margin: '8px 0' }} />}
            <LinkSection partido={p} />
          </>
        )}
        {/* the club's link carrying this match: a newcomer lands a member and signed up (docs/decisions/0082) */}
        {p.permisos.puede_gestionar && (
          <InviteToClubCard
            club={p.club_id}
            partido={{ id: p._id, texto: `${fechaLarga(p.fecha)}${p.hora_partido ? ` a las ${p.hora_partido}` : ''}` }}
            title="Invitar al club y a este partido"
          />
        )}
      </Space>
      <InvitePlayerModal partidoId={p._id} open={one} onClose={() => setOne(false)} />
      <InviteManyModal partidoId={p._id} open={many} onClose={() => setMany(false)} />
    </Card>
  );
}
