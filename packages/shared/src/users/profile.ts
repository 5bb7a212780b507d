// Profile completion percentage (docs/product/accounts.md): 70 % for six required fields, 30 % for eight optional ones.

export const REQUIRED_PROFILE_FIELDS = [
  'nombre',
  'apellido',
  'telefono',
  'posicion_principal',
  'nivel_habilidad',
  'frecuencia_juego',
] as const;

export const OPTIONAL_PROFILE_FIELDS = [
  'apodo',
  'posicion_secundaria',
  'estatura_cm',
  'peso_kg',
  'pie_dominante',
  'fecha_nacimiento',
  'talla_botin',
  'bio',
] as const;

function isFilled(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim().length > 0;
  return true;
}

export function profileCompletion(user: Record<string, unknown>): number {
  const req = REQUIRED_PROFILE_FIELDS.filter((f) => isFilled(user[f])).length;
  // the screens call the bio 'biografia'; the API field is 'bio'
  const opt = OPTIONAL_PROFILE_FIELDS.filter((f) => isFilled(user[f] ?? (f === 'bio' ? user['biografia'] : undefined))).length;
  return Math.round((req / REQUIRED_PROFILE_FIELDS.length) * 70 + (opt / OPTIONAL_PROFILE_FIELDS.length) * 30);
}

/** The profile counts as complete when every required field is filled. */
export function hasRequiredProfile(user: Record<string, unknown>): boolean {
  return REQUIRED_PROFILE_FIELDS.every((f) => isFilled(user[f]));
}
