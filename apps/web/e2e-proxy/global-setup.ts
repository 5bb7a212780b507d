import { startTopology } from './topology';

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
  Object.assign(process.env, {
    PROXY_SERVER_NAME: topology.serverName,
    PROXY_ORIGIN: topology.origin,
    PROXY_HTTP_ORIGIN: topology.httpOrigin,
    PROXY_HTTPS_PORT: String(topology.httpsPort),
    PROXY_HTTP_PORT: String(topology.httpPort),
    PROXY_CA: topology.certificate.cert,
    PROXY_ACCESS_LOG: topology.nginx.accessLog,
  });
  return async () => {
    await topology.stop();
  };
}
