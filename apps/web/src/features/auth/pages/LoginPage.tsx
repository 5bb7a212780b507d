import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { MSG, type AuthResult } from '@partidos/shared';
// antd's look without antd: the first page most people open loads ~150 KiB less (docs/decisions/0044)
import { Alert, App, Button, Card, Checkbox, Divider, Form, Input, MailOutlined, Tabs, Typography } from '../../../components/lite';
import { LogoMark } from '../../../components/lite/icons';
import { FullPageSpinner } from '../../../components/PageSpinner';
import { confirmRules, zodRule } from '../../../lib/form-rules';
import { returnPathOf } from '../../../lib/return-path';
import { session, useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { googleLogin, login, registerBasic } from '../api/auth-calls';
import { primeMe } from '../api/prime-me';
import { usePublicConfig } from '../api/use-public-config';
import { ForgotPasswordModal } from '../components/ForgotPasswordModal';
import { GoogleButton } from '../components/GoogleButton';
import { PromoPanel } from '../components/PromoPanel';
import { loadCorreoSchema, loadPasswordSchema } from '../schemas';

type Tab = 'login' | 'register';

function LoginForm({ onDone, onForgot }: { onDone: (r: AuthResult, m?: string) => void; onForgot: (email?: string) => void }) {
  const [form] = Form.useForm<{ correo: string; password: string }>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (v: { correo: string; password: string }) => {
    setLoading(true);
    setError(null);
    try {
      const r = await login({ correo: v.correo.trim(), password: v.password });
      onDone(r.data, r.message);
    } catch (e) {
      setError((e as Error).message || 'Error al iniciar sesión');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="login">
      <Form.Item name="correo" label="Correo electrónico" rules={[zodRule(loadCorreoSchema, { required: true })]}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="tucorreo@ejemplo.cl" />
      </Form.Item>
      <Form.Item name="password" label="Contraseña" rules={[{ required: true, message: MSG.passwordRequerida }]}>
        <Input.Password autoComplete="current-password" placeholder="Tu contraseña" />
      </Form.Item>
      <div style={{ textAlign: 'right', marginTop: -12, marginBottom: 12 }}>
        <Button type="link" size="small" onClick={() => onForgot(form.getFieldValue('correo'))} style={{ padding: 0 }}>
          ¿Olvidaste tu contraseña?
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={loading} size="large">
        Iniciar Sesión
      </Button>
    </Form>
  );
}

function RegisterForm({ onDone }: { onDone: (r: AuthResult, m?: string) => void }) {
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (v: { correo: string; password: string; aceptaPoliticaPrivacidad: boolean }) => {
    setLoading(true);
    setError(null);
    try {
      const r = await registerBasic({ correo: v.correo.trim(), password: v.password, aceptaPoliticaPrivacidad: true });
      onDone(r.data, MSG.cuentaCreada);
    } catch (e) {
      setError((e as Error).message || 'Error al registrar usuario');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="register">
      <Form.Item name="correo" label="Correo electrónico" rules={[zodRule(loadCorreoSchema, { required: true })]}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="tucorreo@ejemplo.cl" />
      </Form.Item>
      <Form.Item name="password" label="Contraseña" rules={[zodRule(loadPasswordSchema, { required: true })]} hasFeedback>
        <Input.Password autoComplete="new-password" placeholder="Mínimo 6 caracteres" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="Confirmar contraseña"
        dependencies={['password']}
        hasFeedback
        rules={confirmRules('password', MSG.confirmRequerida)}
      >
        <Input.Password autoComplete="new-password" placeholder="Repite tu contraseña" />
      </Form.Item>
      <Form.Item
        name="aceptaPoliticaPrivacidad"
        valuePropName="checked"
        rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(MSG.politicaRequerida))) }]}
      >
        <Checkbox>
          Acepto la <Link to="/politica-privacidad" state={{ from: '/login' }}>política de privacidad</Link>
        </Checkbox>
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={loading} size="large">
        Crear Cuenta
      </Button>
    </Form>
  );
}

export default function LoginPage() {
  const { token, user } = useSession();
  const mobile = useIsMobile();
  const location = useLocation();
  const { message } = App.useApp();
  const [tab, setTab] = useState<Tab>('login');
  const [showManual, setShowManual] = useState(false);
  const [forgot, setForgot] = useState<{ open: boolean; email?: string }>({ open: false });
  const [googleError, setGoogleError] = useState<string | null>(null);
  const config = usePublicConfig();
  const googleClientId = config.data?.googleClientId ?? null;
  const from = returnPathOf(location.state);

  // The one place that sends a logged-in person on (after a login too: a second navigation from the handler would
  // race this one). An incomplete profile goes through the onboarding first, carrying the page they came for, so an
  // invite link opened before logging in is waiting after it (docs/decisions/0043).
  // The spinner stays while the next page's code loads (this page is drawn before the app shell has loaded).
  if (token) {
    if (user && !user.profileComplete) return <><Navigate to="/onboarding/completar-perfil" replace state={from ? { from } : undefined} /><FullPageSpinner /></>;
    return <><Navigate to={from ?? '/'} replace /><FullPageSpinner /></>;
  }

  const onDone = (r: AuthResult, msg?: string) => {
    session.login(r.token, r.user);
    void primeMe(r.user);
    message.success(msg ?? (r.needsProfileCompletion ? MSG.cuentaCreada : MSG.bienvenido));
  };

  const onGoogle = async (credential: string) => {
    setGoogleError(null);
    try {
      const r = await googleLogin(credential);
      onDone(r.data, r.data.needsProfileCompletion ? MSG.bienvenidoGoogle : MSG.bienvenido);
    } catch (e) {
      setGoogleError((e as Error).message || 'Error al iniciar sesión con Google');
    }
  };

  // with Google configured the e-mail form is collapsed behind a button; without it, it is the only way in
  const manualVisible = !googleClientId || showManual;
  const body = (kind: Tab) => (
    <>
      {googleClientId && (
        <>
          <GoogleButton clientId={googleClientId} onCredential={onGoogle} />
          {googleError && <Alert type="error" showIcon title={googleError} style={{ marginTop: 12 }} />}
          <Divider plain>o</Divider>
          {!showManual && (
            <Button block icon={<MailOutlined />} onClick={() => setShowManual(true)}>
              {kind === 'login' ? 'Ingresar con correo y contraseña' : 'Registrarme con correo'}
            </Button>
          )}
        </>
      )}
      {manualVisible &&
        (kind === 'login' ? (
          <LoginForm onDone={onDone} onForgot={(email) => setForgot({ open: true, email })} />
        ) : (
          <RegisterForm onDone={onDone} />
        ))}
    </>
  );

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: mobile ? '24px 12px' : '48px 24px', display: 'grid', gap: 32, gridTemplateColumns: mobile ? 'minmax(0, 1fr)' : 'minmax(0, 1.1fr) minmax(0, 1fr)', alignItems: 'stretch' }}>
      {!mobile && <PromoPanel />}
      <Card style={{ alignSelf: 'center', width: '100%', maxWidth: 460, justifySelf: 'center' }}>
        <div style={{ textAlign: 'center', marginBottom: 8 }}>
          {mobile && <LogoMark size={48} />}
          <Typography.Title level={1} style={{ marginBottom: 4 }}>
            {tab === 'login' ? 'Bienvenido a Partidos' : 'Crea tu cuenta'}
          </Typography.Title>
          <Typography.Text type="secondary">
            {tab === 'login' ? 'Inicia sesión para ver tus partidos' : 'Regístrate y empieza a jugar'}
          </Typography.Text>
        </div>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as Tab)}
          centered
          destroyOnHidden
          items={[
            { key: 'login', label: 'Iniciar Sesión', children: body('login') },
            { key: 'register', label: 'Registrarse', children: body('register') },
          ]}
        />
      </Card>
      <ForgotPasswordModal open={forgot.open} initialEmail={forgot.email} onClose={() => setForgot({ open: false })} />
    </div>
  );
}
