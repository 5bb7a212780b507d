import { App, Card, Col, Empty, Pagination, Row, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ComprobantePorValidarDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useApproveReceipt, usePorValidar } from '../api/receipts-inbox';
import { InboxReceiptCard } from '../components/InboxReceiptCard';
import { ReviewPaymentModal, type Review } from '../components/ReviewDialogs';
import { PageTitle } from '../../../components/PageTitle';

/**
 * /pagos/por-validar (docs/decisions/0035): every receipt waiting in the clubs the user manages,
 * newest upload first. 'Aprobar' decides in one tap; 'Rechazar' asks for the reason. The handled card leaves and the
 * next one comes into view with the focus, so a moderator can go through the queue with a thumb.
 */
export default function ReceiptsInboxPage() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const q = usePorValidar(page);
  const approve = useApproveReceipt();
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ item: ComprobantePorValidarDto; review: Review } | null>(null);
  // decided here → the list's dataUpdatedAt then: hidden until a newer list arrives (a refresh that failed must not
  // bring it back; a receipt uploaded again after a rejection, in a newer list, must come back)
  const [handled, setHandled] = useState<ReadonlyMap<string, number>>(new Map());
  const [focusId, setFocusId] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLDivElement>());

  const isHandled = (id: string) => (handled.get(id) ?? -1) >= q.dataUpdatedAt;
  const items = (q.data?.comprobantes ?? []).filter((x) => !isHandled(x.pago._id));
  const pagination = q.data?.pagination;
  const total = pagination ? Math.max(0, pagination.total - (q.data?.comprobantes.length ?? 0) + items.length) : 0;

  // a page emptied by decisions (or by someone else's) steps back to the last page that has receipts
  useEffect(() => {
    if (pagination && page > 1 && page > pagination.pages) setPage(Math.max(1, pagination.pages));
  }, [pagination, page]);

  // after a decision, the next receipt comes into view and takes the focus (keyboard and screen readers follow)
  useEffect(() => {
    if (!focusId) return;
    const el = cards.current.get(focusId);
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId, items]);

  /** The card after the handled one, else the one before it. */
  const done = (id: string) => {
    const i = items.findIndex((x) => x.pago._id === id);
    const next = items[i + 1] ?? items[i - 1];
    setHandled((m) => new Map(m).set(id, q.dataUpdatedAt));
    setFocusId(next?.pago._id ?? null);
  };

  const onApprove = async (x: ComprobantePorValidarDto) => {
    setApprovingId(x.pago._id);
    try {
      const r = await approve.mutateAsync({ partidoId: x.partido_id, usuarioId: x.usuario._id });
      message.success(r.message ?? 'Pago aprobado');
      done(x.pago._id);
    } catch (e) {
      message.error((e as Error).message || 'Error al validar pago');
      // decided by someone else meanwhile (409): the refreshed list drops it
      void q.refetch();
    } finally {
      setApprovingId(null);
    }
  };

  const header = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 4 }}>
      <PageTitle style={{ margin: 0 }}>Pagos por validar</PageTitle>
      {pagination && total > 0 && <Tag color="orange" style={{ fontSize: 14 }}>{total}</Tag>}
    </div>
  );
  const intro = <Typography.Paragraph type="secondary">Comprobantes de los clubes que administras, los más recientes primero.</Typography.Paragraph>;

  if (q.isPending) {
    return (
      <div>
        {header}
        {intro}
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((i) => (
            <Col xs={24} md={12} xl={8} key={i}>
              <Card><Skeleton avatar active paragraph={{ rows: 5 }} /></Card>
            </Col>
          ))}
        </Row>
      </div>
    );
  }
  if (q.isError) {
    return (
      <div>
        {header}
        <LoadError title="Error al cargar los comprobantes por validar" error={q.error} onRetry={() => q.refetch()} />
      </div>
    );
  }
  return (
    <div>
      {header}
      {intro}
      {items.length === 0 ? (
        <Card><Empty description="No hay comprobantes pendientes de validación" /></Card>
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((x) => (
            <Col xs={24} md={12} xl={8} key={x.pago._id}>
              <InboxReceiptCard
                ref={(el) => {
                  if (el) cards.current.set(x.pago._id, el);
                  else cards.current.delete(x.pago._id);
                }}
                item={x}
                approving={approvingId === x.pago._id}
                busy={approvingId === x.pago._id}
                onApprove={() => void onApprove(x)}
                onReject={() => setRejecting({ item: x, review: { pago: { ...x.pago, usuario: x.usuario }, accion: 'rechazar' } })}
              />
            </Col>
          ))}
        </Row>
      )}
      {pagination && pagination.pages > 1 && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={page}
          pageSize={pagination.limit}
          total={pagination.total}
          showSizeChanger={false}
          onChange={(p) => { setPage(p); window.scrollTo({ top: 0 }); }}
        />
      )}
      <ReviewPaymentModal
        partidoId={rejecting?.item.partido_id ?? ''}
        review={rejecting?.review ?? null}
        onClose={() => setRejecting(null)}
        onDone={() => rejecting && done(rejecting.item.pago._id)}
      />
    </div>
  );
}
