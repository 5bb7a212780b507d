import { describe, expect, it } from 'vitest';
import { actualizarPartidoSchema, listPartidosQuerySchema, partidoBodySchema, partidoSchema } from './schemas.js';

const ID = 'a'.repeat(24);
const BASE = {
  fecha: '15/03/2031', hora_partido: '20:30', tipo_partido: '5v5', lugar_id: ID, cancha_numero: 2, monto_arriendo: 30000, cuenta_pago_id: 'b'.repeat(24),
};

const messages = (body: unknown, schema = partidoBodySchema) => {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('create/edit match', () => {
  it('accepts a complete match and fills the defaults', () => {
    const r = partidoBodySchema.parse(BASE);
    expect(r).toMatchObject({
      fecha: '15/03/2031', fecha_iso: '2031-03-15', duracion: 90, equipo_a: 'Blanco', equipo_b: 'Negro', max_asistentes: null,
      es_publico: false, tiene_rival_externo: false, equipo_rival_externo: null, monto_equipo_local: null, descripcion: null,
    });
  });

  it('requires date, type and payment account with the spec texts', () => {
    expect(messages({ ...BASE, fecha: undefined, tipo_partido: undefined, cuenta_pago_id: undefined })).toEqual([
      'fecha: Por favor selecciona la fecha', 'tipo_partido: Selecciona el tipo de partido', 'cuenta_pago_id: Por favor selecciona una cuenta de pago',
    ]);
    expect(messages({ ...BASE, fecha: '2031-03-15' })).toEqual(['fecha: Fecha inválida (usa DD/MM/AAAA)']);
  });

  it('requires place and court unless the place is deferred', () => {
    expect(messages({ ...BASE, lugar_id: undefined, cancha_numero: undefined })).toEqual(['lugar_id: Selecciona un lugar', 'cancha_numero: Ingresa el número de cancha']);
    expect(messages({ ...BASE, cancha_numero: 0 })).toEqual(['cancha_numero: El número de cancha debe ser al menos 1']);
    const r = partidoBodySchema.parse({ ...BASE, lugar_por_definir: true });
    expect(r).toMatchObject({ lugar_id: null, cancha_numero: null });
  });

  it('requires an hour with minutes 00/15/30/45 unless the schedule is deferred', () => {
    expect(messages({ ...BASE, hora_partido: undefined })).toEqual(['hora_partido: Selecciona la hora del partido']);
    expect(messages({ ...BASE, hora_partido: '20:10' })).toEqual(['hora_partido: Los minutos deben ser 00, 15, 30 o 45']);
    expect(messages({ ...BASE, hora_partido: '24:00' })).toEqual(['hora_partido: Hora inválida (usa HH:mm)']);
    expect(partidoBodySchema.parse({ ...BASE, hora_partido: '20:10', horario_por_definir: true }).hora_partido).toBeNull();
  });

  it('takes durations 30, 60, 90, 120 only', () => {
    expect(partidoBodySchema.parse({ ...BASE, duracion: 60 }).duracion).toBe(60);
    expect(messages({ ...BASE, duracion: 45 })).toEqual(['duracion: Selecciona una duración de 30, 60, 90 o 120 minutos']);
  });

  it('requires a rent of 0 or more unless the amount is deferred', () => {
    expect(messages({ ...BASE, monto_arriendo: undefined })).toEqual(['monto_arriendo: Ingresa el monto del arriendo']);
    expect(messages({ ...BASE, monto_arriendo: -1 })).toEqual(['monto_arriendo: Ingresa un monto válido (mayor o igual a 0)']);
    expect(partidoBodySchema.parse({ ...BASE, monto_arriendo: 0 }).monto_arriendo).toBe(0);
    expect(partidoBodySchema.parse({ ...BASE, monto_arriendo: 5000, monto_por_definir: true }).monto_arriendo).toBeNull();
  });

  it('with an external rival: the rival team, and a local amount not above the rent unless the cost is split', () => {
    const rival = { ...BASE, tiene_rival_externo: true };
    expect(messages(rival)).toEqual(['equipo_rival_externo: Selecciona el equipo rival', 'monto_equipo_local: Ingresa el monto que paga tu equipo']);
    expect(messages({ ...rival, equipo_rival_externo: 'equipo_b', monto_equipo_local: 30001 })).toEqual([
      'monto_equipo_local: El monto no puede ser mayor al arriendo total',
    ]);
    expect(partidoBodySchema.parse({ ...rival, equipo_rival_externo: 'equipo_b', costo_dividido_con_rival: true, monto_equipo_local: 9 })).toMatchObject({
      costo_dividido_con_rival: true, monto_equipo_local: null,
    });
    // the form's name for the switch
    expect(partidoBodySchema.parse({ ...BASE, es_contra_rival: true, equipo_rival_externo: 'equipo_a', monto_equipo_local: 100 }).tiene_rival_externo).toBe(true);
  });

  it('turning the rival off clears its fields', () => {
    const r = partidoBodySchema.parse({ ...BASE, equipo_rival_externo: 'equipo_a', costo_dividido_con_rival: true, monto_equipo_local: 5 });
    expect(r).toMatchObject({ equipo_rival_externo: null, costo_dividido_con_rival: false, monto_equipo_local: null });
  });

  it('the approval flag needs a public match', () => {
    expect(partidoBodySchema.parse({ ...BASE, requiere_aprobacion_ingreso_publico: true }).requiere_aprobacion_ingreso_publico).toBe(false);
    expect(partidoBodySchema.parse({ ...BASE, es_publico: true, requiere_aprobacion_ingreso_publico: true }).requiere_aprobacion_ingreso_publico).toBe(true);
  });

  it('the form refuses past dates', () => {
    const form = partidoSchema({ hoy: () => '2031-03-16' });
    expect(messages(BASE, form)).toEqual(['fecha: La fecha del partido no puede ser anterior a hoy']);
    expect(messages({ ...BASE, fecha: '16/03/2031' }, form)).toEqual([]);
  });

  it('limits texts to 500 characters', () => {
    expect(messages({ ...BASE, descripcion: 'x'.repeat(501) })).toEqual(['descripcion: La descripción no puede exceder 500 caracteres']);
  });
});

describe('PUT /partidos/{id} body', () => {
  it('is a state change when it carries estado_partido, else an edit', () => {
    expect(actualizarPartidoSchema.parse({ estado_partido: 'Lista cerrada' })).toEqual({ tipo: 'estado', estado_partido: 'Lista cerrada' });
    expect(actualizarPartidoSchema.parse(BASE)).toMatchObject({ tipo: 'edicion', fecha_iso: '2031-03-15' });
    expect(actualizarPartidoSchema.safeParse({ estado_partido: 'Finalizado' }).error?.issues[0]?.message).toBe('Estado inválido: usa Lista cerrada o Convocando');
  });
});

describe('list query', () => {
  it('has page 1, limit 10 and finished hidden by default; caps the limit at 1000', () => {
    expect(listPartidosQuerySchema.parse({})).toEqual({ page: 1, limit: 10, mostrarFinalizados: false });
    expect(listPartidosQuerySchema.parse({ limit: '5000' }).limit).toBe(1000);
  });

  it('takes estado as one value, repeated keys or estado[]', () => {
    expect(listPartidosQuerySchema.parse({ estado: 'Convocando' }).estado).toEqual(['Convocando']);
    expect(listPartidosQuerySchema.parse({ estado: ['Convocando', 'En curso'] }).estado).toEqual(['Convocando', 'En curso']);
    expect(listPartidosQuerySchema.parse({ 'estado[]': ['Finalizado'] }).estado).toEqual(['Finalizado']);
    expect(listPartidosQuerySchema.safeParse({ estado: 'Jugando' }).success).toBe(false);
  });

  it('checks the date range', () => {
    expect(listPartidosQuerySchema.safeParse({ fecha_inicio: '2031-02-01', fecha_fin: '2031-01-01' }).error?.issues[0]?.message)
      .toBe('La fecha de inicio no puede ser posterior a la fecha de fin');
    expect(listPartidosQuerySchema.parse({ mostrarFinalizados: 'true' }).mostrarFinalizados).toBe(true);
  });
});
