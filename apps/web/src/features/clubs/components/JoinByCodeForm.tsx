import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { INVITE_CODE_LENGTH, JOIN_MESSAGE_MAX, REDIRECT_AFTER_JOIN_MS } from '@partidos/shared';
import { activateClub, joinByCode, refreshMembership } from '../api/club-calls';

type State = { kind: 'form' } | { kind: 'ok'; nombre: string } | { kind: 'error'; message: string };

/**
 * Join with an invitation code (/clubes/unirse, docs/product/clubs.md): code forced to uppercase, optional message.
 * Joined at once → success, then / after 500 ms. Approval required → the pending-request page.
 */
export function JoinByCodeForm({ compact = false }: { compact?: boolean }) {
  const [form] = Form.useForm<{ codigo: string; mensaje?: string }>();
  const [state, setState] = useState<State>({ kind: 'form' });
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();

  const submit = async (v: { codigo: string; mensaje?: string }) => {
    setSending(true);
    try {
      const r = await joinByCode(v.codigo.trim().toUpperCase(), v.mensaje?.trim() || undefined);
      const nombre = r.data.club?.nombre ?? r.data.nombre_club ?? '';
      if (r.data.requiere_aprobacion) {
        await refreshMembership();
        void navigate(`/onboarding/solicitud-pendiente?club=${encodeURIComponent(nombre)}`);
        return;
      }
      await activateClub(r.data.club._id).catch(() => refreshMembership());
      setState({ kind: 'ok', nombre });
      setTimeout(() => { void navigate('/', { replace: true }); }, REDIRECT_AFTER_JOIN_MS);
    } catch (e) {
      setState({ kind: 'error', message: (e as Error).message || 'Código inválido o ya eres miembro' });
    } finally {
      setSending(false);
    }
  };

  if (state.kind === 'ok') return <Result status="success" title="¡Te uniste al club!" subTitle={state.nombre ? `Ya eres parte de ${state.nombre}.` : undefined} />;
  if (state.kind === 'error') {
    return (
      <Result
        status="error"
        title="No pudimos unirte al club"
        subTitle={state.message}
        extra={<Button type="primary" onClick={() => setState({ kind: 'form' })}>Reintentar</Button>}
      />
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="join-club">
      <Form.Item
        name="codigo"
        label="Código de invitación"
        normalize={(v: string) => v?.toUpperCase().replace(/\s/g, '')}
        rules={[
          { required: true, message: 'Por favor ingresa un código de invitación' },
          { len: INVITE_CODE_LENGTH, message: `El código debe tener ${INVITE_CODE_LENGTH} caracteres` },
        ]}
      >
        <Input maxLength={INVITE_CODE_LENGTH} placeholder="Ej: K7M2QX9P" style={{ textTransform: 'uppercase', letterSpacing: 2, fontFamily: 'monospace' }} autoComplete="off" />
      </Form.Item>
      {!compact && (
        <Form.Item name="mensaje" label="Mensaje para los moderadores (opcional)" rules={[{ max: JOIN_MESSAGE_MAX, message: `El mensaje no puede exceder ${JOIN_MESSAGE_MAX} caracteres` }]}>
          <Input.TextArea rows={3} maxLength={JOIN_MESSAGE_MAX} showCount placeholder="Hola, soy amigo de…" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={sending}>Unirme al club</Button>
    </Form>
  );
}
