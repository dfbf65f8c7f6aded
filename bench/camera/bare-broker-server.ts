import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { serveBroker } from './broker-process';

/**
 * The yardstick of the viewers benchmark, in its own process: aedes with its defaults and no
 * hooks (anyone may connect, publish and subscribe), browsers' WebSockets at /mqtt on a plain
 * HTTP server and cameras on TCP, as Fleet's embedded broker has them. The same load against
 * it and against Fleet says what Fleet's sign-in, ACL checks and HTTP stack cost per viewer.
 */
const CAMERAS = Number(process.env.BENCH_CAMERA_COUNT ?? 64);
/** Company and camera ids only name topics here; Fleet's are its database's. */
const COMPANY_ID = 1;

const aedes = await Aedes.createBroker();
const server = http.createServer((_request, response) => response.writeHead(404).end());
const wss = new WebSocketServer({ server, path: '/mqtt' });
wss.on('connection', (socket, request) => {
  const stream = createWebSocketStream(socket);
  stream.on('error', () => {});
  aedes.handle(stream, request);
});
const tcp = net.createServer((socket) => aedes.handle(socket));
const listen = (what: http.Server | net.Server): Promise<number> =>
  new Promise((resolve) => {
    what.listen(0, '127.0.0.1', () => resolve((what.address() as net.AddressInfo).port));
  });
const wsPort = await listen(server);
const tcpPort = await listen(tcp);

serveBroker(
  {
    tcpUrl: `mqtt://127.0.0.1:${tcpPort}`,
    wsUrl: `ws://127.0.0.1:${wsPort}/mqtt`,
    companyId: COMPANY_ID,
    cameras: Array.from({ length: CAMERAS }, (_, i) => ({
      cameraId: i + 1,
      clientId: `c${randomBytes(11).toString('hex')}`,
    })),
  },
  async () => {
    await new Promise<void>((resolve) => aedes.close(() => resolve()));
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => tcp.close(() => resolve()));
  },
);
