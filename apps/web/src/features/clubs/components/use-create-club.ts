import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { activateClub, createClub, refreshMembership } from '../api/club-calls';

/** Creates a club, makes it the active club (spec 1 §4) and goes to `to`. */
export function useCreateClub(to: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const submit = async (values: Record<string, unknown>, origen: 'onboarding' | 'pagina') => {
    setSaving(true);
    setError(null);
    try {
      const r = await createClub({ ...values, origen });
      await activateClub(r.data._id).catch(() => refreshMembership());
      message.success(r.message ?? 'Club creado exitosamente');
      navigate(to.replace(':id', r.data._id), { replace: true });
    } catch (e) {
      setError((e as Error).message || 'Error al crear el club');
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving, error };
}
