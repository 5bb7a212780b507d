/** @jsxRuntime automatic */
/** @jsxImportSource react */
// each component from its own package: @react-email/components also loads Tailwind, Prism and a Markdown parser at
// start-up, ~12 MB of heap and ~40 MB of RSS that these eleven do not need (issue 17, docs/decisions/0065)
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

export interface NotificationMailProps {
  titulo: string;
  /** one paragraph per entry (a grouped mail lists several) */
  parrafos: string[];
  /** the button's absolute URL and text */
  enlace: string;
  accion: string;
  /** the one-click unsubscribe page of this kind */
  bajaUrl: string;
  tipoTexto: string;
  appUrl: string;
}

const green = '#15803d';

/**
 * Every notification mail (issue 20 item 3): the title, the paragraphs, one button to the screen it is about, and
 * the way out of this kind of mail. Plain text comes from the same component (render(..., { plainText: true })).
 */
export function NotificationMail({ titulo, parrafos, enlace, accion, bajaUrl, tipoTexto, appUrl }: NotificationMailProps) {
  return (
    <Html lang="es-CL">
      <Head />
      <Preview>{parrafos[0] ?? titulo}</Preview>
      <Body style={{ backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: 8, maxWidth: 520, padding: '24px 28px' }}>
          <Text style={{ color: green, fontSize: 16, fontWeight: 700, margin: '0 0 8px' }}>⚽ Partidos</Text>
          <Heading as="h1" style={{ color: '#111827', fontSize: 22, lineHeight: '28px', margin: '0 0 16px' }}>{titulo}</Heading>
          {parrafos.map((p, i) => (
            <Text key={i} style={{ color: '#374151', fontSize: 15, lineHeight: '22px', margin: '0 0 12px' }}>{p}</Text>
          ))}
          <Section style={{ margin: '20px 0' }}>
            <Button href={enlace} style={{ backgroundColor: green, borderRadius: 6, color: '#ffffff', fontSize: 15, fontWeight: 600, padding: '12px 20px' }}>
              {accion}
            </Button>
          </Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: '20px 0 12px' }} />
          <Text style={{ color: '#6b7280', fontSize: 12, lineHeight: '18px', margin: 0 }}>
            Recibes este correo porque tienes activados los avisos de «{tipoTexto}» en <Link href={appUrl} style={{ color: '#6b7280' }}>Partidos</Link>.{' '}
            <Link href={bajaUrl} style={{ color: '#6b7280', textDecoration: 'underline' }}>Dejar de recibir estos correos</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
