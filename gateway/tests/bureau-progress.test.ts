import { describe, expect, it } from 'vitest';
import type { BureauClient } from '../src/address-cleanse/bureau-client';
import { followProgress } from '../src/address-cleanse/progress';
import type { UpstreamBureauFile } from '../src/address-cleanse/types';

type Status = UpstreamBureauFile['status'];

/** A bureau whose file goes through the given states, one per ask. */
function bureauThrough(states: [Status, number][]): { client: BureauClient; asked: () => number } {
  let asked = 0;
  const client = {
    getFile: () => {
      const [status, processedRecords] = states[Math.min(asked, states.length - 1)] as [Status, number];
      asked += 1;
      return Promise.resolve({ id: 7, status, progress: { processedRecords, totalRecords: 1000, percent: processedRecords / 10 } } as UpstreamBureauFile);
    },
  } as unknown as BureauClient;
  return { client, asked: () => asked };
}

async function collect(states: [Status, number][]) {
  const bureau = bureauThrough(states);
  const events = [];
  for await (const event of followProgress(bureau.client, '103', '7', 0)) events.push([event.status, event.processedRecords, event.percent]);
  return { events, asked: bureau.asked() };
}

describe('following a run', () => {
  it.each([
    [
      'pushes each change once and ends when the run is over',
      [
        ['paid', 0],
        ['processing', 0],
        ['processing', 500],
        ['processing', 500],
        ['finished', 1000],
      ],
      [
        ['paid', 0, 0],
        ['processing', 0, 0],
        ['processing', 500, 50],
        ['finished', 1000, 100],
      ],
      5,
    ],
    ['ends at once for a file with nothing running', [['costed', 0]], [['costed', 0, 0]], 1],
    ['ends at once for a finished file', [['finished', 1000]], [['finished', 1000, 100]], 1],
  ] as [string, [Status, number][], [Status, number, number][], number][])('%s', async (_name, states, expected, asks) => {
    const { events, asked } = await collect(states);
    expect(events).toEqual(expected);
    expect(asked).toBe(asks);
  });

  it('stops asking the bureau once the subscriber leaves', async () => {
    const bureau = bureauThrough([['processing', 10]]);
    const stream = followProgress(bureau.client, '103', '7', 0);
    expect((await stream.next()).value).toMatchObject({ status: 'processing' });
    await stream.return(undefined);
    const asked = bureau.asked();
    expect((await stream.next()).done).toBe(true);
    expect(bureau.asked()).toBe(asked);
  });
});
