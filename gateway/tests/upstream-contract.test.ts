import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, type ContractCall } from '../src/upstream/contract';
import { describedCalls, type FoundCall } from './helpers/call-descriptions';

const key = (call: { service: string; method: string; path: string }) => `${call.service} ${call.method} ${call.path}`;

/** What the contract and the clients disagree on, in words a reader can act on. */
function gaps(found: readonly FoundCall[], listed: readonly ContractCall[]): string[] {
  const listedKeys = new Set(listed.map(key));
  const foundKeys = new Set(found.map(key));
  return [
    ...found.filter((call) => !listedKeys.has(key(call))).map((call) => `${key(call)} (${call.at}) is not in the contract`),
    ...listed.filter((call) => !foundKeys.has(key(call))).map((call) => `${key(call)} is in the contract, but no client makes it`),
  ];
}

describe('the upstream contract (docs/upstream-contract.md)', () => {
  const found = describedCalls();

  it('lists every call a client describes, and no call no client describes', () => {
    expect(found.length).toBeGreaterThan(100);
    expect(gaps(found, contract)).toEqual([]);
  });

  it('would name a call a client makes that the contract lacks, and where it is described', () => {
    const extra: FoundCall = { service: 'bureau', method: 'GET', path: '/files/everything', via: 'request', at: 'bureau/client.ts:1' };
    expect(gaps([...found, extra], contract)).toEqual(['bureau GET /files/everything (bureau/client.ts:1) is not in the contract']);
    const [dropped, ...rest] = contract;
    const named = gaps(found, rest);
    expect(named.length).toBeGreaterThan(0);
    for (const gap of named) expect(gap).toMatch(new RegExp(`^${key(dropped!)} \\(.+\\.ts:\\d+\\) is not in the contract$`));
  });

  it('lists each call once, and says why each extension exists', () => {
    const keys = contract.map(key);
    expect(keys.filter((entry, index) => keys.indexOf(entry) !== index)).toEqual([]);
    for (const call of contract) if (call.source === 'extension') expect(call.why.length, key(call)).toBeGreaterThan(20);
  });

  it('is explained in docs/upstream-contract.md, extension by extension', () => {
    const doc = readFileSync(new URL('../../docs/upstream-contract.md', import.meta.url), 'utf8');
    for (const call of contract) if (call.source === 'extension') expect(doc, key(call)).toContain(`\`${call.method} ${call.path}\``);
  });
});
