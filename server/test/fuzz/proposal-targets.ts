import fc from 'fast-check';
import { hostileString, nameWithControls } from './arbitraries';
import { proposalPath } from './fuzz-proposal';
import { bodies, jsonOrFormPost, leadPath, withBody, withoutBody } from './request-makers';
import type { FuzzTarget } from './harness';

/** "Accept and sign" near what the page sends: the version, an option, a name, the two boxes, a drawn path. */
const signing = fc.record(
  {
    version: fc.constantFrom(1, '1', 2, 0, -1, '1e3', 'latest'),
    option: fc.constantFrom(0, 1, 2, '1', 3, -1, 'Better'),
    fullName: fc.oneof(fc.constantFrom('Fuzz Homeowner', '', ' '), hostileString, nameWithControls),
    agreeTerms: fc.constantFrom(true, 'on', 'true', false, 'off', ''),
    agreeElectronic: fc.constantFrom(true, 'on', 'true', false, ''),
    signature: fc.oneof(
      fc.constantFrom('M 1 1 L 2 2', '', 'M1,1C2,2,3,3,4,4Z', 'x'.repeat(20_001), 'M 1 1 <script>'),
      hostileString,
    ),
  },
  { requiredKeys: ['version', 'option'] },
);

const declining = fc.record(
  { reason: fc.oneof(fc.constantFrom('Not now', '', 'x'.repeat(501)), hostileString) },
  {
    requiredKeys: [],
  },
);

/** The homeowner's proposal routes (public), the lead's signed contract and withdrawing (staff). */
export function proposalTargets(): FuzzTarget[] {
  return [
    {
      name: 'POST /api/proposals/:token/viewed',
      routes: ['POST /api/proposals/:token/viewed'],
      access: 'public',
      runs: 100,
      requests: withBody('POST', proposalPath('/viewed'), bodies(fc.constant({}))),
    },
    {
      name: 'POST /api/proposals/:token/accept',
      routes: ['POST /api/proposals/:token/accept'],
      access: 'public',
      runs: 300,
      requests: jsonOrFormPost(proposalPath('/accept'), signing),
    },
    {
      name: 'POST /api/proposals/:token/decline',
      routes: ['POST /api/proposals/:token/decline'],
      access: 'public',
      runs: 150,
      requests: jsonOrFormPost(proposalPath('/decline'), declining),
    },
    {
      name: 'POST /api/proposals/:token/cancel',
      routes: ['POST /api/proposals/:token/cancel'],
      access: 'public',
      runs: 100,
      requests: jsonOrFormPost(proposalPath('/cancel'), fc.constant({})),
    },
    {
      name: 'GET /api/proposals/:token/contract.pdf',
      routes: ['GET /api/proposals/:token/contract.pdf'],
      access: 'public',
      runs: 60,
      requests: withoutBody('GET', proposalPath('/contract.pdf')),
    },
    {
      name: 'GET /api/contacts/:id/proposal/contract.pdf',
      routes: ['GET /api/contacts/:id/proposal/contract.pdf'],
      access: 'admin',
      runs: 60,
      requests: withoutBody('GET', leadPath('/proposal/contract.pdf')),
    },
    {
      name: 'POST /api/contacts/:id/proposal/withdraw',
      routes: ['POST /api/contacts/:id/proposal/withdraw'],
      access: 'admin',
      runs: 60,
      requests: withBody('POST', leadPath('/proposal/withdraw'), bodies(fc.constant({}))),
    },
  ];
}
