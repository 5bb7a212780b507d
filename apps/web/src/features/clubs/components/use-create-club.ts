import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreateClubInput } from '@partidos/shared';
import { activateClub, createClub, refreshMembership } from '../api/club-calls';

/** The create forms' fields: POST /clubes's body without `origen`, which says which form sent them. */
export type ClubFormValues = Omit<Extract<CreateClubInput, { origen: 'pagina' }>, 'origen'>;

/** Creates a club, makes it the active club (docs/decisions/0033) and goes to `to`. */
export function useCreateClub(to: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const submit = async (values: ClubFormValues, origen: CreateClubInput['origen']) => {
    setSaving(true);
    setError(null);
    try {
      // onboarding requires the description: its form does too, so '' only reaches the server's own message
      const body: CreateClubInput = origen === 'onboarding' ? { ...values, origen, descripcion: values.descripcion ?? '' } : { ...values, origen };
      const r = await createClub(body);
      await activateClub(r.data._id).catch(() => refreshMembership());
      message.success(r.message ?? 'Club creado exitosamente');
      void navigate(to.replace(':id', r.data._id), { replace: true });
    } catch (e) {
      setError((e as Error).message || 'Error al crear el club');
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving, error };
}
