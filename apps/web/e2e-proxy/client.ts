import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';

/** Where global-setup.ts put nginx (the PROXY_* variables). */
export function proxy() {
  const get = (name: string) => {
    const v = process.env[name];
    if (!v) throw new Error(`${name} no está definido: corre estas pruebas con npm run test:proxy o npm run test:multi (su global-setup.ts levanta nginx)`);
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

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the body as it came (an image stays intact) */
  bytes: Buffer;
  /** the body as UTF-8 text */
  body: string;
  json: () => { success: boolean; data?: Record<string, unknown>; message?: string };
}

/** One file sent as multipart/form-data under `field`. */
export interface FilePart { field: string; filename: string; contentType: string; data: Buffer }

function multipartBody(file: FilePart): { contentType: string; body: Buffer } {
  const boundary = `----partidos${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** An nginx to talk to: the one of the PROXY_* variables by default, or a topology a test started itself. */
export interface ProxyTarget { serverName: string; httpsPort: number; ca: string }

/**
 * One request to nginx's https server from the loopback address `from` (127.0.0.k: Linux accepts any source in
 * 127.0.0.0/8), so nginx's $remote_addr, and so the X-Forwarded-For the app trusts, is that client's. The
 * certificate is checked against the test CA and the name partidos.test. A new connection per request. The body
 * is `body` as JSON, or `file` as multipart/form-data. `to`: another nginx than the PROXY_* one.
 */
export function callProxy(
  method: string,
  path: string,
  o: { from: string; body?: unknown; file?: FilePart; headers?: Record<string, string>; to?: ProxyTarget },
): Promise<Answer> {
  const p = o.to ?? proxy();
  const form = o.file ? multipartBody(o.file) : undefined;
  const payload = form ? form.body : o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body));
  const contentType = form ? form.contentType : 'application/json';
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
        ...(payload === undefined ? {} : { 'content-type': contentType, 'content-length': String(payload.length) }),
        ...o.headers,
      },
      timeout: 30_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const body = bytes.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body, json: () => JSON.parse(body) });
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
