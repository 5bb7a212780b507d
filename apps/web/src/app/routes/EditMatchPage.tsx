import { Alert, App, Card, Form, Radio, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PartidoDetailDto } from '@partidos/shared';
import { useClub } from '../../features/clubs/api/club-calls';
import { updatePartido, usePartido } from '../../features/matches/api/match-calls';
import { valuesOf } from '../../features/matches/components/MatchForm';
import { EditPartidoPage, FormShell } from '../../features/matches/pages/MatchFormPage';
import { useSerie } from '../../features/series/api/get-serie';
import { useUpdateSerie } from '../../features/series/api/update-serie';
import type { MemberOption } from '../../features/series/components/serie-format';
import { NO_RECURRENCE, RecurrenceFields, recurrenceBodyOf, recurrenceValuesOf, type RecurrenceValues } from '../../features/series/components/RecurrenceFields';

/** What an edit of a series' match applies to: the one match, or it and the series' following ones. */
export type Alcance = 'este' | 'siguientes';
type SerieEditValues = RecurrenceValues & { alcance: Alcance };

/**
 * /partidos/{id}/editar. A match of a recurring series adds "Solo este partido" /
 * "Este y los siguientes" (docs/product/series.md); the second edits the series (PUT /series/{id} with `desde`). It
 * combines the matches and series features, so it lives in app/.
 */
export default function EditMatchPage() {
  const { id = '' } = useParams();
  const q = usePartido(id);
  if (q.data?.serie_id && q.data.permisos.puede_gestionar) return <EditSerieMatch partido={q.data} />;
  // loading, errors, permissions and plain matches: the matches feature's page
  return <EditPartidoPage />;
}

function EditSerieMatch({ partido: p }: { partido: PartidoDetailDto }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const serieId = p.serie_id ?? '';
  const serie = useSerie(serieId);
  const club = useClub(p.club_id._id);
  const update = useUpdateSerie(serieId);
  if (serie.isPending) return <Skeleton active />;
  const s = serie.data;
  // an ended series (or one that cannot be read) edits only this match
  const editable = !!s && s.estado !== 'Terminada';
  const asked = (location.state as { alcance?: Alcance } | null)?.alcance;
  const members = (club.data?.miembros ?? []).map((m) => m.usuario_id);

  return (
    <FormShell<SerieEditValues>
      title="Editar Partido"
      initial={{ ...valuesOf(p), ...(s ? recurrenceValuesOf(s) : NO_RECURRENCE), alcance: editable && asked === 'siguientes' ? 'siguientes' : 'este' }}
      clubId={p.club_id._id}
      submitText="Guardar Cambios"
      onCancel={() => navigate(-1)}
      lead={editable ? <AlcanceFields /> : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Este partido era de un partido recurrente que ya terminó: los cambios se aplican solo a él." />
      )}
      onSubmit={async (body, values) => {
        if (values.alcance === 'siguientes' && s) {
          // each match of the series keeps its date: a new date is for this match alone
          if (body.fecha !== p.fecha) {
            const text = 'Para cambiar la fecha, elige "Solo este partido"';
            throw Object.assign(new Error(text), { errors: [{ field: 'fecha', message: text }] });
          }
          const r = await update.mutateAsync({ ...body, ...recurrenceBodyOf(values), desde: p.fecha });
          message.success(r.message ?? 'Partido recurrente actualizado');
          void navigate(`/series/${s._id}`);
          return;
        }
        const r = await updatePartido(p._id, body);
        message.success(r.message ?? 'Partido actualizado exitosamente');
        void navigate(`/partidos/${p._id}`);
      }}
    >
      {editable && <SerieFields members={members} membersLoading={club.isPending} />}
    </FormShell>
  );
}

/** First on the form: what the change applies to. */
function AlcanceFields() {
  const alcance = Form.useWatch('alcance') as Alcance | undefined;
  return (
    <Card title="Aplicar los cambios a" size="small" style={{ marginBottom: 16 }}>
      <Form.Item name="alcance" style={{ marginBottom: 8 }}>
        <Radio.Group
          options={[
            { value: 'este', label: 'Solo este partido' },
            { value: 'siguientes', label: 'Este y los siguientes' },
          ]}
        />
      </Form.Item>
      <Typography.Text type="secondary">
        {alcance === 'siguientes'
          ? 'Cambian este partido, los siguientes ya creados que sigan abiertos y los que se creen después. Cada uno mantiene su fecha.'
          : 'Los demás partidos del partido recurrente no cambian.'}
      </Typography.Text>
    </Card>
  );
}

/** Last: the series' own settings, when the change is for the following matches too. */
function SerieFields({ members, membersLoading }: { members: MemberOption[]; membersLoading: boolean }) {
  const alcance = Form.useWatch('alcance') as Alcance | undefined;
  return alcance === 'siguientes' ? <RecurrenceFields members={members} membersLoading={membersLoading} editing /> : null;
}
