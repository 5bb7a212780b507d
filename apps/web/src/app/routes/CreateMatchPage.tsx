import { App, Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useActiveClub } from '../../lib/active-club';
import { useClub } from '../../features/clubs/api/club-calls';
import { createPartido } from '../../features/matches/api/match-calls';
import { NEW_MATCH } from '../../features/matches/components/MatchForm';
import { FormShell } from '../../features/matches/pages/MatchFormPage';
import { useCreateSerie } from '../../features/series/api/create-serie';
import { NO_RECURRENCE, RecurrenceFields, recurrenceBodyOf, type RecurrenceValues } from '../../features/series/components/RecurrenceFields';

/**
 * /partidos/crear: one match, or with "Repetir cada semana" a recurring match (docs/product/series.md).
 * It combines the matches and series features, so it lives in app/.
 */
export default function CreateMatchPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const club = useActiveClub();
  const detail = useClub(club?.club_id ?? '');
  const createSerie = useCreateSerie();
  if (!club) return <Result status="info" title="Selecciona un club" extra={<Button onClick={() => navigate('/clubes')}>Ver Clubes</Button>} />;
  const members = (detail.data?.miembros ?? []).map((m) => m.usuario_id);
  return (
    <FormShell<RecurrenceValues>
      title="Crear Partido"
      initial={{ ...NEW_MATCH, ...NO_RECURRENCE }}
      clubId={club.club_id}
      submitText="Crear Partido"
      onCancel={() => navigate('/partidos')}
      onSubmit={async (body, values) => {
        if (values.repetir) {
          const r = await createSerie.mutateAsync({ ...body, ...recurrenceBodyOf(values) });
          message.success(r.message ?? 'Partido recurrente creado');
          void navigate(`/series/${r.data._id}`);
          // the series page opens at its top, not where the long form was scrolled to
          window.scrollTo({ top: 0 });
          return;
        }
        const r = await createPartido(body);
        message.success(r.message ?? 'Partido creado exitosamente');
        void navigate(`/partidos/${r.data._id}`);
      }}
    >
      <RecurrenceFields members={members} membersLoading={detail.isPending} />
    </FormShell>
  );
}
