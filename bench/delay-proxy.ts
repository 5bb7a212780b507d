// A database on another host, on one machine: a TCP proxy that forwards to PostgreSQL and holds each chunk for
// --delay ms in each direction (the round trips a write makes then show in its latency; docs/decisions/0067).
//   node --import tsx bench/delay-proxy.ts [--listen 5433] [--target 127.0.0.1:5432] [--delay 1]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5433/perf_app npm start   (then bench/load.ts --only signup …)
// The delay is setTimeout's: about a millisecond at the least, whatever is asked below it.
import net from 'node:net';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    listen: { type: 'string', default: '5433' },
    target: { type: 'string', default: '127.0.0.1:5432' },
    delay: { type: 'string', default: '1' },
  },
});
const delay = Number(opts.delay);
const [host, port] = opts.target!.split(':') as [string, string];

const forward = (from: net.Socket, to: net.Socket) => {
  from.on('data', (chunk) => { setTimeout(() => to.write(chunk), delay); });
  from.on('error', () => to.destroy());
  from.on('close', () => setTimeout(() => to.destroy(), delay));
};

net.createServer((client) => {
  const server = net.connect(Number(port), host);
  client.setNoDelay(true);
  server.setNoDelay(true);
  forward(client, server);
  forward(server, client);
}).listen(Number(opts.listen), '127.0.0.1', () => {
  console.log(`127.0.0.1:${opts.listen} → ${opts.target}, ${delay} ms each way`);
});
