import { CrownFilled } from '../../../components/lite/app-icons';
import { QuestionCircleOutlined } from '../../../components/lite/detail-icons';
import { CheckCircleFilled, CloseCircleFilled } from '../../../components/lite/icons';
import { Card, Empty, Segmented, Tag, type TagColor } from '../../../components/lite/kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fullName, type PartidoDetailDto } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { asistenciaTexto } from '../api/attendance-record';
import { nombreEquipo, respuestasTexto } from './match-format';
import { RatingMark, TeamForecast } from './TeamForecast';

/** Attendance of the last 90 days by user id (club members see it, docs/product/stats.md). */
type Reliability = Map<string, number | null> | undefined;

/** The answer as a tag on wide screens, as a coloured icon with its word for screen readers on phones. */
function AnswerMark({ c, compact }: { c: boolean | null; compact: boolean }) {
  const word = c === true ? 'Va' : c === false ? 'No va' : 'Sin responder';
  if (compact) {
    const icon = c === true ? <CheckCircleFilled style={{ color: '#16a34a' }} /> : c === false ? <CloseCircleFilled style={{ color: '#dc2626' }} />
      : <QuestionCircleOutlined style={{ color: '#8c8c8c' }} />;
    return <span role="img" aria-label={word} title={word} style={{ fontSize: 18, lineHeight: 1 }}>{icon}</span>;
  }
  return <Tag color={c === true ? 'green' : c === false ? 'red' : 'default'}>{word}</Tag>;
}

const teamColor = (e: string): TagColor => (e === 'equipo_a' ? 'blue' : e === 'equipo_b' ? 'purple' : 'default');

/**
 * 'Jugadores' with the counts by answer, the prediction of the learned teams and the team filter, guests included.
 * Each row stays one line from 320 px up (docs/decisions/0036): the name ends in an ellipsis, the answer and the team
 * keep their place; an organiser also sees each player's learned rating there (docs/decisions/0086).
 */
export function PlayersCard({ partido: p, confiabilidad }: { partido: PartidoDetailDto; confiabilidad?: Reliability }) {
  const navigate = useNavigate();
  const compact = useIsMobile();
  const [team, setTeam] = useState<string>('todos');
  const rows = [
    ...p.asistentes.map((a) => ({ key: a.usuario_id._id, user: a.usuario_id, equipo: a.equipo, confirmado: a.confirmado, mvp: a.es_mvp, bot: false, rating: a.rating })),
    ...p.jugadores_bot.map((b) => ({
      key: b._id, user: { _id: b._id, nombre: b.nombre_display, apellido: null, apodo: null, avatar_url: null, posicion_principal: null, nivel_habilidad: null },
      equipo: b.equipo, confirmado: null, mvp: false, bot: true, rating: b.rating,
    })),
  ];
  const withTeams = rows.some((r) => r.equipo !== 'Sin asignar');
  const filtered = team === 'todos' ? rows : rows.filter((r) => r.equipo === team);
  return (
    <Card title={`Jugadores (${p.ocupados}/${p.capacidad_local})`}>
      {p.asistentes.length > 0 && (
        <span className="lite-secondary" style={{ display: 'block', marginBottom: 8 }} data-testid="respuestas">{respuestasTexto(p.respuestas)}</span>
      )}
      <TeamForecast partido={p} />
      {withTeams && (
        <div style={{ overflowX: 'auto', marginBottom: 8 }}>
          <Segmented
            label="Equipo"
            value={team}
            onChange={setTeam}
            options={[
              { value: 'todos', label: 'Todos' },
              { value: 'equipo_a', label: nombreEquipo(p, 'equipo_a') },
              { value: 'equipo_b', label: nombreEquipo(p, 'equipo_b') },
              { value: 'Sin asignar', label: 'Sin asignar' },
            ]}
          />
        </div>
      )}
      {filtered.length === 0 ? (
        <Empty description={rows.length ? 'No hay jugadores en este equipo' : 'Aún no hay jugadores inscritos'} />
      ) : (
        <div role="list">
          {filtered.map((r) => {
            const name = r.bot ? r.user.nombre ?? '' : fullName(r.user);
            const sub = r.bot ? 'Jugador invitado'
              : [asistenciaTexto(confiabilidad?.get(r.user._id)), r.user.apodo && `"${r.user.apodo}"`, r.user.posicion_principal, r.user.nivel_habilidad].filter(Boolean).join(' · ');
            return (
              <div
                key={r.key}
                role="listitem"
                className="roster-row"
                style={{ cursor: r.bot ? undefined : 'pointer' }}
                onClick={() => !r.bot && navigate(`/jugadores/${r.user._id}`)}
              >
                <PersonAvatar person={r.user} muted={r.bot} />
                <div className="roster-row__main">
                  <span className="roster-row__name" title={name}>
                    {r.mvp && <span role="img" aria-label="MVP" style={{ color: '#faad14', marginInlineEnd: 4 }}><CrownFilled /></span>}
                    {name}
                  </span>
                  {/* on a phone the rating opens the second line, so the name keeps its room down to 320 px */}
                  {(sub || (compact && r.rating)) && (
                    <span className="lite-secondary roster-row__sub">
                      {compact && r.rating && <><RatingMark rating={r.rating} />{sub && ' · '}</>}
                      {sub}
                    </span>
                  )}
                </div>
                <div className="roster-row__tags">
                  {!compact && <RatingMark rating={r.rating} />}
                  {!r.bot && <AnswerMark c={r.confirmado} compact={compact} />}
                  {r.equipo !== 'Sin asignar' && <Tag color={teamColor(r.equipo)}>{nombreEquipo(p, r.equipo)}</Tag>}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
}

export function WaitingListCard({ partido: p, confiabilidad }: { partido: PartidoDetailDto; confiabilidad?: Reliability }) {
  if (!p.lista_espera.length) return null;
  return (
    <Card title={`Lista de espera (${p.lista_espera.length})`}>
      <div role="list">
        {p.lista_espera.map((w, i) => (
          <div key={w.usuario_id._id} role="listitem" className="roster-row">
            <PersonAvatar person={w.usuario_id} />
            <div className="roster-row__main">
              <span className="roster-row__name">{fullName(w.usuario_id)}</span>
              <span className="lite-secondary roster-row__sub">
                {[asistenciaTexto(confiabilidad?.get(w.usuario_id._id)), w.usuario_id.posicion_principal, w.usuario_id.nivel_habilidad].filter(Boolean).join(' · ')}
              </span>
            </div>
            <div className="roster-row__tags">
              {w.pendiente_aprobacion ? <Tag color="orange">Pendiente de aprobación</Tag> : <Tag>#{i + 1}</Tag>}
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
