import { topologyConfig } from './e2e-proxy/topology-config';

// Journeys through a real nginx with TLS in front of the app (docs/decisions/0023): per-client rate limits behind a
// proxy, HSTS and upgrade-insecure-requests over https, request ids from nginx, the http → https redirect.
// global-setup.ts starts the topology (e2e-proxy/topology.ts); the browser resolves partidos.test to 127.0.0.1
// and accepts the self-signed certificate. Run: npm run test:proxy (needs nginx and openssl).
export default topologyConfig('proxy');
