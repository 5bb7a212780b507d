import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { BIO_MAX, FRECUENCIAS, NIVELES, PIES } from '@partidos/shared';
import { PhoneInput } from '../../../components/PhoneInput';
import { zodRule } from '../../../lib/form-rules';
import {
  POSICION_OPTIONS as posOptions, PROFILE_SCHEMA as S, fechaNacimientoRule, optionsOf as opts, useCapitalize,
} from '../../profile/components/ProfileFields';

// The admin edit dialog's tabs (personal, sports, privacy): the profile form's fields split in three,
// with the same rules, options and helpers as features/profile's ProfileFields.

/** Which tab holds a field: an invalid field in a hidden tab brings its tab forward. */
export const TAB_OF: Record<string, 'personal' | 'deportivo' | 'privacidad'> = {
  nombre: 'personal', apellido: 'personal', apodo: 'personal', correo: 'personal', telefono: 'personal', fecha_nacimiento: 'personal', bio: 'personal',
  posicion_principal: 'deportivo', posicion_secundaria: 'deportivo', nivel_habilidad: 'deportivo', frecuencia_juego: 'deportivo',
  pie_dominante: 'deportivo', estatura_cm: 'deportivo', peso_kg: 'deportivo', talla_botin: 'deportivo',
  mostrar_correo: 'privacidad', mostrar_telefono: 'privacidad', mostrar_info_fisica: 'privacidad',
};

export function PersonalFields() {
  const capitalize = useCapitalize();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="nombre" label="Nombre" required rules={[zodRule(S.nombre, { required: true })]}>
          <Input onBlur={capitalize('nombre')} maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="apellido" label="Apellido" required rules={[zodRule(S.apellido, { required: true })]}>
          <Input onBlur={capitalize('apellido')} maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="apodo" label="Apodo" rules={[zodRule(S.apodo)]}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="correo" label="Correo electrónico" required extra="El correo no se puede modificar">
          <Input disabled />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="telefono" label="Teléfono" required rules={[zodRule(S.telefono, { required: true })]}>
          <PhoneInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="fecha_nacimiento"
          label="Fecha de nacimiento"
          rules={[fechaNacimientoRule]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} placeholder="DD/MM/AAAA" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="bio" label="Biografía" rules={[zodRule(S.bio)]}>
          <Input.TextArea rows={3} maxLength={BIO_MAX} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function SportsFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="posicion_principal" label="Posición principal" required rules={[zodRule(S.posicion_principal, { required: true })]}>
          <Select options={posOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="posicion_secundaria" label="Posición secundaria">
          <Select options={posOptions} placeholder="Opcional" allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="nivel_habilidad" label="Nivel de habilidad" required rules={[zodRule(S.nivel_habilidad, { required: true })]}>
          <Select options={opts(NIVELES)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="frecuencia_juego" label="Frecuencia de juego" required rules={[zodRule(S.frecuencia_juego, { required: true })]}>
          <Select options={opts(FRECUENCIAS)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="pie_dominante" label="Pie dominante">
          <Select options={opts(PIES)} placeholder="Opcional" allowClear />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="estatura_cm" label="Estatura (cm)" rules={[zodRule(S.estatura_cm)]}>
          <InputNumber style={{ width: '100%' }} min={1} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="peso_kg" label="Peso (kg)" rules={[zodRule(S.peso_kg)]}>
          <InputNumber style={{ width: '100%' }} min={1} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="talla_botin" label="Talla botín" rules={[zodRule(S.talla_botin)]}>
          <InputNumber style={{ width: '100%' }} step={0.5} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function PrivacyFields() {
  return (
    <Row gutter={16}>
      {([
        ['mostrar_correo', 'Mostrar correo'],
        ['mostrar_telefono', 'Mostrar teléfono'],
        ['mostrar_info_fisica', 'Mostrar información física'],
      ] as const).map(([name, label]) => (
        <Col xs={24} md={8} key={name}>
          <Form.Item name={name} label={label} valuePropName="checked">
            <Switch checkedChildren="Visible" unCheckedChildren="Privado" />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
