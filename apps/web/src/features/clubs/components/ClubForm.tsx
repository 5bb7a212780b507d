import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { TIPOS_CLUB } from '@partidos/shared';

export const EQUIPOS_APRENDIDOS_AYUDA =
  'Generar equipos usa lo aprendido de los resultados registrados; desactívalo para equilibrar por el nivel declarado';

export type ClubFormVariant = 'onboarding' | 'pagina' | 'editar';

// docs/product/clubs.md: onboarding 2–50 / description required 10–500; page and edit 3–100 / description ≤ 500.
const RULES = {
  onboarding: { nombreMin: 2, nombreMax: 50, descMin: 10, descRequired: true },
  pagina: { nombreMin: 3, nombreMax: 100, descMin: 0, descRequired: false },
  editar: { nombreMin: 3, nombreMax: 100, descMin: 0, descRequired: false },
} as const;

export function ClubFields({ variant }: { variant: ClubFormVariant }) {
  const r = RULES[variant];
  const nombreMsg = `El nombre debe tener entre ${r.nombreMin} y ${r.nombreMax} caracteres`;
  return (
    <>
      <Form.Item
        name="nombre"
        label="Nombre del club"
        rules={[
          { required: true, whitespace: true, message: 'Ingresa el nombre del club' },
          { min: r.nombreMin, max: r.nombreMax, message: nombreMsg },
        ]}
      >
        <Input maxLength={r.nombreMax} placeholder="Ej: Los Cracks de Ñuñoa" />
      </Form.Item>
      <Form.Item name="tipo" label="Tipo" rules={[{ required: true, message: 'Selecciona el tipo de club' }]}>
        <Select options={TIPOS_CLUB.map((t) => ({ value: t, label: t }))} placeholder="Elige un tipo" />
      </Form.Item>
      <Form.Item
        name="descripcion"
        label="Descripción"
        rules={[
          ...(r.descRequired ? [{ required: true, whitespace: true, message: 'Ingresa una descripción' }] : []),
          ...(r.descMin ? [{ min: r.descMin, message: `La descripción debe tener al menos ${r.descMin} caracteres` }] : []),
          { max: 500, message: 'La descripción no puede exceder 500 caracteres' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="¿Cuándo y dónde juegan? ¿Qué tipo de partidos arman?" />
      </Form.Item>
      {variant !== 'onboarding' && (
        <Row gutter={16}>
          {([
            ['permitir_creacion_partidos_publicos', 'Permitir partidos públicos'],
            ['usuarios_pueden_invitar', 'Los miembros pueden invitar'],
            ['requiere_aprobacion_ingreso', 'Aprobar a quienes se unen'],
          ] as const).map(([name, label]) => (
            <Col xs={24} md={8} key={name}>
              <Form.Item name={['configuracion', name]} label={label} valuePropName="checked">
                <Switch checkedChildren="Sí" unCheckedChildren="No" />
              </Form.Item>
            </Col>
          ))}
          {/* learned teams (docs/decisions/0086): off, "Generar equipos" balances by the declared level as before */}
          <Col xs={24}>
            <Form.Item name={['configuracion', 'equipos_aprendidos']} label="Equipos según resultados" valuePropName="checked" extra={EQUIPOS_APRENDIDOS_AYUDA}>
              <Switch checkedChildren="Sí" unCheckedChildren="No" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}

export const CLUB_FORM_DEFAULTS = {
  tipo: 'Grupo de Amigos',
  configuracion: { permitir_creacion_partidos_publicos: true, usuarios_pueden_invitar: true, requiere_aprobacion_ingreso: true, equipos_aprendidos: true },
};
