import { Card, Checkbox, Col, DatePicker, Form, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { VENTANA_TITULARES_HORAS_MAX, VENTANA_TITULARES_HORAS_POR_DEFECTO, type SerieDto, type SerieExtra } from '@partidos/shared';
import { memberName, serieRhythm, type MemberOption } from './serie-format';

/** The create form's extra values when the match repeats. */
export interface RecurrenceValues {
  repetir: boolean;
  frecuencia_semanas: 1 | 2;
  hasta?: Dayjs | null;
  titulares: string[];
  ventana_titulares_horas: number | null;
  inscribir_titulares_automaticamente: boolean;
  espera_por_confiabilidad: boolean;
}

export const NO_RECURRENCE: RecurrenceValues = {
  repetir: false, frecuencia_semanas: 1, titulares: [], ventana_titulares_horas: VENTANA_TITULARES_HORAS_POR_DEFECTO,
  inscribir_titulares_automaticamente: false,
  espera_por_confiabilidad: false,
};

/** The form's series values from a series, to edit it ("Este y los siguientes"). */
export function recurrenceValuesOf(s: SerieDto): RecurrenceValues {
  return {
    repetir: true, frecuencia_semanas: s.frecuencia_semanas === 2 ? 2 : 1, hasta: s.hasta ? dayjs(s.hasta, 'DD/MM/YYYY') : null,
    titulares: s.titulares.map((t) => t._id), ventana_titulares_horas: s.ventana_titulares_horas,
    inscribir_titulares_automaticamente: s.inscribir_titulares_automaticamente, espera_por_confiabilidad: s.espera_por_confiabilidad,
  };
}

/** The series' part of POST /series (serieExtraSchema); the match form gives the rest. */
export function recurrenceBodyOf(v: RecurrenceValues): Omit<SerieExtra, 'club_id'> {
  return {
    frecuencia_semanas: v.frecuencia_semanas,
    hasta: v.hasta ? v.hasta.format('DD/MM/YYYY') : undefined,
    titulares: v.titulares ?? [],
    ventana_titulares_horas: v.ventana_titulares_horas ?? VENTANA_TITULARES_HORAS_POR_DEFECTO,
    inscribir_titulares_automaticamente: !!v.inscribir_titulares_automaticamente,
    espera_por_confiabilidad: !!v.espera_por_confiabilidad,
  };
}

/**
 * "Repetir cada semana" on the create form (docs/product/series.md): rhythm, end date, regulars in the chosen order and
 * their window. Off, the form creates one match as before. `editing`: the series' settings on the edit form, no switch.
 */
export function RecurrenceFields({ members, membersLoading, editing }: { members: MemberOption[]; membersLoading?: boolean; editing?: boolean }) {
  const form = Form.useFormInstance();
  const repetir = (Form.useWatch('repetir', form) as boolean | undefined) || editing;
  const fecha = Form.useWatch('fecha', form) as Dayjs | undefined;
  const frecuencia = (Form.useWatch('frecuencia_semanas', form) as number | undefined) ?? 1;

  return (
    <Card
      title={editing ? 'Partido recurrente' : 'Repetir cada semana'}
      style={{ marginBottom: 16 }}
      extra={!editing && (
        <Form.Item name="repetir" valuePropName="checked" noStyle>
          <Switch aria-label="Repetir cada semana" />
        </Form.Item>
      )}
    >
      {!repetir ? (
        <Typography.Text type="secondary">Activa “Repetir cada semana” para crear este partido todas las semanas, con sus titulares.</Typography.Text>
      ) : (
        <>
          {fecha && !editing && (
            <Typography.Paragraph>
              {serieRhythm({ dia_semana: fecha.day(), hora_partido: null, frecuencia_semanas: frecuencia }).replace(', horario por definir', '')}, desde el {fecha.format('DD/MM/YYYY')}.
            </Typography.Paragraph>
          )}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="frecuencia_semanas" label="Frecuencia">
                <Radio.Group optionType="button" buttonStyle="solid" options={[{ value: 1, label: 'Cada semana' }, { value: 2, label: 'Cada 2 semanas' }]} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="hasta" label="Hasta" extra="Vacío: sin fecha de término.">
                <DatePicker
                  format="DD/MM/YYYY"
                  style={{ width: '100%' }}
                  placeholder="Sin fecha de término"
                  allowClear
                  disabledDate={(d) => !!fecha && d.isBefore(fecha, 'day')}
                />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="titulares" label="Titulares" extra="En orden de prioridad: el primero que elijas es el primero de la lista.">
                <Select
                  mode="multiple"
                  allowClear
                  loading={membersLoading}
                  placeholder="Elige a los titulares"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={members.map((m) => ({ value: m._id, label: memberName(m) }))}
                  notFoundContent="No hay miembros"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="ventana_titulares_horas"
                label="Prioridad de titulares (horas)"
                extra="Desde que se crea cada partido, solo los titulares pueden inscribirse durante estas horas. 0: sin prioridad."
              >
                <InputNumber min={0} max={VENTANA_TITULARES_HORAS_MAX} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="inscribir_titulares_automaticamente" valuePropName="checked" extra="Cada partido nuevo los inscribe, hasta completar los cupos.">
                <Checkbox>Inscribir a los titulares automáticamente</Checkbox>
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="espera_por_confiabilidad" valuePropName="checked" extra="Cuando se libera un cupo, sube primero quien más asistió en los últimos 90 días, no quien llegó antes.">
                <Checkbox>Lista de espera por asistencia</Checkbox>
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
