import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './LoadError';

const view = (props: React.ComponentProps<typeof LoadError>) => (
  <ConfigProvider theme={{ token: { motion: false } }}>
    <LoadError {...props} />
  </ConfigProvider>
);

afterEach(cleanup);

describe('a failed load offers "Reintentar"', () => {
  it('shows the screen\'s message with the server\'s reason under it', () => {
    render(view({ title: 'Error al cargar los clubes', error: new Error('No se pudo conectar con el servidor. Revisa tu conexión.'), onRetry: () => {} }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error al cargar los clubes');
    expect(alert.textContent).toContain('No se pudo conectar con el servidor. Revisa tu conexión.');
  });

  it('does not repeat the message when the reason is the same text', () => {
    render(view({ title: 'Error al cargar los clubes', error: new Error('Error al cargar los clubes'), onRetry: () => {} }));
    expect(screen.getByRole('alert').textContent!.split('Error al cargar los clubes')).toHaveLength(2);
  });

  it('calls onRetry when "Reintentar" is pressed, and the button waits for the new attempt', async () => {
    let finish!: () => void;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render(view({ title: 'Error al obtener lugares', error: new Error('Error al obtener lugares'), onRetry }));

    fireEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: /Reintentar/ });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));

    finish();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.querySelector('.lite-icon svg')).not.toBeNull();
  });
});
