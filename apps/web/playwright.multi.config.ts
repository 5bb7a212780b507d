import { topologyConfig } from './e2e-proxy/topology-config';

// Three app processes on one PostgreSQL database behind nginx (round robin, TLS), as several machines
// would run Partidos. global-setup.ts makes a fresh database on the server of TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) and starts the topology for the API and browser journeys; the crash
// journey starts three processes of its own and kills one. Run: npm run test:multi (needs nginx, openssl and
// PostgreSQL).
export default topologyConfig('multi');
