import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { lockDataDir } from './lib/data-dir-lock.js';

// Reads the configuration, takes DATA_DIR, listens, and shuts down gracefully on SIGTERM/SIGINT.
async function main() {
  const config = loadConfig();
  const embedded = !/^postgres(ql)?:\/\//.test(config.databaseUrl);
  let unlock = () => {};
  if (embedded) {
    try {
      unlock = await lockDataDir(config.dataDir);
    } catch (e) {
      console.error(`\n✖ ${(e as Error).message}\n`);
      process.exit(1);
    }
  }
  const { app, scheduler, services } = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    app.log.error(e);
    unlock();
    process.exit(1);
  }
  scheduler.start(config.jobsIntervalMs);
  services.deliveries.start(config.notifyIntervalMs);
  // not awaited: an SMTP server that does not answer is a warning in the log, never a server that does not start
  void services.mailer.check();
  app.log.info(`Partidos listo en ${config.publicUrl} (base de datos: ${embedded ? config.databaseUrl : 'PostgreSQL'})`);
}

void main();
