import { Alert, App, Checkbox, Empty, Form, Input, Modal, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { BUSQUEDA_MIN, INVITACION_MENSAJE_MAX, fullName, type JugadorRefDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { invitarJugador, invitarMultiples, useJugadoresDisponibles, useJugadoresSugeridos } from '../api/invitation-calls';
import { PersonAvatar } from '../../../components/PersonAvatar';

function useDebounced(value: string, ms = 300) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

const label = (j: JugadorRefDto) => `${fullName(j)}${j.apodo ? ` "${j.apodo}"` : ''}`;

/** 'Invitar jugador' (docs/product/invitations.md): a member found by name (search from 2 characters), message up to 200. */
export function InvitePlayerModal({ partidoId, open, onClose }: { partidoId: string; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ usuario: string; mensaje?: string }>();
  const [text, setText] = useState('');
  const busqueda = useDebounced(text.trim());
  const q = useJugadoresDisponibles(partidoId, busqueda, open && busqueda.length >= BUSQUEDA_MIN);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await invitarJugador(partidoId, v.usuario, v.mensaje?.trim() || undefined);
      message.success(r.message ?? 'Invitación enviada');
      form.resetFields();
      onClose();
    } catch (e) {
      message.error((e as Error).message || 'Error al enviar la invitación');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="Invitar Jugador" open={open} onCancel={onClose} onOk={() => void submit()} okText="Enviar invitación" cancelText="Cancelar" confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="usuario" label="Jugador" rules={[{ required: true, message: 'Selecciona un jugador' }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setText }}
            placeholder={`Escribe al menos ${BUSQUEDA_MIN} letras del nombre`}
            notFoundContent={
              busqueda.length < BUSQUEDA_MIN ? `Escribe al menos ${BUSQUEDA_MIN} letras`
                : q.isFetching ? <Spin size="small" />
                  : q.isError ? <LoadError title="Error al buscar jugadores" error={q.error} onRetry={() => q.refetch()} />
                    : 'No hay jugadores disponibles con ese nombre'
            }
            options={(busqueda.length >= BUSQUEDA_MIN ? q.data?.jugadores ?? [] : []).map((j) => ({ value: j._id, label: label(j) }))}
            aria-label="Buscar jugador"
          />
        </Form.Item>
        <Form.Item name="mensaje" label="Mensaje (opcional)" rules={[{ max: INVITACION_MENSAJE_MAX, message: `Máximo ${INVITACION_MENSAJE_MAX} caracteres` }]}>
          <Input.TextArea rows={3} maxLength={INVITACION_MENSAJE_MAX} showCount placeholder="¡Nos falta uno, súmate!" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 'Invitar varios' (docs/product/invitations.md): suggested and available members with checkboxes; at least one. */
export function InviteManyModal({ partidoId, open, onClose }: { partidoId: string; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const sugeridos = useJugadoresSugeridos(partidoId, open);
  const [text, setText] = useState('');
  const busqueda = useDebounced(text.trim());
  const disponibles = useJugadoresDisponibles(partidoId, busqueda.length >= BUSQUEDA_MIN ? busqueda : '', open);
  const [selected, setSelected] = useState<string[]>([]);
  const [mensaje, setMensaje] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => { if (!open) { setSelected([]); setError(null); setMensaje(''); setText(''); } }, [open]);

  const people = new Map<string, JugadorRefDto & { partidos_recientes?: number }>();
  for (const j of sugeridos.data?.jugadores ?? []) people.set(j._id, j);
  for (const j of disponibles.data?.jugadores ?? []) if (!people.has(j._id)) people.set(j._id, j);
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  const submit = async () => {
    if (!selected.length) { setError('Selecciona al menos un jugador'); return; }
    setSaving(true);
    setError(null);
    try {
      const r = await invitarMultiples(partidoId, selected, mensaje.trim() || undefined);
      const n = r.data.invitaciones.length;
      message.success(`${n} ${n === 1 ? 'invitación enviada' : 'invitaciones enviadas'}${r.data.omitidos.length ? ` (${r.data.omitidos.length} omitidas)` : ''}`);
      onClose();
    } catch (e) {
      setError((e as Error).message || 'Error al enviar las invitaciones');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="Invitar Varios Jugadores" open={open} onCancel={onClose} onOk={() => void submit()} okText={`Invitar (${selected.length})`} cancelText="Cancelar" confirmLoading={saving} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search placeholder="Buscar por nombre" allowClear value={text} onChange={(e) => setText(e.target.value)} aria-label="Buscar jugadores" />
        {error && <Alert type="error" showIcon title={error} />}
        {(sugeridos.isPending || disponibles.isPending) && <Spin />}
        {sugeridos.isError && <LoadError title="Error al obtener jugadores sugeridos" error={sugeridos.error} onRetry={() => sugeridos.refetch()} />}
        {disponibles.isError && <LoadError title="Error al buscar jugadores" error={disponibles.error} onRetry={() => disponibles.refetch()} />}
        {people.size === 0 && !sugeridos.isPending && !disponibles.isPending && !sugeridos.isError && !disponibles.isError ? (
          <Empty description="No hay jugadores disponibles para invitar" />
        ) : (
          <div style={{ maxHeight: 320, overflowY: 'auto' }}>
            {[...people.values()].map((j) => (
              <div key={j._id} style={{ padding: '6px 0' }}>
                <Checkbox checked={selected.includes(j._id)} onChange={(e) => toggle(j._id, e.target.checked)}>
                  <Space size={8}>
                    <PersonAvatar person={j} size="small" />
                    <span>{label(j)}</span>
                    {j.partidos_recientes ? <Typography.Text type="secondary">{j.partidos_recientes} partidos recientes</Typography.Text> : null}
                  </Space>
                </Checkbox>
              </div>
            ))}
          </div>
        )}
        <Input.TextArea rows={2} maxLength={INVITACION_MENSAJE_MAX} showCount placeholder="Mensaje (opcional)" value={mensaje} onChange={(e) => setMensaje(e.target.value)} aria-label="Mensaje" />
      </Space>
    </Modal>
  );
}
