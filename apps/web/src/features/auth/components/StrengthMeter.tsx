import { Progress, Typography } from 'antd';
import { passwordStrength } from '@partidos/shared';

const COLORS = { Débil: '#ef4444', Media: '#f59e0b', Fuerte: '#16a34a' } as const;

export function StrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div style={{ marginTop: -8, marginBottom: 16 }} aria-live="polite">
      <Progress percent={score} showInfo={false} strokeColor={COLORS[label]} size="small" aria-label="Seguridad de la contraseña" />
      <Typography.Text type="secondary">
        Seguridad: <strong style={{ color: COLORS[label] }}>{label}</strong>
      </Typography.Text>
    </div>
  );
}
