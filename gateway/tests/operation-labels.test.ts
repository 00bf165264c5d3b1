import { describe, expect, it } from 'vitest';
import { GatewayMetrics } from '../src/operations/metrics';
import { webOperationNames } from '../src/web-app-documents';

// The operation label's values are capped, since callers name operations as they like; the cap
// must not cost the portal's own operations their labels.

function operationLabels(text: string): Set<string> {
  return new Set([...text.matchAll(/^portal_graphql_operations_total\{operation="([^"]*)"/gm)].map((match) => match[1]!));
}

describe('the operation label', () => {
  it("keeps the web app's operation names after a caller has sent 1000 made-up ones, which stop at the cap of 300", async () => {
    const known = webOperationNames();
    expect(known).toEqual(expect.arrayContaining(['SignIn', 'ExportApiToken', 'AcceptInvitation']));
    const metrics = new GatewayMetrics({ knownOperations: known });
    for (let made = 0; made < 1000; made++) metrics.graphqlOperation(`Made${made}`, 'query', 'ok', 0.001);
    metrics.graphqlOperation('SignIn', 'mutation', 'ok', 0.001);
    metrics.graphqlOperation('ExportApiToken', 'mutation', 'error', 0.001);

    const labels = operationLabels(await metrics.text());
    expect(labels.has('SignIn')).toBe(true);
    expect(labels.has('ExportApiToken')).toBe(true);
    expect([...labels].filter((label) => label.startsWith('Made'))).toHaveLength(300);
    expect(labels.has('other')).toBe(true);
  });
});
