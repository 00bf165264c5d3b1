import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { countRecords } from '../src/services/bureau/cleanse';
import { csvRows, type CsvFormat } from '../src/services/bureau/csv';

/** A file of `records` records with quoted fields, some holding the delimiter, a quote or a line break. */
function aFile(records: number): string {
  const lines = ['Ref,Name,Address,Postcode'];
  for (let i = 0; i < records; i += 1) {
    const name = i % 7 === 0 ? `"Lee, Ann ""${i}"""` : `Customer ${i + 1}`;
    const address = i % 11 === 0 ? `"Flat ${i}\r\n${i % 250} High Street"` : `${i % 250} High Street`;
    lines.push(`C-${100001 + i},${name},${address},LS1 ${i % 9}AB`);
    if (i % 1000 === 500) lines.push('', ',,,');
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The bytes in pieces of `size`, as a file is read from disk. */
const pieces = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return Readable.from(parts, { objectMode: false });
};

const format: CsvFormat = { delimiter: ',', useQuotes: true };

async function rowsOf(input: Readable): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of csvRows(input, format)) rows.push(row);
  return rows;
}

describe("a large file's rows", () => {
  it('are the rows papaparse reads from the whole text at once, however the file is cut into pieces', async () => {
    const text = aFile(30_000);
    const whole = Papa.parse<string[]>(text, { delimiter: ',', newline: '\n', skipEmptyLines: 'greedy' }).data.map((row) => {
      const last = row.length - 1;
      return [...row.slice(0, last), (row[last] ?? '').replace(/\r+$/, '')];
    });
    expect(whole.length).toBe(30_001);
    expect(whole[1]).toEqual(['C-100001', 'Lee, Ann "0"', 'Flat 0\r\n0 High Street', 'LS1 0AB']);
    for (const size of [1 << 20, 65_536, 4_099]) expect(await rowsOf(pieces(text, size))).toEqual(whole);
  });

  it('let the event loop take turns while they are read, so a request to the same process is answered meanwhile', async () => {
    // The whole 300,000-record file handed over as one piece: nothing but the reading itself lets a turn go by.
    const file = aFile(300_000);
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const records = await countRecords(Readable.from([Buffer.from(file)], { objectMode: false }), { ...format, hasHeader: true });
    ticking = false;
    expect(records).toBe(300_000);
    // A turn at least every 250 rows: a full run's matching of as many takes some 10 ms.
    expect(turns).toBeGreaterThanOrEqual(1_200);
  });
});
