import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody, type ApiData } from '../../../lib/api-client';
import { PREFERENCES_MUTATION_KEY, notificationKeys } from './notification-keys';

/** The preferences as GET /usuarios/me/notificaciones answers them, and a change as its PUT takes it (the document's types). */
type Preferencias = ApiData<'get', '/usuarios/me/notificaciones'>;
type PreferenciasChange = ApiBody<'put', '/usuarios/me/notificaciones'>;

export const saveNotificationPreferences = (input: PreferenciasChange) =>
  api.withMessage.put('/usuarios/me/notificaciones', { body: input }, 'Error al guardar las preferencias');

/** The cached preferences with a change applied: the kinds sent replace theirs, a sent club list replaces the list. */
export function applyPreferences(d: Preferencias, input: PreferenciasChange): Preferencias {
  const sent = new Map((input.preferencias ?? []).map((p) => [p.tipo, p]));
  return {
    ...d,
    preferencias: d.preferencias.map((p) => sent.get(p.tipo) ?? p),
    clubes_silenciados: input.clubes_silenciados ?? d.clubes_silenciados,
  };
}

/**
 * PUT /usuarios/me/notificaciones, each switch saved as it is flipped. The switch moves at once (optimistic) and moves
 * back if the server refuses. The saves share a scope, so they reach the server in the order they were made (two
 * quick flips of the same kind cannot arrive swapped); the preferences refetch once the last one has settled.
 */
export function useSaveNotificationPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: PREFERENCES_MUTATION_KEY,
    scope: { id: 'notificaciones-preferencias' },
    mutationFn: saveNotificationPreferences,
    onMutate: async (input) => {
      await qc.cancelQueries({ queryKey: notificationKeys.preferences });
      const before = qc.getQueryData<Preferencias>(notificationKeys.preferences);
      if (before) qc.setQueryData(notificationKeys.preferences, applyPreferences(before, input));
      return { before };
    },
    onError: (_e, _input, ctx) => {
      if (ctx?.before) qc.setQueryData(notificationKeys.preferences, ctx.before);
    },
    onSettled: () => {
      // this one still counts as mutating here: refetch only after the last queued save
      if (qc.isMutating({ mutationKey: PREFERENCES_MUTATION_KEY }) <= 1) return qc.invalidateQueries({ queryKey: notificationKeys.preferences });
    },
  });
}
