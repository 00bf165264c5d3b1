import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantedAddressFile, type RunningSandbox } from '../src';
import { signIn, startTestSandbox } from './support';

const ACME_MAIN = 103;
const KOALA_MAIN = 113;

let sandbox: RunningSandbox;
let owner: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
});

afterAll(async () => {
  await sandbox?.close();
});

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const bearer = (jwt: string) => `Bearer ${jwt}`;
const fileServer = () => request(sandbox.urls.fileServerUk);
const bureau = () => request(sandbox.urls.bureau);

/** Sends a file in chunks of `chunkSize`, sending the second chunk twice as a resend would. */
async function upload(data: Buffer, jwt = owner, chunkSize = Math.ceil(data.length / 3) || 1, hash = sha256(data)) {
  const begun = await fileServer().get('/upload/begin').query({ filePrefix: 'planted.csv' }).set('Authorization', bearer(jwt));
  expect(begun.status).toBe(200);
  const fileId = (begun.body as { fileId: string }).fileId;
  const chunks: Buffer[] = [];
  for (let start = 0; start < data.length; start += chunkSize) chunks.push(data.subarray(start, start + chunkSize));
  for (const [idx, chunk] of chunks.entries()) {
    const sends = idx === 1 ? 2 : 1;
    for (let send = 0; send < sends; send += 1) {
      const sent = await fileServer()
        .post('/upload/chunk')
        .query({ fileId, idx })
        .set('Authorization', bearer(jwt))
        .set('content-type', 'application/octet-stream')
        .send(chunk);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body).toMatchObject({ idx, size: chunk.length, received: idx + 1 });
    }
  }
  const ended = await fileServer().get('/upload/end').query({ fileId, hash }).set('Authorization', bearer(jwt));
  return { fileId, ended };
}

async function uploaded(data: Buffer): Promise<string> {
  const { fileId, ended } = await upload(data);
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  expect(ended.body).toEqual({ fileId, size: data.length, hash: sha256(data) });
  return fileId;
}

const mapping = [
  { inputOrder: 1, mappingType: 'Reference', mappingOrder: 1 },
  { inputOrder: 2, mappingType: 'Name', mappingOrder: 1 },
  { inputOrder: 3, mappingType: 'Address', mappingOrder: 1 },
  { inputOrder: 4, mappingType: 'Town', mappingOrder: 1 },
  { inputOrder: 5, mappingType: 'Postcode', mappingOrder: 1 },
];

interface Stat {
  description: string;
  count: number;
}
interface Fate {
  fate: string;
  file: string;
  count: number;
}
const stats = (lines: Stat[]) => Object.fromEntries(lines.map((line) => [line.description, line.count]));

/** Uploads a file as its own test file, records it at the bureau and maps it; answers its id. */
async function recordFile(text: string): Promise<number> {
  const id = await uploaded(Buffer.from(text));
  const created = await bureau()
    .post('/files')
    .query({ accountId: ACME_MAIN })
    .set('Authorization', bearer(owner))
    .send({ name: 'small.csv', fileServerId: id, testFileServerId: id, delimiter: ',', hasHeader: true, useQuotes: true });
  const fileId = (created.body as { id: number }).id;
  await bureau()
    .put('/files/inputfields')
    .query({ accountId: ACME_MAIN, fileId })
    .set('Authorization', bearer(owner))
    .send({ inputFields: mapping, templateFileId: null });
  return fileId;
}

/** The cleansed file of a finished file, as text. */
async function cleansedFile(q: { accountId: number; fileId: number }): Promise<string> {
  const ids = (await bureau().get('/files/results/fileid').query(q).set('Authorization', bearer(owner))).body as { fileServerId: string };
  const cleansed = await fileServer()
    .get(`/files/${ids.fileServerId}`)
    .set('Authorization', bearer(owner))
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
  expect(cleansed.status).toBe(200);
  return cleansed.body as string;
}

describe('the bureau cleanses an uploaded file for real', () => {
  it('counts what was planted: test results, costs, invoice, full run and the cleansed file', async () => {
    // The size of the browser test's file, so the counts it relies on are held here too.
    const planted = plantedAddressFile(2000);
    const whole = Buffer.from(planted.text);
    const testText = planted.text.split('\r\n').slice(0, 301).join('\r\n');
    const fileServerId = await uploaded(whole);
    const testFileServerId = await uploaded(Buffer.from(testText));

    const created = await bureau()
      .post('/files')
      .query({ accountId: ACME_MAIN })
      .set('Authorization', bearer(owner))
      .send({ name: 'planted.csv', fileServerId, testFileServerId, delimiter: ',', hasHeader: true, useQuotes: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const file = created.body as { id: number; status: string; upload: { testRowCount: number; inputFields: { name: string; row1: string }[] } };
    expect(file.status).toBe('uploaded');
    expect(file.upload.testRowCount).toBe(300);
    expect(file.upload.inputFields.map((field) => field.name)).toEqual(['Customer Ref', 'Name', 'Address 1', 'Town', 'Postcode']);
    expect(file.upload.inputFields[0]?.row1).toBe('C-100001');
    const q = { accountId: ACME_MAIN, fileId: file.id };

    const untested = await bureau().post('/files/createresults').query(q).set('Authorization', bearer(owner));
    expect(untested.status).toBe(409);
    expect(untested.body).toEqual({ msg: "Map the file's fields first" });

    const mapped = await bureau().put('/files/inputfields').query(q).set('Authorization', bearer(owner)).send({ inputFields: mapping, templateFileId: null });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect((mapped.body as { status: string }).status).toBe('mapped');

    const tested = await bureau().post('/files/createresults').query(q).set('Authorization', bearer(owner));
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    const testResults = (await bureau().get('/files/testresults').query(q).set('Authorization', bearer(owner))).body as {
      recordCount: number;
      codingStats: Stat[];
      suppressionStats: Stat[];
      outputGroupStats: Stat[];
      matchLevelStats: Stat[];
      dedupeStats: Stat[];
      recordFates: Fate[];
      changeSample: { row: number; reference: string; change: string; given: string; cleansed: string }[];
    };
    const first = planted.expected(300);
    expect(testResults.recordCount).toBe(300);
    expect(stats(testResults.codingStats)).toEqual({ Matched: first.matched, Updated: first.updated, Unmatched: first.unmatched });
    expect(stats(testResults.suppressionStats)).toEqual({ Deceased: first.deceased, 'Gone away': first.goneaway, 'Mail preference': first.mailpreference });
    expect(stats(testResults.matchLevelStats)).toEqual({ Premise: first.matched + first.updated, Street: 0, Postcode: 0, None: first.unmatched });
    expect(stats(testResults.dedupeStats)).toEqual({ Unique: first.unique, Parent: first.parent, Child: first.child });
    // Every record once, and by default every one into the cleansed file: duplicates and suppressed flagged.
    expect(testResults.recordFates).toEqual([
      { fate: 'cleansed', file: 'cleansed', count: first.fates.cleansed },
      { fate: 'corrected', file: 'cleansed', count: first.fates.corrected },
      { fate: 'unmatched', file: 'cleansed', count: first.fates.unmatched },
      { fate: 'duplicate', file: 'cleansed', count: first.fates.duplicate },
      { fate: 'suppressed', file: 'cleansed', count: first.fates.suppressed },
    ]);
    expect(testResults.recordFates.reduce((sum, line) => sum + line.count, 0)).toBe(300);
    // The planted missing postcode of record 14 (C-100014) is in the sample, with what it became.
    const source = planted.text.split('\r\n');
    const noPostcodeRow = source[14]?.split(',') ?? [];
    expect(noPostcodeRow[4]).toBe('');
    expect(testResults.changeSample).toContainEqual(expect.objectContaining({ row: 14, reference: 'C-100014', change: 'Postcode added', given: '' }));

    const costs = await bureau().get('/files/results/costs').query(q).set('Authorization', bearer(owner));
    expect(costs.status, JSON.stringify(costs.body)).toBe(200);
    const priced = costs.body as {
      currency: string;
      lines: {
        description: string;
        recordCount: number;
        matchCount: number;
        total: number;
        fileRecordCount: number;
        minimumRecordCount: number;
        testMatchCount: number;
        charged: boolean;
      }[];
      total: number;
      invoice: null;
    };
    expect(priced.currency).toBe('GBP');
    expect(priced.invoice).toBeNull();
    expect(priced.lines.map((line) => line.description)).toEqual(['Address matching', 'Deduplication', 'Suppression']);
    // 2,000 records (above the minimum of 1,000); matches are the test's share of 2,000.
    const matches = Math.round((2000 * (first.matched + first.updated)) / 300);
    expect(priced.lines[0]).toMatchObject({ recordCount: 2000, fileRecordCount: 2000, minimumRecordCount: 1000, matchCount: matches, charged: true });
    expect(priced.lines[0]?.total).toBeCloseTo(25 + 2000 * 0.01 + matches * 0.02, 2);
    expect(priced.lines[1]).toMatchObject({ testMatchCount: first.child, charged: true });
    expect(priced.lines[2]).toMatchObject({ testMatchCount: first.deceased + first.goneaway + first.mailpreference, charged: true });

    const paid = await bureau()
      .post('/files/results/pay')
      .query(q)
      .set('Authorization', bearer(owner))
      .send({
        name: 'Olive Owner',
        email: 'owner@acme.example',
        companyName: 'Acme Ltd',
        companyAddress: ['1 Acme Way', 'Manchester'],
        country: 'GB',
        backUrl: 'http://localhost/portal/applications/addresscleanse',
        paidUrl: 'http://localhost/portal/applications/addresscleanse/file/1',
        territory: 'uk',
        purchaseOrder: ' PO-4471 ',
      });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const invoiceUrl = new URL((paid.body as { invoiceUrl: string }).invoiceUrl);
    const invoice = await request(invoiceUrl.origin).get(invoiceUrl.pathname);
    expect(invoice.status).toBe(200);
    expect(invoice.text).toContain('<h1>Invoice for planted.csv</h1>');
    expect(invoice.text).toContain(`£${priced.total.toFixed(2)}`);
    expect(invoice.text).toContain('Your purchase order: PO-4471');

    // Once paid the costs stay, with the invoice they were charged by.
    const kept = await bureau().get('/files/results/costs').query(q).set('Authorization', bearer(owner));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ total: priced.total, invoice: { url: invoiceUrl.href, purchaseOrder: 'PO-4471' } });
    expect((kept.body as { invoice: { number: string } }).invoice.number).toMatch(/^[0-9A-F]{8}$/);

    let status = '';
    for (let tries = 0; tries < 200 && status !== 'finished'; tries += 1) {
      status = ((await bureau().get('/files').query(q).set('Authorization', bearer(owner))).body as { status: string }).status;
      if (status !== 'finished') await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe('finished');

    const full = (await bureau().get('/files/results').query(q).set('Authorization', bearer(owner))).body as Record<string, Stat[] | number> & {
      recordFates: Fate[];
    };
    const all = planted.expected();
    expect(full.inputRecordCount).toBe(2000);
    expect(full.outputRecordCount).toBe(2000);
    expect(full.duplicatesRecordCount).toBe(0);
    expect(stats(full.codingStats as Stat[])).toEqual({ Matched: all.matched, Updated: all.updated, Unmatched: all.unmatched });
    expect(stats(full.addressUpdateStats as Stat[])).toEqual({
      'Postcode corrected': 0,
      'Postcode added': all.postcodeAdded,
      'Postcode formatted': 0,
      'Street corrected': all.streetCorrected,
      'Street added': 0,
      'Street formatted': 0,
      'Town corrected': all.townCorrected,
      'Town added': 0,
      'Town formatted': 0,
    });
    expect(stats(full.dedupeStats as Stat[])).toEqual({ Unique: all.unique, Parent: all.parent, Child: all.child });
    expect(stats(full.suppressionRemovedStats as Stat[])).toEqual({});
    expect(stats(full.suppressionFlaggedStats as Stat[])).toEqual({ Deceased: all.deceased, 'Gone away': all.goneaway, 'Mail preference': all.mailpreference });
    expect(full.recordFates.reduce((sum, line) => sum + line.count, 0)).toBe(2000);
    expect(full.recordFates.find((line) => line.fate === 'duplicate')).toEqual({ fate: 'duplicate', file: 'cleansed', count: all.child });

    const lines = (await cleansedFile(q)).trim().split('\r\n');
    expect(lines).toHaveLength(2001);
    expect(lines[0]).toBe(
      'Customer Ref,Name,Address 1,Town,Postcode,Cleansed Organisation,Cleansed Sub-building,Cleansed Building Name,Cleansed Building Number,Cleansed Street,Cleansed Locality,Cleansed Town,Cleansed County,Cleansed Postcode,Match Level,Match Status,Changes,Duplicate Group,Duplicate Status,Suppression',
    );
    const heading = (lines[0] ?? '').split(',');
    const cell = (line: string | undefined, name: string) => (line ?? '').split(',')[heading.indexOf(name)];
    // The file's own columns stay as they were given; the cleansed ones say what they became.
    const wrongTown = lines.find((line) => line.startsWith('C-100013,'));
    expect(source[13]).toContain(',Wrongtown,');
    expect(cell(wrongTown, 'Town')).toBe('Wrongtown');
    expect(cell(wrongTown, 'Cleansed Town')).not.toBe('Wrongtown');
    expect(cell(wrongTown, 'Changes')).toBe('Town corrected');
    expect(cell(wrongTown, 'Match Level')).toBe('Premise');
    const noPostcode = lines.find((line) => line.startsWith('C-100014,'));
    expect(cell(noPostcode, 'Postcode')).toBe('');
    expect(cell(noPostcode, 'Cleansed Postcode')).toMatch(/^[A-Z0-9]+ [0-9][A-Z]{2}$/);
    expect(cell(noPostcode, 'Changes')).toBe('Postcode added');
    // A duplicate stays, flagged with its parent's group; a person on a list stays, flagged.
    const child = lines.find((line) => line.startsWith('C-100017,'));
    const parent = lines.find((line) => line.startsWith('C-100001,'));
    expect(cell(child, 'Duplicate Status')).toBe('Child');
    expect(cell(parent, 'Duplicate Status')).toBe('Parent');
    expect(cell(child, 'Duplicate Group')).toBe(cell(parent, 'Duplicate Group'));
    expect(
      cell(
        lines.find((line) => line.startsWith('C-100018,')),
        'Suppression',
      ),
    ).toBe('Deceased');
    expect(
      cell(
        lines.find((line) => line.startsWith('C-100016,')),
        'Match Level',
      ),
    ).toBe('None');
    // The first run indexes the 118,000 uk addresses; a slow machine takes a while.
  });

  it('removes what the customer chooses to remove, saying how many went where', async () => {
    const planted = plantedAddressFile(300);
    const q = { accountId: ACME_MAIN, fileId: await recordFile(planted.text) };
    const put = (path: string, body: object) => bureau().put(path).query(q).set('Authorization', bearer(owner)).send(body);
    // A separate file is for removed duplicates only.
    const early = await put('/files/dedupeseparatefile', { dedupeSeparateFile: true });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ msg: 'Only removed duplicates can go to a separate file: set dedupeAction to remove first' });
    expect((await put('/files/dedupesettings', { dedupeLevel: 'address', dedupeAction: 'remove' })).body).toEqual({
      dedupeLevel: 'address',
      dedupeAction: 'remove',
    });
    expect((await put('/files/dedupeseparatefile', { dedupeSeparateFile: true })).status).toBe(200);
    await put('/files/suppressionsettings', { suppressions: [{ suppressionType: 'deceased', action: 'remove' }] });
    await put('/files/outputgroups', { outputGroups: ['matched'], outputFields: ['input:1', 'MatchLevel'] });
    await bureau().post('/files/createresults').query(q).set('Authorization', bearer(owner));
    const test = (await bureau().get('/files/testresults').query(q).set('Authorization', bearer(owner))).body as { recordFates: Fate[] };
    const expected = planted.expected();
    expect(test.recordFates).toEqual([
      { fate: 'cleansed', file: 'cleansed', count: expected.fates.cleansed + expected.goneaway + expected.mailpreference },
      { fate: 'corrected', file: 'cleansed', count: expected.fates.corrected },
      { fate: 'unmatched', file: 'none', count: expected.unmatched },
      { fate: 'duplicate', file: 'duplicates', count: expected.child },
      { fate: 'suppressed', file: 'none', count: expected.deceased },
    ]);
    expect(test.recordFates.reduce((sum, line) => sum + line.count, 0)).toBe(300);
    // Flagging again switches the separate file off: it no longer applies.
    await put('/files/dedupesettings', { dedupeLevel: 'address', dedupeAction: 'flag' });
    expect((await put('/files/dedupeseparatefile', { dedupeSeparateFile: false })).body).toEqual({ dedupeSeparateFile: false });
  });

  it('does not charge for deduplication or suppression when the test found nothing for them to do', async () => {
    const planted = plantedAddressFile(12);
    const q = { accountId: ACME_MAIN, fileId: await recordFile(planted.text) };
    await bureau().post('/files/createresults').query(q).set('Authorization', bearer(owner));
    const costs = (await bureau().get('/files/results/costs').query(q).set('Authorization', bearer(owner))).body as {
      lines: { description: string; recordCount: number; testMatchCount: number; charged: boolean; total: number }[];
      total: number;
    };
    expect(
      costs.lines.map(({ description, recordCount, testMatchCount, charged, total }) => ({ description, recordCount, testMatchCount, charged, total })),
    ).toEqual([
      { description: 'Address matching', recordCount: 1000, testMatchCount: 12, charged: true, total: 25 + 1000 * 0.01 + 12 * 0.02 },
      { description: 'Deduplication', recordCount: 1000, testMatchCount: 0, charged: false, total: 0 },
      { description: 'Suppression', recordCount: 1000, testMatchCount: 0, charged: false, total: 0 },
    ]);
    expect(costs.total).toBe(costs.lines[0]?.total);
  });

  it('refuses a damaged, an empty and a binary file, keeping nothing of them', async () => {
    const data = Buffer.from('Name,Postcode\r\nJane,M1 1AA\r\n');
    const mismatch = await upload(data, owner, 10, sha256('something else'));
    expect(mismatch.ended.status).toBe(400);
    expect(mismatch.ended.body).toEqual({ msg: "The file's SHA-256 does not match the one sent: the upload was damaged, send it again" });
    const gone = await fileServer().get('/upload/status').query({ fileId: mismatch.fileId }).set('Authorization', bearer(owner));
    expect(gone.status).toBe(404);

    const begun = await fileServer().get('/upload/begin').query({ filePrefix: 'empty.csv' }).set('Authorization', bearer(owner));
    const emptyId = (begun.body as { fileId: string }).fileId;
    const empty = await fileServer()
      .get('/upload/end')
      .query({ fileId: emptyId, hash: sha256('') })
      .set('Authorization', bearer(owner));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ msg: 'The file is empty' });

    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]);
    const refused = await upload(binary, owner, 4);
    expect(refused.ended.status).toBe(400);
    expect(refused.ended.body).toEqual({ msg: 'The file is not a text file: upload a CSV, TSV or text file' });
  });

  it('takes chunks in order only, tells how many it holds, and cancels', async () => {
    const begun = await fileServer().get('/upload/begin').query({ filePrefix: 'x.csv' }).set('Authorization', bearer(owner));
    const fileId = (begun.body as { fileId: string }).fileId;
    const ahead = await fileServer()
      .post('/upload/chunk')
      .query({ fileId, idx: 1 })
      .set('Authorization', bearer(owner))
      .set('content-type', 'application/octet-stream')
      .send(Buffer.from('a,b\r\n'));
    expect(ahead.status).toBe(409);
    expect(ahead.body).toEqual({ msg: 'Chunk 1 is out of order: the next is 0' });
    await fileServer()
      .post('/upload/chunk')
      .query({ fileId, idx: 0 })
      .set('Authorization', bearer(owner))
      .set('content-type', 'application/octet-stream')
      .send(Buffer.from('a,b\r\n'));
    const status = await fileServer().get('/upload/status').query({ fileId }).set('Authorization', bearer(owner));
    expect(status.body).toEqual({ fileId, received: 1, size: 5 });
    const solo = (await signIn(sandbox, 'solo@solo.example')).jwt;
    const stranger = await fileServer().get('/upload/status').query({ fileId }).set('Authorization', bearer(solo));
    expect(stranger.status).toBe(404);
    const cancelled = await fileServer().delete('/upload').query({ fileId }).set('Authorization', bearer(owner));
    expect(cancelled.body).toEqual({ fileId, cancelled: true });
    expect((await fileServer().get('/upload/status').query({ fileId }).set('Authorization', bearer(owner))).status).toBe(404);
  });

  it("keeps an account's files to its owner and staff", async () => {
    const solo = (await signIn(sandbox, 'solo@solo.example')).jwt;
    const refused = await bureau().get('/files').query({ accountId: ACME_MAIN }).set('Authorization', bearer(solo));
    expect(refused.status).toBe(403);
    const member = (await signIn(sandbox, 'member@acme.example')).jwt;
    expect((await bureau().get('/files').query({ accountId: ACME_MAIN }).set('Authorization', bearer(member))).status).toBe(403);
    const listed = await bureau().get('/files').query({ accountId: ACME_MAIN }).set('Authorization', bearer(owner));
    expect((listed.body as { name: string }[]).map((file) => file.name)).toContain('customers-2026.csv');
    const admin = (await signIn(sandbox, 'admin@provider.example')).jwt;
    expect((await bureau().get('/files').query({ accountId: ACME_MAIN, fileId: 401 }).set('Authorization', bearer(admin))).body).toMatchObject({
      name: 'customers-2026.csv',
      status: 'finished',
    });
    expect((await bureau().get('/files').query({ accountId: KOALA_MAIN, fileId: 401 }).set('Authorization', bearer(admin))).status).toBe(404);
  });

  it('serves the seeded file streamed, and prices and job charges by who asks', async () => {
    const ids = (await bureau().get('/files/results/fileid').query({ accountId: ACME_MAIN, fileId: 401 }).set('Authorization', bearer(owner))).body as {
      fileServerId: string;
    };
    const seeded = await fileServer().get(`/files/${ids.fileServerId}`).set('Authorization', bearer(owner));
    expect(seeded.status).toBe(200);
    expect(Number(seeded.headers['content-length'])).toBeGreaterThan(100_000);

    const ownCosts = (await bureau().get('/admin/costs').query({ accId: ACME_MAIN }).set('Authorization', bearer(owner))).body as {
      costId: number;
      territory: string;
    }[];
    expect(ownCosts.map((cost) => [cost.costId, cost.territory])).toEqual([
      [1, 'uk'],
      [2, 'uk'],
      [3, 'uk'],
    ]);
    expect((await bureau().get('/admin/costs').set('Authorization', bearer(owner))).status).toBe(403);
    const change = {
      costId: 2,
      basePrice: 12,
      pricePerMatch: 0,
      pricePerRecord: 0.005,
      realPricePerMatch: 0,
      realPricePerRecord: 0.002,
      minRecCount: 500,
      startDate: 1_700_000_000,
      endDate: null,
    };
    expect((await bureau().post('/admin/costs').set('Authorization', bearer(owner)).send(change)).status).toBe(403);
    const admin = (await signIn(sandbox, 'admin@provider.example')).jwt;
    const every = (await bureau().get('/admin/costs').set('Authorization', bearer(admin))).body as unknown[];
    expect(every).toHaveLength(6);
    const changed = await bureau().post('/admin/costs').set('Authorization', bearer(admin)).send(change);
    expect(changed.body).toMatchObject({ costId: 2, costTypeId: 2, territory: 'uk', basePrice: 12, minRecCount: 500 });

    const charges = (await bureau().get('/admin/jobcharges').query({ accId: ACME_MAIN }).set('Authorization', bearer(owner))).body as {
      jobId: number;
      accId: number;
      isPostPay: boolean;
      transactions: unknown[];
    }[];
    expect(charges.find((charge) => charge.jobId === 401)).toMatchObject({ accId: ACME_MAIN, isPostPay: true });
    expect((await bureau().get('/admin/royaltycharges').set('Authorization', bearer(owner))).status).toBe(403);
    expect(((await bureau().get('/admin/royaltycharges').set('Authorization', bearer(admin))).body as unknown[]).length).toBe(2);
  });

  it.each([
    ['basePrice', '1e308', 'basePrice must be a number from 0 to 10000000'],
    ['pricePerRecord', '1e309', 'pricePerRecord must be a number from 0 to 10000000'],
    ['realPricePerMatch', '10000000.0001', 'realPricePerMatch must be a number from 0 to 10000000'],
    ['minRecCount', '2147483648', 'minRecCount must be a number from 0 to 2147483647'],
  ])('refuses a price whose %s is %s, keeping the prices it can still answer', async (field, written, msg) => {
    const admin = (await signIn(sandbox, 'admin@provider.example')).jwt;
    const before = (await bureau().get('/admin/costs').set('Authorization', bearer(admin))).body as unknown[];
    const figures = { costId: 3, basePrice: 12, pricePerMatch: 0, pricePerRecord: 0.005, realPricePerMatch: 0, realPricePerRecord: 0.002, minRecCount: 500 };
    // Written by hand: JSON.stringify cannot write 1e309, which JSON.parse reads as Infinity.
    const body = `{${Object.entries(figures)
      .map(([name, value]) => `"${name}":${name === field ? written : value}`)
      .join(',')},"startDate":1700000000,"endDate":null}`;
    const refused = await bureau().post('/admin/costs').set('Authorization', bearer(admin)).set('content-type', 'application/json').send(body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ msg });
    const after = await bureau().get('/admin/costs').set('Authorization', bearer(admin));
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
  });

  it('takes a price of exactly 10000000', async () => {
    const admin = (await signIn(sandbox, 'admin@provider.example')).jwt;
    const change = {
      costId: 3,
      basePrice: 10_000_000,
      pricePerMatch: 0,
      pricePerRecord: 0,
      realPricePerMatch: 0,
      realPricePerRecord: 0,
      minRecCount: 0,
      startDate: 1_700_000_000,
    };
    const changed = await bureau().post('/admin/costs').set('Authorization', bearer(admin)).send(change);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ costId: 3, basePrice: 10_000_000 });
  });
});
