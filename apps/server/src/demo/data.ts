import type { RolClub } from '@partidos/shared';

export const DEMO_PASSWORD = 'partidos123';

const p = (
  nombre: string, apellido: string, apodo: string | null, correo: string, pos: string, nivel: string, frecuencia: string,
  extra: { estaturaCm?: number; pesoKg?: number; pie?: string; partidos?: number; mvp?: number; racha?: number } = {},
) => ({
  nombre, apellido, apodo, correo, telefono: `+569${String(Math.abs(hashCode(correo)) % 1e8).padStart(8, '1')}`,
  posicionPrincipal: pos, nivelHabilidad: nivel, frecuenciaJuego: frecuencia, pieDominante: extra.pie ?? 'Derecho',
  estaturaCm: extra.estaturaCm ?? null, pesoKg: extra.pesoKg ?? null,
  partidosJugados: extra.partidos ?? 0, mvpCount: extra.mvp ?? 0, rachaAsistencia: extra.racha ?? 0,
});

function hashCode(s: string) {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

export const DEMO_PLAYERS = [
  p('Camila', 'Rojas', 'Cami', 'camila@demo.partidos.cl', 'MC', 'Avanzado', '2-3 veces por semana', { estaturaCm: 165, pesoKg: 58, partidos: 34, mvp: 6, racha: 7 }),
  p('Matías', 'González', 'Mati', 'matias@demo.partidos.cl', 'DC', 'Avanzado', '1 vez por semana', { estaturaCm: 178, pesoKg: 74, partidos: 28, mvp: 4, racha: 3 }),
  p('Javiera', 'Muñoz', null, 'javiera@demo.partidos.cl', 'POR', 'Intermedio', '1 vez por semana', { estaturaCm: 170, pesoKg: 63, partidos: 19, mvp: 1, racha: 5 }),
  p('Benjamín', 'Soto', 'Benja', 'benjamin@demo.partidos.cl', 'DFC', 'Intermedio', '2-3 veces por mes', { pie: 'Zurdo', partidos: 12 }),
  p('Valentina', 'Contreras', 'Vale', 'valentina@demo.partidos.cl', 'ED', 'Profesional', '2-3 veces por semana', { partidos: 40, mvp: 9, racha: 11 }),
  p('Diego', 'Silva', null, 'diego@demo.partidos.cl', 'LTD', 'Principiante', '1 vez por mes', { partidos: 3 }),
  p('Catalina', 'Martínez', 'Cata', 'catalina@demo.partidos.cl', 'MCD', 'Intermedio', '1 vez por semana', { partidos: 15, racha: 2 }),
  p('Tomás', 'Sepúlveda', 'Tomi', 'tomas@demo.partidos.cl', 'EI', 'Avanzado', '2-3 veces por semana', { pie: 'Zurdo', partidos: 22, mvp: 3 }),
  p('Fernanda', 'Morales', null, 'fernanda@demo.partidos.cl', 'LTI', 'Intermedio', '2-3 veces por mes', { partidos: 9 }),
  p('Sebastián', 'Fuentes', 'Seba', 'sebastian@demo.partidos.cl', 'MD', 'Intermedio', '1 vez por semana', { partidos: 17, mvp: 2 }),
  p('Antonia', 'Araya', 'Anto', 'antonia@demo.partidos.cl', 'MI', 'Principiante', '1 vez por mes', { partidos: 4 }),
  p('Nicolás', 'Reyes', 'Nico', 'nicolas@demo.partidos.cl', 'POR', 'Avanzado', '2-3 veces por semana', { estaturaCm: 186, pesoKg: 82, partidos: 31, mvp: 5, racha: 6 }),
];

/** The platform administrador of the demo (validates venues, sees the admin panel). */
export const DEMO_ADMIN = {
  ...p('Andrés', 'Vidal', null, 'admin@demo.partidos.cl', 'MC', 'Intermedio', '1 vez por mes'),
  tipoUsuario: 'administrador',
};

interface DemoAccount { alias: string; nombreTitular: string; rutTitular: string; nombreBanco: string; tipoCuenta: string; numeroCuenta: string; correoElectronico: string }

export interface DemoVenue {
  nombre: string; direccion: string; telefono: string; cancha: string | null; sitioWeb: string | null; notas: string | null;
  lat: number | null; lng: number | null; estadoValidacion: 'Validado' | 'Pendiente'; notasValidacion: string | null;
}

export const DEMO_CLUBS: {
  nombre: string; tipo: string; descripcion: string; creador: number; requiereAprobacion: boolean; miembros: [number, RolClub][]; cuenta: DemoAccount;
  lugares: DemoVenue[];
}[] = [
  {
    nombre: 'Los Cracks de Ñuñoa', tipo: 'Grupo de Amigos', creador: 0, requiereAprobacion: true,
    // RUTs with a valid check digit (módulo 11)
    cuenta: {
      alias: 'Cuenta de la pichanga', nombreTitular: 'Camila Rojas', rutTitular: '12.345.678-5', nombreBanco: 'BancoEstado',
      tipoCuenta: 'Cuenta Vista/RUT', numeroCuenta: '12345678', correoElectronico: 'camila@demo.partidos.cl',
    },
    descripcion: 'Pichanga de los martes y jueves en Ñuñoa. Fútbol 7, buena onda y tercer tiempo.',
    miembros: [[0, 'Creador'], [1, 'Moderador'], [2, 'Miembro'], [3, 'Miembro'], [4, 'Miembro'], [5, 'Miembro'], [6, 'Miembro'], [7, 'Miembro']],
    lugares: [
      {
        nombre: 'Complejo Deportivo Ñuñoa', direccion: 'Av. Grecia 2001, Ñuñoa, Santiago', telefono: '+56222384500', cancha: 'Cancha 3 (pasto sintético)',
        sitioWeb: 'https://www.nunoa.cl', notas: 'Estacionamiento gratuito por Av. Grecia. Camarines con duchas.', lat: -33.4569, lng: -70.5979,
        estadoValidacion: 'Validado', notasValidacion: 'Dirección y teléfono verificados.',
      },
      {
        nombre: 'Cancha Los Jardines', direccion: 'Los Jardines 450, Ñuñoa, Santiago', telefono: '+56987654321', cancha: null,
        sitioWeb: null, notas: 'Se paga en efectivo al cuidador.', lat: null, lng: null, estadoValidacion: 'Pendiente', notasValidacion: null,
      },
    ],
  },
  {
    nombre: 'Club Deportivo Providencia', tipo: 'Club', creador: 4, requiereAprobacion: false,
    cuenta: {
      alias: 'Tesorería del club', nombreTitular: 'Club Deportivo Providencia', rutTitular: '76.123.456-0', nombreBanco: 'Banco de Chile',
      tipoCuenta: 'Cuenta Corriente', numeroCuenta: '00-123-45678-09', correoElectronico: 'valentina@demo.partidos.cl',
    },
    descripcion: 'Club amateur con partidos de fútbol 5 y 11 los fines de semana en Providencia y Las Condes.',
    miembros: [[4, 'Creador'], [7, 'Moderador'], [8, 'Miembro'], [9, 'Miembro'], [10, 'Miembro'], [11, 'Miembro'], [0, 'Miembro']],
    lugares: [
      {
        nombre: 'Estadio Parque Inés de Suárez', direccion: 'Antonio Varas 1850, Providencia, Santiago', telefono: '+56226543210', cancha: 'Cancha principal',
        sitioWeb: null, notas: null, lat: -33.4372, lng: -70.6136, estadoValidacion: 'Validado', notasValidacion: 'Recinto municipal.',
      },
      {
        nombre: 'Fútbol 5 Las Condes', direccion: 'Av. Apoquindo 6500, Las Condes, Santiago', telefono: '+56229998877', cancha: 'Cancha 1',
        sitioWeb: 'https://futbol5lascondes.cl', notas: 'Reservar con 48 horas de anticipación.', lat: null, lng: null, estadoValidacion: 'Pendiente', notasValidacion: null,
      },
    ],
  },
];
