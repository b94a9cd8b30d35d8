import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, serverLimits } from './http-server';
import { createTestApp } from '../../test/test-app';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

describe('HTTP server limits', () => {
  it('refuses oversized headers with 431 before the app runs', async () => {
    const ctx = createTestApp();
    const server = createHttpServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup = () => {
      server.close();
      return ctx.cleanup();
    };
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/testimonials`, {
      headers: { 'x-filler': 'a'.repeat(serverLimits.maxHeaderSize + 100) },
    });
    expect(res.status).toBe(431);
    expect(server.headersTimeout).toBe(serverLimits.headersTimeout);
    expect(server.requestTimeout).toBe(serverLimits.requestTimeout);
    expect(server.keepAliveTimeout).toBe(serverLimits.keepAliveTimeout);
  });

  it('cuts off a client that trickles its headers (slowloris)', async () => {
    const ctx = createTestApp();
    const limits = { ...serverLimits, headersTimeout: 300, requestTimeout: 300, connectionsCheckingInterval: 100 };
    const server = createHttpServer(ctx.app, limits);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup = () => {
      server.close();
      return ctx.cleanup();
    };
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let data = '';
      socket.on('connect', () => socket.write('GET /api/testimonials HTTP/1.1\r\nHost: x\r\n'));
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
