import { useActiveClub } from '../../lib/active-club';
import { useClub } from '../../features/clubs/api/club-calls';
import { SeriePage } from '../../features/series/pages/SeriePage';

/** /series/{id}: the series page with the active club's members to choose regulars from (clubs feature). */
export default function SerieRoute() {
  const club = useActiveClub();
  const detail = useClub(club?.club_id ?? '');
  return <SeriePage members={(detail.data?.miembros ?? []).map((m) => m.usuario_id)} />;
}
