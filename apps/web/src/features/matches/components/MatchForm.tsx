import { GlobalOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import {
  Alert, App, Button, Card, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, Tag, Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import {
  DURACIONES, EQUIPO_NOMBRE_MAX, JUGADORES_POR_EQUIPO, MINUTOS_PERMITIDOS, MSG, PARTIDO_TEXTO_MAX, TIPOS_PARTIDO, TIPO_PARTIDO_LABELS,
  formatCLP, maxAsistentesPorDefecto, montoPorJugador, partidoFormSchema, type PartidoDetailDto, type PartidoFormValues, type TipoPartido,
} from '@partidos/shared';
import { PaymentAccountModal } from '../../clubs/components/AccountsTab';
import { useClub, usePaymentAccounts } from '../../clubs/api/club-calls';
import { useLugaresSelector } from '../../venues/api/venue-calls';
import { useProximoPartido } from '../api/match-calls';
import { formatPesosInput, parsePesosInput } from '../../../lib/money-input';

const HORAS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

export interface MatchFormValues {
  fecha?: Dayjs;
  tipo_partido: TipoPartido;
  max_asistentes?: number | null;
  lugar_por_definir: boolean;
  lugar_id?: string;
  cancha_numero?: number | null;
  horario_por_definir: boolean;
  hora?: string;
  minuto?: string;
  duracion: number;
  monto_por_definir: boolean;
  monto_arriendo?: number | null;
  es_contra_rival: boolean;
  equipo_rival_externo?: 'equipo_a' | 'equipo_b';
  costo_dividido_con_rival: boolean;
  monto_equipo_local?: number | null;
  cuenta_pago_id?: string;
  es_publico: boolean;
  requiere_aprobacion_ingreso_publico: boolean;
  permite_invitacion_abierta: boolean;
  generar_equipos_auto: boolean;
  equipo_a?: string;
  equipo_b?: string;
  descripcion?: string;
  notas?: string;
}

export const NEW_MATCH: MatchFormValues = {
  tipo_partido: '7v7', lugar_por_definir: false, horario_por_definir: false, duracion: 60, monto_por_definir: false,
  es_contra_rival: false, costo_dividido_con_rival: false, es_publico: false, requiere_aprobacion_ingreso_publico: false,
  permite_invitacion_abierta: false, generar_equipos_auto: false, equipo_a: 'Blanco', equipo_b: 'Negro', minuto: '00',
};

/** The form's values for an existing match. */
export function valuesOf(p: PartidoDetailDto): MatchFormValues {
  const [hora, minuto] = p.hora_partido?.split(':') ?? [];
  return {
    fecha: dayjs(p.fecha, 'DD/MM/YYYY'), tipo_partido: p.tipo_partido, max_asistentes: p.max_asistentes,
    lugar_por_definir: p.lugar_por_definir, lugar_id: p.lugar_id?._id, cancha_numero: p.cancha_numero,
    horario_por_definir: p.horario_por_definir, hora, minuto: minuto ?? '00', duracion: p.duracion,
    monto_por_definir: p.monto_por_definir, monto_arriendo: p.monto_arriendo, es_contra_rival: p.tiene_rival_externo,
    equipo_rival_externo: p.equipo_rival_externo ?? undefined, costo_dividido_con_rival: p.costo_dividido_con_rival,
    monto_equipo_local: p.monto_equipo_local, cuenta_pago_id: p.cuenta_pago_id ?? undefined, es_publico: p.es_publico,
    requiere_aprobacion_ingreso_publico: p.requiere_aprobacion_ingreso_publico, permite_invitacion_abierta: p.permite_invitacion_abierta,
    generar_equipos_auto: p.generar_equipos_auto, equipo_a: p.equipo_a, equipo_b: p.equipo_b, descripcion: p.descripcion ?? '',
    notas: p.notas ?? '',
  };
}

/** The API body from the form's values: POST /partidos and PUT /partidos/{id} read it with partidoFields. */
export function bodyOf(v: MatchFormValues): PartidoFormValues {
  return {
    fecha: v.fecha?.format('DD/MM/YYYY') ?? '',
    tipo_partido: v.tipo_partido,
    max_asistentes: v.max_asistentes ?? undefined,
    lugar_por_definir: v.lugar_por_definir,
    lugar_id: v.lugar_por_definir ? undefined : v.lugar_id,
    cancha_numero: v.lugar_por_definir ? undefined : v.cancha_numero ?? undefined,
    horario_por_definir: v.horario_por_definir,
    hora_partido: v.horario_por_definir || !v.hora ? undefined : `${v.hora}:${v.minuto ?? '00'}`,
    duracion: v.duracion,
    monto_por_definir: v.monto_por_definir,
    monto_arriendo: v.monto_por_definir ? undefined : v.monto_arriendo ?? undefined,
    tiene_rival_externo: v.es_contra_rival,
    equipo_rival_externo: v.es_contra_rival ? v.equipo_rival_externo : undefined,
    costo_dividido_con_rival: v.es_contra_rival && v.costo_dividido_con_rival,
    monto_equipo_local: v.es_contra_rival && !v.costo_dividido_con_rival ? v.monto_equipo_local ?? undefined : undefined,
    cuenta_pago_id: v.cuenta_pago_id ?? '',
    es_publico: v.es_publico,
    requiere_aprobacion_ingreso_publico: v.es_publico && v.requiere_aprobacion_ingreso_publico,
    permite_invitacion_abierta: v.permite_invitacion_abierta,
    generar_equipos_auto: v.generar_equipos_auto,
    equipo_a: v.equipo_a,
    equipo_b: v.equipo_b,
    descripcion: v.descripcion,
    notas: v.notas,
  };
}

/** Runs the shared schema (the server's rules) and maps its issues onto the form's fields. */
export function validateBody(body: PartidoFormValues): { field: string; message: string }[] {
  const r = partidoFormSchema.safeParse(body);
  if (r.success) return [];
  const map: Record<string, string> = { hora_partido: 'hora', tiene_rival_externo: 'es_contra_rival' };
  return r.error.issues.map((i) => ({ field: map[String(i.path[0])] ?? String(i.path[0] ?? ''), message: i.message }));
}

/**
 * Every field of the match form (docs/product/matches.md) for create and edit: deferred place, schedule and amount;
 * external rival with split cost or local amount; live cost per player; venue and payment account selectors;
 * public-match warning.
 */
export function MatchFields({ clubId }: { clubId: string }) {
  const form = Form.useFormInstance<MatchFormValues>();
  const { modal } = App.useApp();
  const club = useClub(clubId);
  const accounts = usePaymentAccounts(clubId);
  const [busqueda, setBusqueda] = useState('');
  const lugares = useLugaresSelector(busqueda);
  const [addingAccount, setAddingAccount] = useState(false);
  // a new match starts at the club's usual hour: its next match's, else 20:00 (the time field still says it)
  const next = useProximoPartido();
  useEffect(() => {
    if (next.isPending || form.getFieldValue('hora') || form.isFieldTouched('hora')) return;
    const [hora = '20', minuto = '00'] = next.data?.hora_partido?.split(':') ?? [];
    form.setFieldsValue({ hora, minuto });
  }, [next.isPending, next.data, form]);
  const w = Form.useWatch([], form) ?? ({} as MatchFormValues);
  const publicAllowed = club.data?.configuracion.permitir_creacion_partidos_publicos ?? true;

  const tipo = (w.tipo_partido ?? '7v7') as TipoPartido;
  const max = w.max_asistentes ?? maxAsistentesPorDefecto(tipo);
  const porJugador = montoPorJugador({
    monto_arriendo: w.monto_arriendo ?? null, monto_por_definir: w.monto_por_definir, tiene_rival_externo: !!w.es_contra_rival,
    costo_dividido_con_rival: !!w.costo_dividido_con_rival, monto_equipo_local: w.monto_equipo_local ?? null, max_asistentes: max,
  });
  const deferred = w.lugar_por_definir || w.horario_por_definir || w.monto_por_definir;

  const togglePublic = (on: boolean) => {
    if (!on) {
      form.setFieldsValue({ es_publico: false, requiere_aprobacion_ingreso_publico: false });
      return;
    }
    modal.confirm({
      title: 'Partido público',
      icon: <GlobalOutlined />,
      content: 'Un partido público es visible para otros clubes y cualquier usuario registrado podrá inscribirse. ¿Quieres continuar?',
      okText: 'Entendido',
      cancelText: 'Cancelar',
      onOk: () => form.setFieldsValue({ es_publico: true }),
      onCancel: () => form.setFieldsValue({ es_publico: false, requiere_aprobacion_ingreso_publico: false }),
    });
  };
  const toggleRival = (on: boolean) => {
    form.setFieldsValue(on ? { es_contra_rival: true } : {
      es_contra_rival: false, equipo_rival_externo: undefined, costo_dividido_con_rival: false, monto_equipo_local: undefined,
    });
  };

  return (
    <>
      {(lugares.isError || accounts.isError) && <Alert type="error" showIcon title={MSG.errorCargarLugaresYCuentas} style={{ marginBottom: 16 }} />}
      {deferred && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          style={{ marginBottom: 16 }}
          title="Faltan datos del partido"
          description="Si dejas el lugar, el horario o el monto por definir, el partido seguirá en Convocando hasta las 23:59 de su fecha y se cancelará automáticamente si no se completa."
        />
      )}
      <Card title="Fecha y formato" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="fecha" label="Fecha" rules={[{ required: true, message: MSG.fechaPartidoRequerida }]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} placeholder="DD/MM/AAAA" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="tipo_partido" label="Tipo de partido" rules={[{ required: true, message: MSG.tipoPartidoRequerido }]}>
              <Radio.Group optionType="button" buttonStyle="solid" options={TIPOS_PARTIDO.map((t) => ({ value: t, label: TIPO_PARTIDO_LABELS[t] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="max_asistentes" label="Cupos" extra={`Por defecto ${maxAsistentesPorDefecto(tipo)} (${JUGADORES_POR_EQUIPO[tipo]} por equipo)${w.es_contra_rival ? '; contra un rival externo tu equipo usa la mitad' : ''}.`}>
              <InputNumber min={2} max={50} style={{ width: '100%' }} placeholder={String(maxAsistentesPorDefecto(tipo))} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Horario" style={{ marginBottom: 16 }} extra={<Form.Item name="horario_por_definir" valuePropName="checked" noStyle><Switch checkedChildren="Por definir" unCheckedChildren="Definido" aria-label="Horario por definir" /></Form.Item>}>
        {w.horario_por_definir ? (
          <Typography.Text type="secondary">El horario queda por definir.</Typography.Text>
        ) : (
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Form.Item name="hora" label="Hora" rules={[{ required: true, message: MSG.horaRequerida }]}>
                <Select showSearch options={HORAS.map((h) => ({ value: h, label: h }))} placeholder="HH" aria-label="Hora" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="minuto" label="Minutos" rules={[{ required: true, message: MSG.horaRequerida }]}>
                <Select options={MINUTOS_PERMITIDOS.map((m) => ({ value: m, label: m }))} aria-label="Minutos" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="duracion" label="Duración" rules={[{ required: true, message: MSG.duracionInvalida }]}>
                <Select options={DURACIONES.map((d) => ({ value: d, label: `${d} minutos` }))} aria-label="Duración" />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Card>

      <Card title="Lugar" style={{ marginBottom: 16 }} extra={<Form.Item name="lugar_por_definir" valuePropName="checked" noStyle><Switch checkedChildren="Por definir" unCheckedChildren="Definido" aria-label="Lugar por definir" /></Form.Item>}>
        {w.lugar_por_definir ? (
          <Typography.Text type="secondary">El lugar queda por definir.</Typography.Text>
        ) : (
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item name="lugar_id" label="Lugar" rules={[{ required: true, message: MSG.lugarRequerido }]}>
                <Select
                  showSearch={{ filterOption: false, onSearch: setBusqueda }}
                  placeholder="Busca un lugar"
                  loading={lugares.isFetching}
                  notFoundContent={lugares.isFetching ? 'Buscando…' : 'No hay lugares. Crea uno en Lugares.'}
                  options={(lugares.data ?? []).map((l) => ({
                    value: l._id,
                    label: (
                      <Space size={4}>
                        {l.nombre}
                        {l.es_global && <Tag color="blue" style={{ marginInlineEnd: 0 }}>Global</Tag>}
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{l.direccion}</Typography.Text>
                      </Space>
                    ),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="cancha_numero" label="Cancha N°" rules={[{ required: true, message: MSG.canchaRequerida }]}>
                <InputNumber min={1} max={999} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Card>

      <Card title="Costo y rival" style={{ marginBottom: 16 }} extra={<Form.Item name="monto_por_definir" valuePropName="checked" noStyle><Switch checkedChildren="Monto por definir" unCheckedChildren="Monto definido" aria-label="Monto por definir" /></Form.Item>}>
        <Row gutter={16}>
          {!w.monto_por_definir && (
            <Col xs={24} md={12}>
              <Form.Item name="monto_arriendo" label="Arriendo de la cancha" rules={[{ required: true, message: MSG.montoArriendoRequerido }]}>
                <InputNumber<number> min={0} step={1000} style={{ width: '100%' }} formatter={formatPesosInput} parser={parsePesosInput} placeholder="$ 0" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="cuenta_pago_id" label="Cuenta de pago" rules={[{ required: true, message: MSG.cuentaPagoRequerida }]}>
              <Select
                placeholder="Selecciona una cuenta"
                loading={accounts.isPending}
                options={(accounts.data ?? []).map((a) => ({ value: a._id, label: `${a.alias ?? a.nombre_banco} · ${a.tipo_cuenta} ${a.numero_cuenta}` }))}
                notFoundContent="El club no tiene cuentas de pago"
                popupRender={(menu) => (
                  <>
                    {menu}
                    <Divider style={{ margin: '8px 0' }} />
                    <Button type="link" icon={<PlusOutlined />} onClick={() => setAddingAccount(true)}>Agregar cuenta de pago</Button>
                  </>
                )}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="es_contra_rival" valuePropName="checked" label="¿Es contra un equipo rival externo?">
          <Switch onChange={toggleRival} />
        </Form.Item>
        {w.es_contra_rival && (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="equipo_rival_externo" label="Equipo rival" rules={[{ required: true, message: MSG.equipoRivalRequerido }]}>
                <Radio.Group options={[{ value: 'equipo_a', label: w.equipo_a || 'Blanco' }, { value: 'equipo_b', label: w.equipo_b || 'Negro' }]} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="costo_dividido_con_rival" valuePropName="checked" label="El rival paga el 50% del arriendo">
                <Switch />
              </Form.Item>
            </Col>
            {!w.costo_dividido_con_rival && !w.monto_por_definir && (
              <Col xs={24} md={12}>
                <Form.Item name="monto_equipo_local" label="Monto que paga tu equipo" rules={[{ required: true, message: MSG.montoLocalRequerido }]}>
                  <InputNumber<number> min={0} step={1000} style={{ width: '100%' }} formatter={formatPesosInput} parser={parsePesosInput} />
                </Form.Item>
              </Col>
            )}
          </Row>
        )}
        <Alert
          type="info"
          showIcon
          title={w.monto_por_definir || w.monto_arriendo === undefined || w.monto_arriendo === null
            ? 'Costo por jugador: por definir'
            : `Costo por jugador local: ${formatCLP(porJugador)}`}
        />
      </Card>

      <Card title="Equipos y visibilidad" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="equipo_a" label="Equipo A"><Input maxLength={EQUIPO_NOMBRE_MAX} /></Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="equipo_b" label="Equipo B"><Input maxLength={EQUIPO_NOMBRE_MAX} /></Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="generar_equipos_auto" valuePropName="checked" label="Generar equipos automáticamente" extra="Entre 2 horas y 15 minutos antes del inicio, con al menos 80% de los cupos ocupados.">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="es_publico"
              valuePropName="checked"
              label="Partido público"
              extra={publicAllowed ? 'Visible para otros clubes.' : 'Este club no permite crear partidos públicos.'}
            >
              <Switch disabled={!publicAllowed} onChange={togglePublic} />
            </Form.Item>
          </Col>
          {w.es_publico && (
            <Col xs={24} md={12}>
              <Form.Item name="requiere_aprobacion_ingreso_publico" valuePropName="checked" label="Aprobar a jugadores de otros clubes">
                <Switch />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="permite_invitacion_abierta" valuePropName="checked" label="Permitir invitación abierta por link">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="descripcion" label="Descripción">
          <Input.TextArea rows={2} maxLength={PARTIDO_TEXTO_MAX} showCount placeholder="Ej: Pichanga de los jueves, nivel intermedio" />
        </Form.Item>
        <Form.Item name="notas" label="Notas">
          <Input.TextArea rows={2} maxLength={PARTIDO_TEXTO_MAX} showCount placeholder="Ej: Traer polera blanca y negra" />
        </Form.Item>
      </Card>
      <PaymentAccountModal
        clubId={clubId}
        account={null}
        open={addingAccount}
        onClose={() => setAddingAccount(false)}
        onSaved={(a) => form.setFieldsValue({ cuenta_pago_id: a._id })}
      />
    </>
  );
}
