import { useEffect, useState } from 'react';
import { LOGIN_PROMO_ROTATION_MS } from '@partidos/shared';
import { Typography } from '../../../components/lite';
import { LogoMark } from '../../../components/lite/icons';
import { useReducedMotion } from '../../../lib/theme';

const SLIDES = [
  { emoji: '🤝', title: 'Únete a la comunidad', text: 'Conoce jugadores de tu zona y arma partidos todas las semanas.' },
  { emoji: '📅', title: 'Organiza tus partidos', text: 'Inscripciones, lista de espera, equipos balanceados y pagos en un solo lugar.' },
  { emoji: '🛡️', title: 'Únete a clubes', text: 'Entra con un código de invitación y juega con tu grupo de siempre.' },
  { emoji: '🏆', title: 'Sube de nivel', text: 'Vota al MVP, desbloquea logros y cuida tu racha de asistencia.' },
];

/**
 * Rotating promo of the login page: 4 slides, every 4 s, only above 768 px. A few elements and a
 * timer rather than antd's Carousel: the login page draws without antd (docs/decisions/0044). For people who ask for
 * less motion it does not turn by itself: the dots still change the slide (docs/decisions/0045).
 */
export function PromoPanel() {
  const [current, setCurrent] = useState(0);
  const still = useReducedMotion();
  useEffect(() => {
    if (still) return;
    const t = setInterval(() => setCurrent((i) => (i + 1) % SLIDES.length), LOGIN_PROMO_ROTATION_MS);
    return () => clearInterval(t);
  }, [current, still]); // a click on a dot starts the 4 s again
  return (
    <div
      style={{
        height: '100%', minHeight: 520, borderRadius: 16, padding: 40, color: '#fff', display: 'flex', flexDirection: 'column',
        justifyContent: 'center', background: 'linear-gradient(150deg, #15803d 0%, #16a34a 45%, #0f766e 100%)', boxSizing: 'border-box',
      }}
    >
      <div className="lite-promo__brand"><LogoMark size={30} ring="rgba(255, 255, 255, 0.35)" /> Partidos</div>
      <Typography.Paragraph style={{ color: 'rgba(255,255,255,.85)', fontSize: 16 }}>
        El fútbol amateur de Chile, organizado.
      </Typography.Paragraph>
      <div className="lite-promo__slides">
        {SLIDES.map((s, i) => (
          <div key={s.title} className={`lite-promo__slide${i === current ? ' lite-promo__slide--active' : ''}`} aria-hidden={i !== current}>
            <div style={{ minHeight: 200 }}>
              <div style={{ fontSize: 48 }} aria-hidden>{s.emoji}</div>
              <Typography.Title level={2} className="lite-title--h3" style={{ color: '#fff' }}>{s.title}</Typography.Title>
              <Typography.Paragraph style={{ color: 'rgba(255,255,255,.9)', fontSize: 16, maxWidth: 380 }}>{s.text}</Typography.Paragraph>
            </div>
          </div>
        ))}
      </div>
      <ul className="lite-promo__dots">
        {SLIDES.map((s, i) => (
          <li key={s.title}>
            <button type="button" aria-label={s.title} aria-current={i === current} onClick={() => setCurrent(i)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
