import { spawnSync } from 'node:child_process';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, pathForLog } from './logger';
import { createTestApp } from '../test/test-app';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    stream: {
      write(chunk: string) {
        raw.push(chunk);
        lines.push(JSON.parse(chunk) as Record<string, unknown>);
      },
    },
  };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

describe('request logging', () => {
  it('writes one line per request with method, path, status and latency, and no secrets', async () => {
    const out = capture();
    const ctx = createTestApp({ logger: createLogger('info', out.stream) });
    cleanup = ctx.cleanup;
    await request(ctx.app)
      .post('/api/contact?email=jane%40example.com')
      .set('Cookie', 'sid=s%3Asecret-session-id')
      .set('Authorization', 'Bearer secret-token')
      .send({ name: 'Jane Secretname', email: 'jane@example.com', message: 'my address is 12 Elm St' });
    await request(ctx.app).get('/api/testimonials');

    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatchObject({ req: { method: 'POST', path: '/api/contact' }, res: { status: 400 } });
    expect(out.lines[0]?.ms).toEqual(expect.any(Number));
    expect(out.lines[1]).toMatchObject({ req: { method: 'GET', path: '/api/testimonials' }, res: { status: 200 } });
    const all = out.raw.join('');
    for (const secret of ['secret-session-id', 'secret-token', 'Secretname', 'jane', 'Elm St']) {
      expect(all).not.toContain(secret);
    }
  });

  it('is off at LOG_LEVEL silent', async () => {
    const out = capture();
    const ctx = createTestApp({ logger: createLogger('silent', out.stream) });
    cleanup = ctx.cleanup;
    await request(ctx.app).get('/api/testimonials');
    expect(out.lines).toHaveLength(0);
  });

  it('logs server errors at error level, with the error kept out of the response', async () => {
    const out = capture();
    const ctx = createTestApp({ logger: createLogger('info', out.stream), logError: undefined });
    cleanup = ctx.cleanup;
    ctx.db.$client.exec('DROP TABLE testimonials');
    await request(ctx.app).get('/api/testimonials');
    expect(out.lines.map((l) => l.level)).toContain(50);
  });

  it('keeps long paths short', () => {
    expect(pathForLog('/a?x=1')).toBe('/a');
    expect(pathForLog('/' + 'a'.repeat(500)).length).toBeLessThan(210);
  });
});

/** Runs `code` in a fresh node process that has `createLogger` and `exitOnUncaughtErrors` in scope. */
function runChild(code: string) {
  const script = `import { createLogger, exitOnUncaughtErrors } from './server/core/logger.ts';\n${code}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const lines = run.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: run.status, signal: run.signal, lines };
}

describe('the process log', { timeout: 30_000 }, () => {
  it('is written synchronously: a line logged just before SIGKILL is kept', () => {
    const { signal, lines } = runChild(
      "createLogger('info').info('last words'); process.kill(process.pid, 'SIGKILL');",
    );
    expect(signal).toBe('SIGKILL');
    expect(lines.map((l) => l.msg)).toEqual(['last words']);
  });

  it.each([
    ['uncaughtException', "setTimeout(() => { throw new Error('boom'); });"],
    ['unhandledRejection', "void Promise.reject(new Error('boom'));"],
  ])('an %s is logged at fatal level and the process exits 1', (event, crash) => {
    const { status, lines } = runChild(`exitOnUncaughtErrors(createLogger('info'));\n${crash}`);
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 60, msg: event, err: { message: 'boom' } });
  });
});
