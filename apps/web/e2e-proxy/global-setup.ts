import { proxyEnv, startTopology } from './topology';

// The platform administrador of the proxy journeys (created at start-up by ADMIN_EMAIL/ADMIN_PASSWORD).
export const PROXY_ADMIN = { correo: 'admin@proxy.partidos.cl', password: 'AdminProxy123' };

/**
 * One app process (embedded PGlite, real rate limits) behind nginx with TLS for https://partidos.test:<port>.
 * The tests find it through PROXY_* variables (the workers inherit the runner's environment); the function
 * returned is the global teardown: nginx and the process stop and the temp folder goes.
 */
export default async function globalSetup() {
  const topology = await startTopology({
    servers: 1,
    env: { ADMIN_EMAIL: PROXY_ADMIN.correo, ADMIN_PASSWORD: PROXY_ADMIN.password },
  });
  Object.assign(process.env, proxyEnv(topology));
  return async () => {
    await topology.stop();
  };
}
