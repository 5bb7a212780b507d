import { Alert, App, Button, Col, DatePicker, Form, Modal, Radio, Row, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { EXPORTACION_RANGO_MAX_DIAS, MSG, diasDelRango, mesDe, todayInChile, type FormatoExportacion } from '@partidos/shared';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useExportClubFinance } from '../api/export-club-finance';

type Range = [Dayjs, Dayjs];

const YMD = 'YYYY-MM-DD';
const monthOf = (day: string): Range => {
  const m = mesDe(day);
  return [dayjs(m.desde), dayjs(m.hasta)];
};

/** Ranges a treasurer asks for, all within the 366-day limit. */
function presets(): { label: string; value: Range }[] {
  const hoy = todayInChile();
  const anterior = dayjs(hoy).startOf('month').subtract(1, 'day').format(YMD);
  const year = hoy.slice(0, 4);
  return [
    { label: 'Este mes', value: monthOf(hoy) },
    { label: 'Mes anterior', value: monthOf(anterior) },
    { label: 'Este año', value: [dayjs(`${year}-01-01`), dayjs(`${year}-12-31`)] },
  ];
}

/** What is wrong with the range before asking the server, which checks the same rule (packages/shared). */
function rangeError(range: Range | null): string | null {
  if (!range) return 'Selecciona el período';
  const [desde, hasta] = range.map((d) => d.format(YMD)) as [string, string];
  if (desde > hasta) return MSG.rangoFechasInvalido;
  return diasDelRango(desde, hasta) > EXPORTACION_RANGO_MAX_DIAS ? MSG.rangoExportacionMax : null;
}

/**
 * 'Exportar' of the club's Finanzas tab (docs/decisions/0042-finance-export.md): a range of days, the current month in
 * Chile by default, and CSV or Excel. The file downloads with the session's token; the modal shows the server's
 * Spanish message when it fails and closes when the file is saved.
 */
export function FinanceExportModal({ clubId, open, onClose }: { clubId: string; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [range, setRange] = useState<Range | null>(() => monthOf(todayInChile()));
  const [formato, setFormato] = useState<FormatoExportacion>('xlsx');
  const [touched, setTouched] = useState(false);
  const exportar = useExportClubFinance();
  const invalid = rangeError(range);

  const pick = (next: Range | null) => {
    setRange(next);
    exportar.reset();
  };
  // one end at a time (the phone's two pickers); the other end stays, or takes the same day
  const setEnd = (i: 0 | 1, d: Dayjs | null) => {
    if (!d) return;
    const next: Range = range ? [...range] : [d, d];
    next[i] = d;
    pick(next);
  };

  const close = () => {
    exportar.reset();
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (invalid || !range) return;
    exportar.mutate(
      { clubId, formato, desde: range[0].format(YMD), hasta: range[1].format(YMD) },
      { onSuccess: () => { void message.success('Archivo descargado'); close(); } },
    );
  };

  return (
    <Modal
      title="Exportar finanzas"
      open={open}
      onCancel={close}
      onOk={submit}
      okText="Descargar"
      cancelText="Cancelar"
      confirmLoading={exportar.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Todos los movimientos del período: pagos de jugadores (en cualquier estado) y arriendos, con su partido, monto, método y quién los validó.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label="Período"
          htmlFor="exportar-periodo"
          required
          validateStatus={touched && invalid ? 'error' : undefined}
          help={touched && invalid ? invalid : 'Máximo 366 días'}
        >
          {mobile ? (
            // the range picker's two months are ~560 px wide: on a phone, one month per end and the presets as buttons
            <Space orientation="vertical" size={8} style={{ width: '100%' }}>
              <Row gutter={8}>
                <Col span={12}>
                  <DatePicker
                    id="exportar-periodo" aria-label="Desde" placeholder="Desde" value={range?.[0]} onChange={(d) => setEnd(0, d)}
                    format="DD/MM/YYYY" allowClear={false} inputReadOnly placement="bottomLeft" style={{ width: '100%' }}
                  />
                </Col>
                <Col span={12}>
                  <DatePicker
                    aria-label="Hasta" placeholder="Hasta" value={range?.[1]} onChange={(d) => setEnd(1, d)}
                    format="DD/MM/YYYY" allowClear={false} inputReadOnly placement="bottomRight" style={{ width: '100%' }}
                  />
                </Col>
              </Row>
              <Space wrap size={[6, 6]}>
                {presets().map((p) => <Button key={p.label} size="small" onClick={() => pick(p.value)}>{p.label}</Button>)}
              </Space>
            </Space>
          ) : (
            <DatePicker.RangePicker
              id={{ start: 'exportar-periodo', end: 'exportar-periodo-hasta' }}
              value={range}
              onChange={(v) => pick(v && v[0] && v[1] ? [v[0], v[1]] : null)}
              format="DD/MM/YYYY"
              allowClear={false}
              presets={presets()}
              placeholder={['Desde', 'Hasta']}
              style={{ width: '100%' }}
            />
          )}
        </Form.Item>
        {/* the CSV's dates are YYYY-MM-DD so no locale misreads them (docs/decisions/0079); Excel users want the .xlsx */}
        <Form.Item label="Formato" extra="¿Usas Excel? Elige Excel (.xlsx): fechas y montos llegan listos. El CSV es para otros programas (fechas AAAA-MM-DD, columnas separadas por ';').">
          <Radio.Group value={formato} onChange={(e) => { setFormato(e.target.value as FormatoExportacion); exportar.reset(); }}>
            <Radio value="xlsx">Excel (.xlsx)</Radio>
            <Radio value="csv">CSV</Radio>
          </Radio.Group>
        </Form.Item>
        {exportar.isError && <Alert type="error" showIcon title={exportar.error.message || MSG.errorExportarFinanzas} />}
      </Form>
    </Modal>
  );
}
