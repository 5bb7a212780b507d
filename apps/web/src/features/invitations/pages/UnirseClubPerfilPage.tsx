import { Navigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useLinkClubInfo } from '../api/club-link-calls';
import { InvitedProfileCard } from '../components/InvitedSignUpForms';
import { useJoinByClubLink } from '../components/use-join-by-club-link';

/** /unirse/{codigo}/perfil: the profile the onboarding asks for, then straight into the club (and the named match). */
export default function UnirseClubPerfilPage() {
  const { codigo = '' } = useParams();
  const [params] = useSearchParams();
  const partido = params.get('partido');
  const { token } = useSession();
  const q = useLinkClubInfo(codigo, partido);
  const { join, joining } = useJoinByClubLink(codigo, partido);
  if (!token) return <Navigate to="/login" replace state={{ from: `/unirse/${codigo}${partido ? `?partido=${partido}` : ''}` }} />;
  const club = q.data?.club.nombre;
  return (
    <div style={{ maxWidth: 860, margin: '0 auto', padding: '24px 12px' }}>
      <InvitedProfileCard
        intro={`Un último paso antes de entrar${club ? ` a ${club}` : ''}: así tus compañeros te reconocen en la cancha.`}
        submitText={partido ? 'Guardar y unirme al partido' : 'Guardar y unirme'}
        busy={joining}
        then={join}
      />
    </div>
  );
}
