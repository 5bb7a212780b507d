import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Breadcrumb, breadcrumbFor } from './AppLayout';
import { describe, expect, it } from 'vitest';


describe('breadcrumbFor', () => {
  it('labels known words and shows a 24-hex id as Detalle', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={breadcrumbFor('/partidos/6b01c0f6d9b235d42f309e38/editar')} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Inicio')).toBeTruthy();
    expect(screen.getByText('Partidos')).toBeTruthy();
    expect(screen.getByText('Detalle')).toBeTruthy();
    expect(screen.getByText('Editar')).toBeTruthy();
  });

  it('labels the extra words validar, votar-mvp and mis-partidos', () => {
    const labels = ['/validar', '/votar-mvp', '/mis-partidos'].map((p) => breadcrumbFor(p).at(-1)!.title);
    expect(labels).toEqual(['Validar', 'Votar MVP', 'Mis Partidos']);
  });

  it('reads a series as Partidos recurrentes / Partido recurrente', () => {
    const items = breadcrumbFor('/series/6b01c0f6d9b235d42f309e38');
    expect(items.at(-1)!.title).toBe('Partido recurrente');
    expect(breadcrumbFor('/series').at(-1)!.title).toBe('Partidos recurrentes');
  });

  it('calls the clubs under /admin Clubes, not Mis Clubes', () => {
    expect(breadcrumbFor('/admin/clubes').at(-1)!.title).toBe('Clubes');
    expect(breadcrumbFor('/clubes').at(-1)!.title).toBe('Mis Clubes');
  });
});
