import type { TipoUsuario } from '@partidos/shared';

export const TIPO_USUARIO_LABELS: Record<TipoUsuario, string> = {
  usuario: 'Usuario',
  moderador: 'Moderador',
  administrador: 'Administrador',
};
export const TIPO_USUARIO_COLORS: Record<TipoUsuario, string> = { usuario: 'default', moderador: 'blue', administrador: 'red' };
