import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, OFFLINE_PAGE_TEXT, isChunkLoadError } from './ErrorPages';

// Offline, a page whose code was never fetched on this device cannot open (docs/decisions/0083): it says so.

function Throws({ error }: { error: Error }): never {
  throw error;
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/EstadisticasPage-abc.js');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page that cannot load', () => {
  it('recognises a chunk that could not be fetched, as Chromium, Firefox, Safari and Vite word it', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });

  it('offline, a chunk that could not be fetched says the page is not available without a connection', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ErrorBoundary><Throws error={chunkError()} /></ErrorBoundary>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sin conexión');
    expect(screen.getByText(OFFLINE_PAGE_TEXT)).toBeTruthy();
  });

  it('online, or for any other error, it stays the unexpected error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorBoundary><Throws error={chunkError()} /></ErrorBoundary>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Oops! Algo salió mal');
    cleanup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ErrorBoundary><Throws error={new Error('boom')} /></ErrorBoundary>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Oops! Algo salió mal');
  });
});
