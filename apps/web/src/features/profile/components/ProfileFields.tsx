import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import {
  BIO_MAX, FRECUENCIAS, NIVELES, PIES, POSICIONES, POSICION_LABELS, capitalizeWords, fechaNacimientoSchema, profileFieldsSchema,
  type CompleteProfileInput, type UpdateProfileInput,
} from '@partidos/shared';
import { PhoneInput } from '../../../components/PhoneInput';
import { zodRule } from '../../../lib/form-rules';

// Shared with the administrator's edit dialog (features/admin/components/ProfileTabs.tsx), which lays the same
// fields out in tabs.
export const PROFILE_SCHEMA = profileFieldsSchema.shape;
const S = PROFILE_SCHEMA;
export const POSICION_OPTIONS = POSICIONES.map((p) => ({ value: p, label: `${p} · ${POSICION_LABELS[p]}` }));
export const optionsOf = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));
const posOptions = POSICION_OPTIONS;
const opts = optionsOf;

/** Birth date: DD/MM/YYYY, not in the future in Chile, checked by the shared schema. */
export const fechaNacimientoRule: Rule = {
  validator: async (_r, v) => {
    if (!v) return;
    const r = fechaNacimientoSchema.safeParse(dayjs(v).format('DD/MM/YYYY'));
    if (!r.success) throw new Error(r.error.issues[0]!.message);
  },
};

/** onBlur handler factory: "juan pablo" → "Juan Pablo" in the named field. */
export function useCapitalize() {
  const form = Form.useFormInstance();
  return (name: string) => () => {
    const v = form.getFieldValue(name);
    if (typeof v === 'string' && v) form.setFieldValue(name, capitalizeWords(v.trim()));
  };
}

/** The profile form's fields (docs/product/accounts.md), each validated by the shared schema's rule. */
export function ProfileFields({ mode }: { mode: 'complete' | 'edit' }) {
  const capitalize = useCapitalize();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="nombre" label="Nombre" required rules={[zodRule(S.nombre, { required: true })]}>
            <Input autoComplete="given-name" onBlur={capitalize('nombre')} maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="apellido" label="Apellido" required rules={[zodRule(S.apellido, { required: true })]}>
            <Input autoComplete="family-name" onBlur={capitalize('apellido')} maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="apodo" label="Apodo" rules={[zodRule(S.apodo)]}>
            <Input maxLength={50} placeholder="Como te dicen en la cancha" />
          </Form.Item>
        </Col>
        {mode === 'edit' && (
          <Col xs={24} md={12}>
            <Form.Item name="correo" label="Correo electrónico" required>
              <Input disabled />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="telefono" label="Teléfono" required rules={[zodRule(S.telefono, { required: true })]}>
            <PhoneInput />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>Datos deportivos</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="posicion_principal" label="Posición principal" required rules={[zodRule(S.posicion_principal, { required: true })]}>
            <Select options={posOptions} placeholder="Elige tu posición" showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="posicion_secundaria" label="Posición secundaria">
            <Select options={posOptions} placeholder="Opcional" allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nivel_habilidad" label="Nivel de habilidad" required rules={[zodRule(S.nivel_habilidad, { required: true })]}>
            <Select options={opts(NIVELES)} placeholder="Elige tu nivel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="frecuencia_juego"
            label="¿Cada cuánto juegas?"
            required
            rules={[zodRule(S.frecuencia_juego, { required: true })]}
          >
            <Select options={opts(FRECUENCIAS)} placeholder="Elige tu frecuencia" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="pie_dominante" label="Pie dominante">
            <Select options={opts(PIES)} placeholder="Opcional" allowClear />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>Datos físicos y personales (opcionales)</Divider>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="estatura_cm" label="Estatura (cm)" rules={[zodRule(S.estatura_cm)]}>
            <InputNumber style={{ width: '100%' }} min={1} placeholder="175" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="peso_kg" label="Peso (kg)" rules={[zodRule(S.peso_kg)]}>
            <InputNumber style={{ width: '100%' }} min={1} placeholder="72" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="talla_botin" label="Talla de botín" rules={[zodRule(S.talla_botin)]}>
            <InputNumber style={{ width: '100%' }} step={0.5} placeholder="42" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="fecha_nacimiento"
            label="Fecha de nacimiento"
            rules={[fechaNacimientoRule]}
          >
            <DatePicker
              format="DD/MM/YYYY"
              style={{ width: '100%' }}
              placeholder="DD/MM/AAAA"
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="bio" label="Biografía" rules={[zodRule(S.bio)]}>
            <Input.TextArea rows={3} maxLength={BIO_MAX} showCount placeholder="Cuéntale al equipo cómo juegas" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>Privacidad</Divider>
      <Row gutter={16}>
        {([
          ['mostrar_correo', 'Mostrar mi correo'],
          ['mostrar_telefono', 'Mostrar mi teléfono'],
          ['mostrar_info_fisica', 'Mostrar mi información física'],
        ] as const).map(([name, label]) => (
          <Col xs={24} md={8} key={name}>
            <Form.Item name={name} label={label} valuePropName="checked">
              <Switch checkedChildren="Visible" unCheckedChildren="Privado" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}

/**
 * Form values → API body: DD/MM/YYYY birth date, phone without spaces. The body is typed as the route's
 * input (PUT /auth/complete-profile, PUT /auth/me); the form's rules are that schema's, so submitted values fit it.
 */
export function toProfileBody(values: Record<string, unknown>, mode: 'complete'): CompleteProfileInput;
export function toProfileBody(values: Record<string, unknown>, mode: 'edit'): UpdateProfileInput;
export function toProfileBody(values: Record<string, unknown>, mode: 'complete' | 'edit'): CompleteProfileInput | UpdateProfileInput {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'correo') continue;
    let val: unknown = v;
    if (k === 'fecha_nacimiento' && v) val = dayjs(v as dayjs.Dayjs).format('DD/MM/YYYY');
    if (k === 'telefono' && typeof v === 'string') val = v.replace(/\s/g, '');
    const empty = val === undefined || val === null || (typeof val === 'string' && val.trim() === '');
    // completing drops empty values; editing sends them as null so a cleared field is cleared
    if (empty) {
      if (mode === 'edit') out[k] = null;
      continue;
    }
    out[k] = val;
  }
  return out as CompleteProfileInput | UpdateProfileInput;
}

/** API user → form values. */
export function toProfileForm(user: Record<string, unknown>): Record<string, unknown> {
  const fecha = user.fecha_nacimiento as string | null;
  return {
    ...user,
    fecha_nacimiento: fecha ? dayjs(fecha, 'DD/MM/YYYY') : undefined,
  };
}
