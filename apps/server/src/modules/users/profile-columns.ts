import { dmyToIso } from '@partidos/shared';
import type { UserPatch } from './users.repository.js';

/** API profile fields (snake_case, DD/MM/YYYY) → table columns. `undefined` leaves a column as it is. */
export function profileToColumns(input: Record<string, unknown>): UserPatch {
  const map: Record<string, keyof UserPatch> = {
    nombre: 'nombre', apellido: 'apellido', apodo: 'apodo', telefono: 'telefono',
    posicion_principal: 'posicionPrincipal', posicion_secundaria: 'posicionSecundaria',
    nivel_habilidad: 'nivelHabilidad', frecuencia_juego: 'frecuenciaJuego', pie_dominante: 'pieDominante',
    estatura_cm: 'estaturaCm', peso_kg: 'pesoKg', talla_botin: 'tallaBotin', bio: 'bio',
    mostrar_correo: 'mostrarCorreo', mostrar_telefono: 'mostrarTelefono', mostrar_info_fisica: 'mostrarInfoFisica',
  };
  const patch: Record<string, unknown> = {};
  for (const [api, col] of Object.entries(map)) {
    if (input[api] !== undefined) patch[col] = input[api];
  }
  if (input.fecha_nacimiento !== undefined) {
    patch.fechaNacimiento = input.fecha_nacimiento === null ? null : dmyToIso(String(input.fecha_nacimiento));
  }
  return patch as UserPatch;
}
