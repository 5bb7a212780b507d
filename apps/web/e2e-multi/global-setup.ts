import { proxyEnv, startTopology } from '../e2e-proxy/topology';
import { createTestDatabase } from './database';
import { MULTI_ADMIN, MULTI_SERVERS, MULTI_TOPOLOGY } from './multi';

/**
 * Three app processes on one fresh PostgreSQL database behind nginx (round robin, TLS). The tests
 * find nginx through the PROXY_* variables of the proxy journeys (e2e-proxy/client.ts) and the processes through
 * MULTI_UPSTREAMS (their ports, in order); the function returned is the global teardown: nginx and the processes
 * stop, the database is dropped.
 */
export default async function globalSetup() {
  const database = await createTestDatabase();
  try {
    const topology = await startTopology({
      servers: MULTI_SERVERS,
      databaseUrl: database.url,
      ...MULTI_TOPOLOGY,
      env: { ...MULTI_TOPOLOGY.env, ADMIN_EMAIL: MULTI_ADMIN.correo, ADMIN_PASSWORD: MULTI_ADMIN.password },
    });
    Object.assign(process.env, {
      ...proxyEnv(topology),
      MULTI_UPSTREAMS: topology.servers.map((s) => s.port).join(','),
    });
    return async () => {
      try {
        await topology.stop();
      } finally {
        await database.drop();
      }
    };
  } catch (e) {
    await database.drop().catch(() => {});
    throw e;
  }
}
