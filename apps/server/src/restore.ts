import { runRestore } from './modules/backups/restore-cli.js';

// `npm run restore -- FILE [--force]`: restores a backup into an empty DATA_DIR / DATABASE_URL (docs/decisions/0021).
async function main() {
  const code = await runRestore(process.argv.slice(2), process.env);
  process.exit(code);
}

void main();
