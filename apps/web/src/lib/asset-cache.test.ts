import { describe, expect, it } from 'vitest';
import { assetsToWarm, isRuntimeCachedAsset } from './asset-cache';

// What the service worker caches when first fetched (docs/decisions/0083): the build's scripts and styles only.

describe('the chunks cached at runtime', () => {
  it('are the scripts and styles under /assets/, never the API, uploads or pages', () => {
    expect(isRuntimeCachedAsset('/assets/PartidosPage-BVmQ_JsX.js')).toBe(true);
    expect(isRuntimeCachedAsset('/assets/base-C8aFAvEW.css')).toBe(true);
    for (const p of ['/api/partidos', '/api/assets/x.js', '/uploads/a.png', '/uploads/x.js', '/assets/x.js.map', '/assets/sub/x.js', '/partidos/1', '/sw.js', '/index.html', '/assets/logo.png']) {
      expect(isRuntimeCachedAsset(p), p).toBe(false);
    }
  });

  it('a first visit hands the worker its own origin\'s chunks, once each', () => {
    const origin = 'https://partidos.example';
    expect(assetsToWarm([
      `${origin}/assets/react-D6.js`, `${origin}/assets/react-D6.js`, `${origin}/assets/base-C8.css`,
      `${origin}/api/partidos/proximo`, `${origin}/uploads/avatar.png`, 'https://cdn.example/assets/x.js',
      `${origin}/assets/x.js?v=2`, 'not a url ::', '/assets/rel-1.js',
    ], origin)).toEqual([`${origin}/assets/react-D6.js`, `${origin}/assets/base-C8.css`, `${origin}/assets/rel-1.js`]);
  });
});
