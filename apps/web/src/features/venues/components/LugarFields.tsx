import { Col, Form, Input, InputNumber, Row, type FormRule } from 'antd';
import {
  LUGAR_CANCHA_MAX, LUGAR_DIRECCION_MAX, LUGAR_NOMBRE_MAX, LUGAR_NOTAS_MAX, LUGAR_SITIO_WEB_MAX, MSG, createLugarSchema,
  updateLugarSchema, type CreateLugarInput, type UpdateLugarInput,
} from '@partidos/shared';
import { PhoneInput } from '../../../components/PhoneInput';
import { zodRule } from '../../../lib/form-rules';

const create = createLugarSchema.shape;
const edit = updateLugarSchema.shape;

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** A map position needs both numbers; half of one would be lost. */
const bothOrNone = (other: string[]): FormRule => ({ getFieldValue }) => ({
  validator: (_r, v) =>
    blank(v) !== blank(getFieldValue(other)) && blank(v) ? Promise.reject(new Error('Ingresa latitud y longitud, o deja ambas vacías')) : Promise.resolve(),
});

/**
 * The venue form's fields (create and edit): the same rules as the server, from
 * packages/shared. Edit adds cancha; coordinates are optional on both.
 */
export function LugarFields({ mode }: { mode: 'crear' | 'editar' }) {
  const s = mode === 'crear' ? create : edit;
  return (
    <>
      <Form.Item name="nombre" label="Nombre" rules={[{ required: true, message: MSG.lugarNombreRequerido }, zodRule(s.nombre)]}>
        <Input maxLength={LUGAR_NOMBRE_MAX} placeholder="Ej: Complejo Deportivo Los Robles" />
      </Form.Item>
      {mode === 'editar' && (
        <Form.Item name="cancha" label="Cancha" rules={[zodRule(s.cancha)]}>
          <Input maxLength={LUGAR_CANCHA_MAX} placeholder="Ej: Cancha 2, pasto sintético" />
        </Form.Item>
      )}
      <Form.Item name="direccion" label="Dirección" rules={[{ required: true, message: MSG.lugarDireccionRequerida }, zodRule(s.direccion)]}>
        <Input maxLength={LUGAR_DIRECCION_MAX} placeholder="Ej: Av. Los Robles 1234, Ñuñoa" />
      </Form.Item>
      <Form.Item
        name="telefono"
        label="Teléfono"
        rules={mode === 'crear' ? [{ required: true, message: MSG.lugarTelefonoRequerido }, zodRule(s.telefono)] : [zodRule(s.telefono)]}
      >
        <PhoneInput />
      </Form.Item>
      <Form.Item name="sitio_web" label="Sitio web" rules={[zodRule(s.sitio_web)]}>
        <Input maxLength={LUGAR_SITIO_WEB_MAX} placeholder="https://..." inputMode="url" />
      </Form.Item>
      <Form.Item name="notas" label="Notas" rules={[zodRule(s.notas)]}>
        <Input.TextArea rows={3} maxLength={LUGAR_NOTAS_MAX} showCount placeholder="Estacionamiento, camarines, cómo llegar..." />
      </Form.Item>
      <Form.Item label="Ubicación en el mapa" extra="Latitud y longitud, por ejemplo -33.4569 y -70.6483.">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name={['coordenadas', 'lat']}
              dependencies={[['coordenadas', 'lng']]}
              rules={[{ type: 'number', min: -90, max: 90, message: MSG.coordenadasInvalidas }, bothOrNone(['coordenadas', 'lng'])]}
              style={{ marginBottom: 0 }}
            >
              <InputNumber placeholder="Latitud" style={{ width: '100%' }} step={0.0001} aria-label="Latitud" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['coordenadas', 'lng']}
              dependencies={[['coordenadas', 'lat']]}
              rules={[{ type: 'number', min: -180, max: 180, message: MSG.coordenadasInvalidas }, bothOrNone(['coordenadas', 'lat'])]}
              style={{ marginBottom: 0 }}
            >
              <InputNumber placeholder="Longitud" style={{ width: '100%' }} step={0.0001} aria-label="Longitud" />
            </Form.Item>
          </Col>
        </Row>
      </Form.Item>
    </>
  );
}

/** The form's values: the body's fields, with each coordinate possibly blank. */
export type LugarFormValues<B extends CreateLugarInput | UpdateLugarInput> = Omit<B, 'coordenadas'> & {
  coordenadas?: { lat?: number | null; lng?: number | null };
};

/** Form values → POST/PUT body. Blank coordinates mean none (left out: the server reads a missing and a null position alike). */
export function lugarBody<B extends CreateLugarInput | UpdateLugarInput>(v: LugarFormValues<B>): B {
  const { coordenadas: c, ...rest } = v;
  const lat = c?.lat;
  const lng = c?.lng;
  return { ...rest, coordenadas: lat !== null && lat !== undefined && lng !== null && lng !== undefined ? { lat, lng } : undefined } as B;
}
