import { App, Empty, List, Modal, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RESULTADO_ASISTENCIA_LABELS, RESULTADOS_ASISTENCIA, fullName, type ResultadoAsistencia } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useAttendanceRecord, useSaveAttendance } from '../api/attendance-record';

/**
 * 'Registrar asistencia' of a finished match (docs/product/enrolment.md): each player Asistió (the default), No asistió
 * or Avisó tarde; those who withdrew in the last hours come in already marked. Saved together.
 */
export function AttendanceRecordModal({ partidoId, open, onClose }: { partidoId: string; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const q = useAttendanceRecord(partidoId, open);
  const save = useSaveAttendance(partidoId);
  const [marks, setMarks] = useState<Record<string, ResultadoAsistencia>>({});
  useEffect(() => {
    if (q.data) setMarks(Object.fromEntries(q.data.registros.map((r) => [r.usuario_id, r.resultado])));
  }, [q.data]);
  const submit = async () => {
    try {
      const r = await save.mutateAsync({ registros: Object.entries(marks).map(([usuario_id, resultado]) => ({ usuario_id, resultado })) });
      message.success(r.message ?? 'Asistencia registrada');
      onClose();
    } catch (e) {
      message.error((e as Error).message || 'Error al registrar la asistencia');
    }
  };
  const options = RESULTADOS_ASISTENCIA.map((value) => ({ value, label: RESULTADO_ASISTENCIA_LABELS[value] }));
  return (
    <Modal
      title="Registrar asistencia" open={open} onCancel={onClose} onOk={() => void submit()} okText="Guardar" cancelText="Cancelar"
      confirmLoading={save.isPending} okButtonProps={{ disabled: !q.data || q.data.registros.length === 0 }} destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Quien no marques queda como «Asistió». La asistencia de los últimos 90 días forma el porcentaje de cada jugador.
      </Typography.Paragraph>
      {q.isPending ? <Skeleton active /> : q.isError ? (
        <LoadError title="No se pudo cargar la asistencia" error={q.error} onRetry={() => q.refetch()} />
      ) : q.data.registros.length === 0 ? <Empty description="No hubo jugadores inscritos" /> : (
        <List
          dataSource={q.data.registros}
          rowKey="usuario_id"
          renderItem={(r) => (
            <List.Item style={{ flexWrap: 'wrap', gap: 8 }}>
              <span style={{ minWidth: 0 }}>
                {fullName(r)} {!r.inscrito && <Tag>Se bajó tarde</Tag>}
              </span>
              <Segmented
                size="small"
                aria-label={`Asistencia de ${fullName(r)}`}
                options={options}
                value={marks[r.usuario_id] ?? r.resultado}
                onChange={(v) => setMarks((m) => ({ ...m, [r.usuario_id]: v as ResultadoAsistencia }))}
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
