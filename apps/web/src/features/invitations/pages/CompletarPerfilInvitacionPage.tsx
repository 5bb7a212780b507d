import { Navigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { InvitedProfileCard } from '../components/InvitedSignUpForms';
import { useJoinByLink } from '../components/use-join-by-link';

/**
 * /completar-perfil-invitacion/{codigo} (the invited person's profile completion): the same rules as the onboarding
 * profile, then straight on to the match (or the club step).
 */
export default function CompletarPerfilInvitacionPage() {
  const { codigo = '' } = useParams();
  const { token } = useSession();
  const { join, joining } = useJoinByLink(codigo);
  if (!token) return <Navigate to="/login" replace state={{ from: `/partidos/unirse/${codigo}` }} />;
  return (
    <div style={{ maxWidth: 860, margin: '0 auto', padding: '24px 12px' }}>
      <InvitedProfileCard
        intro="Un último paso antes de unirte al partido: así tus compañeros te reconocen en la cancha."
        submitText="Guardar y unirme al partido"
        extra={{ codigoInvitacion: codigo }}
        busy={joining}
        then={() => join()}
      />
    </div>
  );
}
