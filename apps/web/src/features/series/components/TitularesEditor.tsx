import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { SerieDto } from '@partidos/shared';
import type { ApiError } from '../../../lib/api';
import { useSetSerieTitulares } from '../api/set-serie-titulares';
import { memberName, type MemberOption } from './serie-format';

/**
 * The regulars in priority order. Managers reorder (up/down), add and remove, then save the whole list at once
 * (PUT /series/{id}/titulares); members only read it.
 */
export function TitularesEditor({ serie, members, canManage }: { serie: SerieDto; members: MemberOption[]; canManage: boolean }) {
  const { message } = App.useApp();
  const save = useSetSerieTitulares(serie._id);
  const [saved, setSaved] = useState(serie.titulares);
  const [list, setList] = useState(serie.titulares);
  // the series refetched (another tab, another organiser): start again from the server's list
  if (saved !== serie.titulares) {
    setSaved(serie.titulares);
    setList(serie.titulares);
  }
  const changed = list.map((t) => t._id).join() !== serie.titulares.map((t) => t._id).join();
  const editable = canManage && serie.estado !== 'Terminada';

  const move = (i: number, d: -1 | 1) => setList((l) => {
    const n = [...l];
    [n[i], n[i + d]] = [n[i + d]!, n[i]!];
    return n;
  });
  const submit = async () => {
    try {
      const r = await save.mutateAsync(list.map((t) => t._id));
      message.success(r.message ?? 'Titulares actualizados');
    } catch (e) {
      message.error((e as ApiError).message || 'Error al guardar los titulares');
    }
  };

  const candidates = members.filter((m) => !list.some((t) => t._id === m._id));
  return (
    <Card title={`Titulares (${list.length})`} style={{ marginBottom: 16 }}>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin titulares" />
      ) : (
        <ol aria-label="Titulares" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((t, i) => (
            <li key={t._id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>{i + 1}. {memberName(t)}</Typography.Text>
              {editable && (
                <Space size={4}>
                  <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Subir a ${memberName(t)}`} disabled={i === 0} onClick={() => move(i, -1)} />
                  <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Bajar a ${memberName(t)}`} disabled={i === list.length - 1} onClick={() => move(i, 1)} />
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Quitar a ${memberName(t)}`} onClick={() => setList((l) => l.filter((x) => x._id !== t._id))} />
                </Space>
              )}
            </li>
          ))}
        </ol>
      )}
      {editable && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Select
            style={{ width: '100%' }}
            placeholder="Agregar titular"
            aria-label="Agregar titular"
            showSearch={{ optionFilterProp: 'label' }}
            value={null}
            options={candidates.map((m) => ({ value: m._id, label: memberName(m) }))}
            notFoundContent="No quedan miembros por agregar"
            onChange={(id: string) => {
              const m = members.find((x) => x._id === id);
              if (m) setList((l) => [...l, { _id: m._id, nombre: m.nombre, apellido: m.apellido }]);
            }}
          />
          <Space wrap>
            <Button type="primary" disabled={!changed} loading={save.isPending} onClick={() => void submit()}>Guardar titulares</Button>
            {changed && <Button onClick={() => setList(serie.titulares)} disabled={save.isPending}>Descartar cambios</Button>}
          </Space>
        </Space>
      )}
    </Card>
  );
}
