import { lazyDialog } from '../../../components/lazy-component';
import { Card, Secondary, Skeleton } from '../../../components/lite/kit';
import { useEffect, useRef, useState } from 'react';
import type { PartidoDetailDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useSession } from '../../../lib/session';
import { useVotacionMvp } from '../api/mvp-calls';
import { MvpResultsCard } from './MvpResultsCard';
import { MvpVoteModal } from './MvpVoteModal';

// the celebration is antd (and loads canvas-confetti): it loads when it first opens
const MvpCelebration = lazyDialog(() => import('./MvpCelebration').then((m) => m.MvpCelebration));

const celebratedKey = (partidoId: string) => `mvp-celebrado:${partidoId}`;

/** Whether this browser already celebrated this match's MVP (the overlay opens once, docs/product/votes.md). */
export function wasCelebrated(partidoId: string): boolean {
  try {
    return localStorage.getItem(celebratedKey(partidoId)) !== null;
  } catch {
    return false;
  }
}

function markCelebrated(partidoId: string) {
  try {
    localStorage.setItem(celebratedKey(partidoId), '1');
  } catch {
    // private mode without storage: the overlay may show again on the next visit, nothing worse
  }
}

/**
 * MVP voting on the match detail (docs/product/votes.md): the results panel, the vote modal, which opens by itself
 * once per visit for an enrolled player while the match is En curso, and the celebration overlay, once per
 * match when its MVP is assigned (not for old matches: only until the voting window would have closed).
 */
export function MvpSection({ partido: p, voteRequest = 0 }: {
  partido: PartidoDetailDto;
  /** bumped by another control of the page (the phone's action bar) to open the vote dialog */
  voteRequest?: number;
}) {
  const { user } = useSession();
  const relevant = p.estado_partido === 'En curso' || p.estado_partido === 'Finalizado';
  const q = useVotacionMvp(p._id, relevant);
  const v = q.data;
  const [voting, setVoting] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const autoOpened = useRef(false);

  useEffect(() => {
    if (autoOpened.current || !v) return;
    if (p.estado_partido === 'En curso' && p.mi_estado.inscrito && v.puede_votar) {
      autoOpened.current = true;
      setVoting(true);
    }
  }, [v, p.estado_partido, p.mi_estado.inscrito]);

  useEffect(() => {
    if (voteRequest > 0) setVoting(true);
  }, [voteRequest]);

  const mvpId = v?.mvp_asignado?._id;
  const cierre = v?.cierre;
  useEffect(() => {
    if (!mvpId || wasCelebrated(p._id)) return;
    if (cierre && Date.now() > Date.parse(cierre)) return;
    markCelebrated(p._id);
    setVoting(false);
    setCelebrating(true);
  }, [mvpId, cierre, p._id]);

  if (!relevant || !user) return null;
  // offline with no answer yet (the vote is not kept offline, docs/decisions/0083): said, not a skeleton until then
  if (q.isPending && q.fetchStatus === 'paused') return <Card title="Votación MVP"><Secondary>Sin conexión: la votación se verá cuando vuelva la conexión.</Secondary></Card>;
  if (q.isPending) return <Card title="Votación MVP"><Skeleton rows={2} /></Card>;
  if (q.isError) return <LoadError title="Error al cargar la votación del MVP" error={q.error} onRetry={() => q.refetch()} />;
  return (
    <>
      <MvpResultsCard votacion={q.data} onVote={() => setVoting(true)} />
      <MvpVoteModal partidoId={p._id} votacion={q.data} yoId={user._id} open={voting && q.data.puede_votar} onClose={() => setVoting(false)} />
      {q.data.mvp_asignado && <MvpCelebration mvp={q.data.mvp_asignado} open={celebrating} onClose={() => setCelebrating(false)} />}
    </>
  );
}
