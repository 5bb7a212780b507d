import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './OfflineNotice';
import { UpdateBanner } from './UpdateBanner';

const themed = (node: React.ReactNode) => <ConfigProvider theme={{ token: { motion: false } }}>{node}</ConfigProvider>;

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('a new version', () => {
  it('is offered with "Actualizar", which waits for the update', async () => {
    let finish!: () => void;
    const onUpdate = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render(themed(<UpdateBanner open onUpdate={onUpdate} onClose={() => {}} />));
    expect(screen.getByRole('alert').textContent).toContain('Hay una nueva versión disponible');
    const button = screen.getByRole('button', { name: 'Actualizar' });
    fireEvent.click(button);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.className).toMatch(/loading/));
    await act(async () => finish());
    await waitFor(() => expect(button.className).not.toMatch(/loading/));
  });

  it('can be left for later, and is not shown without a waiting version', () => {
    const onClose = vi.fn();
    const { rerender } = render(themed(<UpdateBanner open onUpdate={() => {}} onClose={onClose} />));
    fireEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(onClose).toHaveBeenCalled();
    rerender(themed(<UpdateBanner open={false} onUpdate={() => {}} onClose={onClose} />));
    expect(screen.queryByText('Hay una nueva versión disponible')).toBeNull();
  });
});

describe('offline', () => {
  it('says the page shows the last visit\'s data, and goes away when the connection is back', () => {
    render(themed(<OfflineNotice />));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert').textContent).toBe('Sin conexión: mostrando los datos de tu última visita');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
