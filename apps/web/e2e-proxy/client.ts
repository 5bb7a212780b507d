import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';

/** Where global-setup.ts put nginx (the PROXY_* variables). */
export function proxy() {
  const get = (name: string) => {
    const v = process.env[name];
    if (!v) throw new Error(`${name} no está definido: corre estas pruebas con npm run test:proxy (playwright.proxy.config.ts)`);
    return v;
  };
  return {
    serverName: get('PROXY_SERVER_NAME'),
    origin: get('PROXY_ORIGIN'),
    httpOrigin: get('PROXY_HTTP_ORIGIN'),
    httpsPort: Number(get('PROXY_HTTPS_PORT')),
    httpPort: Number(get('PROXY_HTTP_PORT')),
    ca: get('PROXY_CA'),
    accessLog: get('PROXY_ACCESS_LOG'),
  };
}

export interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string; json: () => { success: boolean; data?: Record<string, unknown>; message?: string } }

/**
 * One request to nginx's https server from the loopback address `from` (127.0.0.k: Linux accepts any source in
 * 127.0.0.0/8), so nginx's $remote_addr, and so the X-Forwarded-For the app trusts, is that client's. The
 * certificate is checked against the test CA and the name partidos.test. A new connection per request.
 */
export function callProxy(method: string, path: string, o: { from: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer> {
  const p = proxy();
  const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
  return new Promise((resolve, reject) => {
    const req = https.request({
      host: '127.0.0.1',
      port: p.httpsPort,
      servername: p.serverName,
      ca: readFileSync(p.ca),
      localAddress: o.from,
      agent: false,
      method,
      path,
      headers: {
        host: `${p.serverName}:${p.httpsPort}`,
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
        ...o.headers,
      },
      timeout: 30_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} desde ${o.from}: sin respuesta en 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A plain-http request to nginx's redirecting server (no redirect followed). */
export function callHttp(path: string): Promise<{ status: number; location?: string }> {
  const p = proxy();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: p.httpPort, path, agent: false, headers: { host: `${p.serverName}:${p.httpPort}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

let seq = 0;
export const uniqueEmail = (p: string) => `${p}.${Date.now().toString(36)}${(seq++).toString(36)}@example.cl`;

export const PROFILE = { nombre: 'Camila', apellido: 'Rojas', telefono: '+56987654321', posicion_principal: 'DC', nivel_habilidad: 'Avanzado', frecuencia_juego: '1 vez por semana' };
