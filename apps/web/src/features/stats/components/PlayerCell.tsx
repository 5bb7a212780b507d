import { Link } from 'react-router';
import { fullName, type JugadorRefDto } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** Avatar and name linking to /jugadores/{id}. */
export function PlayerCell({ jugador: j }: { jugador: Pick<JugadorRefDto, '_id' | 'nombre' | 'apellido' | 'apodo' | 'avatar_url'> & { photoURL?: string | null } }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <PersonAvatar person={{ ...j, avatar_url: j.photoURL ?? j.avatar_url }} size="small" />
      <Link to={`/jugadores/${j._id}`}>{fullName(j)}</Link>
    </span>
  );
}
