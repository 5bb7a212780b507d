import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PartidoBaseDto, UserDto } from '@partidos/shared';
import { session } from '../../../lib/session';
import { SignUpButton } from './SignUpButton';

const partido = (o: { ocupados: number; puede_inscribirse: boolean; inscrito?: boolean }) =>
  ({
    _id: 'p'.repeat(24), fecha: '28/11/2026', hora_partido: '20:00', hora_fin: '21:00', horario_por_definir: false,
    lugar_por_definir: false, lugar_id: { _id: 'l'.repeat(24), nombre: 'Complejo Ñuñoa', direccion: 'Av. Grecia 2001' }, lugar_nombre: 'Complejo Ñuñoa',
    cancha_numero: 2, ocupados: o.ocupados, capacidad_local: 4,
    mi_estado: { inscrito: !!o.inscrito, en_lista_espera: false, pendiente_aprobacion: false, confirmado: null, equipo: null },
    permisos: { puede_inscribirse: o.puede_inscribirse, puede_lista_espera: !o.puede_inscribirse },
  }) as unknown as PartidoBaseDto;

const view = (p: PartidoBaseDto) => (
  <ConfigProvider theme={{ token: { motion: false } }}>
    <App><SignUpButton partido={p} /></App>
  </ConfigProvider>
);

// antd names every dialog by the same test id under happy-dom, so a dialog is told by its text
const dialog = () => screen.queryAllByRole('dialog').find((d) => d.textContent?.includes('Recuerda confirmar tu asistencia'));

beforeEach(() => {
  // the dialog brings its own antd theme (it loads at the first tap): no motion, as the wrapper above asks,
  // through the preference the theme follows
  const real = window.matchMedia.bind(window);
  window.matchMedia = ((q: string) => (q === '(prefers-reduced-motion: reduce)' ? { ...real(q), matches: true, addEventListener() {}, removeEventListener() {} } : real(q))) as typeof window.matchMedia;
  localStorage.clear();
  session.login('token', { _id: 'u'.repeat(24), nombre: 'Matías', apellido: 'González' } as unknown as UserDto);
});
afterEach(cleanup);

describe('the sign-up dialog ("Confirmar Inscripción")', () => {
  it('stays open with its button while the list refetches underneath', async () => {
    const r = render(view(partido({ ocupados: 1, puede_inscribirse: true })));
    fireEvent.click(screen.getByRole('button', { name: /Inscribirse/ }));
    // the dialog's code (antd's Modal) loads at this first tap
    await waitFor(() => expect(dialog()).toBeTruthy(), { timeout: 15_000 });
    expect(dialog()!.textContent).toContain('¿Estás seguro que deseas inscribirte a este partido?');

    // someone else fills the match meanwhile: the card's button changes, the open dialog does not
    r.rerender(view(partido({ ocupados: 4, puede_inscribirse: false })));
    expect(screen.getAllByRole('button', { name: /Unirme a la lista de espera/ })).toHaveLength(1);
    expect(dialog()).toBeTruthy();
    expect(dialog()!.textContent).toContain('Inscribirme');
    expect(dialog()!.textContent).not.toContain('El partido está completo');

    // cancelling closes it; opened again, it shows the match as it is now
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog()).toBeUndefined());
    fireEvent.click(screen.getByRole('button', { name: /Unirme a la lista de espera/ }));
    await waitFor(() => expect(dialog()?.textContent).toContain('El partido está completo. ¿Quieres unirte a la lista de espera?'));
    // (the test's own time covers the dialog's first load above, which a busy machine may take seconds to import)
  }, 30_000);
});
