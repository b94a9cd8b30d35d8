import type fc from 'fast-check';
import type { FuzzRequest } from './harness';

type Body = { contentType?: string; body?: string };

/** targets.ts's own request makers, passed to the files of targets it lists with its own. */
export interface TargetHelpers {
  bodies: (expected: fc.Arbitrary<Record<string, unknown>>) => fc.Arbitrary<Body>;
  withBody: (method: string, path: fc.Arbitrary<string>, body: fc.Arbitrary<Body>) => fc.Arbitrary<FuzzRequest>;
  leadPath: (suffix: string) => fc.Arbitrary<string>;
  /** The same record sent as JSON or as a plain form post. */
  jsonOrFormPost: (
    path: fc.Arbitrary<string>,
    record: fc.Arbitrary<Record<string, unknown>>,
  ) => fc.Arbitrary<FuzzRequest>;
}
