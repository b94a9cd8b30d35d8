import { globalConfig } from 'zod/v4/core';
import * as z from 'zod/mini';
import { expect, test } from 'vitest';
import './zod-jitless';

test('zod runs without compiling parsers, so a strict CSP sees no eval probe', () => {
  expect(globalConfig.jitless).toBe(true);
  const probe = new Proxy(Function, {
    construct() {
      throw new Error('zod probed new Function');
    },
  });
  const original = globalThis.Function;
  globalThis.Function = probe;
  try {
    expect(z.object({ name: z.string() }).safeParse({ name: 'Dana' }).success).toBe(true);
  } finally {
    globalThis.Function = original;
  }
});
