import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { plantedAddressFile } from '@portal/sandbox';
import { createClient } from 'graphql-sse';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { sha256, uploadThroughGateway } from './helpers/cleanse-upload';
import { refusals, shownByPortal } from './helpers/portal-words';

const ACME_MAIN = '103';
const KOALA_MAIN = '113';

const FILE_FIELDS = /* GraphQL */ `
  fragment F on BureauFile {
    id
    name
    status
    size
    upload {
      rowCount
      testRowCount
      delimiter
      hasHeader
      inputFields {
        inputOrder
        name
        row1
        row2
        mappingType
        mappingOrder
      }
    }
    settings {
      mafId
      dedupeLevel
      dedupeAction
      dedupeSeparateFile
      outputGroups
      outputFields
      suppressions {
        suppressionType
        action
      }
      addressSettings {
        usePAF
        correctTown
        correctPostcode
        correctStreet
      }
    }
    progress {
      status
      processedRecords
      totalRecords
      percent
    }
    downloadUrl
    duplicatesDownloadUrl
  }
`;
const CREATE = `mutation C($a: ID!, $i: CreateBureauFileInput!) { createBureauFile(accountId: $a, input: $i) { ...F } } ${FILE_FIELDS}`;
const FILE = `query B($a: ID!, $f: ID!) { bureauFile(accountId: $a, fileId: $f) { ...F } } ${FILE_FIELDS}`;
const FILES = `query L($a: ID!) { bureauFiles(accountId: $a) { id name status } }`;
const MAP = `mutation M($a: ID!, $f: ID!, $i: [BureauInputFieldInput!]!) { updateBureauInputFields(accountId: $a, fileId: $f, inputFields: $i) { status } }`;
const SETTINGS = `mutation S($a: ID!, $f: ID!, $s: BureauFileSettingsInput!) { updateBureauFileSettings(accountId: $a, fileId: $f, settings: $s) { settings { dedupeAction dedupeSeparateFile } } }`;
const OPTIONS = `query O($a: ID!) { addressCleanseOptions(accountId: $a) { mafs { mafId mafName } mappingTypes dedupeLevels { id } suppressionTypes { id name } suppressionActions { id } outputGroups { id } outputFields { id } } }`;
const TEST = `mutation T($a: ID!, $f: ID!) { createBureauTestResults(accountId: $a, fileId: $f) { status testResults { recordCount codingStats { description count } suppressionStats { description count } outputGroupStats { description count } matchLevelStats { description count } addressUpdateStats { description count } dedupeStats { description count } recordFates { fate file count } changeSample { row reference change given cleansed } } } }`;
const COSTS = `query K($a: ID!, $f: ID!) { bureauFile(accountId: $a, fileId: $f) { status costs { currency total lines { description recordCount fileRecordCount minimumRecordCount matchCount testMatchCount testRecordCount charged total } invoice { number url date purchaseOrder } } } }`;
const PAY = `mutation P($a: ID!, $f: ID!, $i: PayBureauFileInput!) { payBureauFile(accountId: $a, fileId: $f, input: $i) { invoiceUrl file { status } } }`;
const FULL = `query R($a: ID!, $f: ID!) { bureauFile(accountId: $a, fileId: $f) { status downloadUrl duplicatesDownloadUrl fullResults { inputRecordCount outputRecordCount duplicatesRecordCount codingStats { description count } addressUpdateStats { description count } dedupeStats { description count } suppressionRemovedStats { description count } suppressionFlaggedStats { description count } outputGroupStats { description count } matchLevelStats { description count } recordFates { fate file count } changeSample { row change } } } }`;
const DISCARD = `mutation D($a: ID!, $f: ID!) { discardBureauResults(accountId: $a, fileId: $f) { status costs { total } } }`;
const RENAME = `mutation N($a: ID!, $f: ID!, $n: String!) { renameBureauFile(accountId: $a, fileId: $f, name: $n) { name } }`;
const DELETE = `mutation X($a: ID!, $f: ID!) { deleteBureauFile(accountId: $a, fileId: $f) }`;
const STATS = `query St($a: ID!) { bureauStats(accountId: $a) { mafId mafName all { files inputRecords matching { matched } } purchased { files cost } } }`;
const ADMIN = `query A($a: ID!) { addressCleanseAdministration(accountId: $a) { canChangePrices costs { costId costTypeName territory basePrice startDate endDate } costTypes { name } mafs { mafName } royaltyCharges { mafName pricePerMatch } jobCharges { jobId accId totalCharges isPostPay transactions { description count charge } } } }`;
const COST = `query AC($c: ID!) { adminCost(costId: $c) { costId costTypeName basePrice minRecCount } }`;
const UPDATE_COST = `mutation U($c: ID!, $i: AdminCostInput!) { updateAdminCost(costId: $c, input: $i) { costId basePrice pricePerRecord minRecCount startDate endDate } }`;

const MAPPING = [
  { inputOrder: 1, mappingType: 'Reference', mappingOrder: 1 },
  { inputOrder: 2, mappingType: 'Name', mappingOrder: 1 },
  { inputOrder: 3, mappingType: 'Address', mappingOrder: 1 },
  { inputOrder: 4, mappingType: 'Town', mappingOrder: 1 },
  { inputOrder: 5, mappingType: 'Postcode', mappingOrder: 1 },
];

const PAYER = {
  name: 'Olive Owner',
  email: 'owner@acme.example',
  companyName: 'Acme Ltd',
  companyAddress: ['1 Acme Way', 'Manchester'],
  country: 'GB',
  backUrl: 'http://localhost:4000/portal/applications/addresscleanse',
  paidUrl: 'http://localhost:4000/portal/applications/addresscleanse/file/1',
};

interface Stat {
  description: string;
  count: number;
}
interface Fate {
  fate: string;
  file: string;
  count: number;
}
const stats = (lines: Stat[] | undefined) => Object.fromEntries((lines ?? []).map((line) => [line.description, line.count]));

let portal: SandboxGateway;
let server: Server;
let base: string;
const jwts = new Map<string, string>();

beforeAll(async () => {
  // The return addresses below are pages of this portal (PORTAL_ORIGINS): the gateway refuses any other (return-addresses.test.ts).
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://localhost:4000' });
  server = createServer(portal.gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await portal?.close();
});

async function jwtOf(userName: string): Promise<string> {
  let jwt = jwts.get(userName);
  if (!jwt) {
    jwt = (await signIn(portal.gateway, userName)).jwt;
    jwts.set(userName, jwt);
  }
  return jwt;
}

const call = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, jwt?: string) =>
  graphql<T>(portal.gateway, query, variables, jwt);
const bureauCalls = () => portal.log.filter((line) => line.startsWith('upstream bureau ') || line.startsWith('upstream fileServerUk ')).length;

function expectRefused(res: { data?: unknown; errors?: { extensions: Record<string, unknown> }[] }, msg: string = refusals.owner, code = 'FORBIDDEN') {
  expect(res.errors?.[0]?.extensions).toMatchObject({ code });
  expect(shownByPortal(res.errors?.[0]?.extensions)).toBe(msg);
}

/** Uploads a planted file (and its first 300 records as the test file) and records it. */
async function recordPlantedFile(records: number, jwt: string) {
  const planted = plantedAddressFile(records);
  const whole = await uploadThroughGateway(portal.gateway.app, jwt, ACME_MAIN, Buffer.from(planted.text));
  expect(whole.status, JSON.stringify(whole.body)).toBe(200);
  const test = await uploadThroughGateway(portal.gateway.app, jwt, ACME_MAIN, Buffer.from(planted.text.split('\r\n').slice(0, 301).join('\r\n')));
  expect(test.status).toBe(200);
  const created = await call<{
    createBureauFile: { id: string; status: string; upload: { testRowCount: number; inputFields: { name: string; row1: string }[] } };
  }>(
    CREATE,
    { a: ACME_MAIN, i: { name: 'planted.csv', fileServerId: whole.fileId, testFileServerId: test.fileId, delimiter: ',', hasHeader: true, useQuotes: true } },
    jwt,
  );
  expect(created.errors).toBeUndefined();
  return { planted, file: created.data?.createBureauFile as NonNullable<typeof created.data>['createBureauFile'] };
}

/** The progress events of a file, pushed over SSE until the stream ends. */
function followProgress(jwt: string, fileId: string) {
  const client = createClient({ url: `${base}/graphql/stream`, headers: () => ({ authorization: `Bearer ${jwt}` }), retryAttempts: 0 });
  const events: { status: string; processedRecords: number; percent: number }[] = [];
  const errors: unknown[] = [];
  const done = new Promise<void>((resolve, reject) => {
    client.subscribe<{ bureauFileProgress: { status: string; processedRecords: number; percent: number } }>(
      {
        query: 'subscription P($a: ID!, $f: ID!) { bureauFileProgress(accountId: $a, fileId: $f) { fileId status processedRecords totalRecords percent } }',
        variables: { a: ACME_MAIN, f: fileId },
      },
      {
        next: (value) => {
          if (value.errors) errors.push(...value.errors);
          if (value.data) events.push(value.data.bureauFileProgress);
        },
        error: reject,
        complete: resolve,
      },
    );
  });
  return { events, errors, done: done.finally(() => client.dispose()) };
}

describe('address cleanse through the gateway, end to end', () => {
  it('uploads in chunks, maps, tests, prices, pays, follows progress by push, and downloads the cleansed file', async () => {
    const owner = await jwtOf('owner@acme.example');
    const { planted, file } = await recordPlantedFile(400, owner);
    expect(file.status).toBe('uploaded');
    expect(file.upload.testRowCount).toBe(300);
    expect(file.upload.inputFields.map((field) => field.name)).toEqual(['Customer Ref', 'Name', 'Address 1', 'Town', 'Postcode']);
    const vars = { a: ACME_MAIN, f: file.id };

    const listed = await call<{ bureauFiles: { id: string; name: string }[] }>(FILES, { a: ACME_MAIN }, owner);
    expect(listed.data?.bureauFiles.map((entry) => entry.name)).toEqual(expect.arrayContaining(['planted.csv', 'customers-2026.csv']));

    const options = await call<{ addressCleanseOptions: { mappingTypes: string[]; suppressionTypes: { id: string }[]; mafs: { mafName: string }[] } }>(
      OPTIONS,
      { a: ACME_MAIN },
      owner,
    );
    expect(options.data?.addressCleanseOptions.mappingTypes).toContain('Postcode');
    expect(options.data?.addressCleanseOptions.suppressionTypes.map((type) => type.id)).toEqual(['deceased', 'goneaway', 'mailpreference']);

    expect((await call<{ updateBureauInputFields: { status: string } }>(MAP, { ...vars, i: MAPPING }, owner)).data?.updateBureauInputFields.status).toBe(
      'mapped',
    );
    const read = await call<{ bureauFile: { settings: Record<string, unknown> & { outputFields: string[] } } }>(FILE, vars, owner);
    const settings = read.data?.bureauFile.settings;
    // By default nothing is dropped: duplicates and every suppression list are flagged.
    expect(settings).toMatchObject({ mafId: '1', dedupeLevel: 'address', dedupeAction: 'flag', dedupeSeparateFile: false });
    expect(settings?.suppressions).toEqual([
      { suppressionType: 'deceased', action: 'flag' },
      { suppressionType: 'goneaway', action: 'flag' },
      { suppressionType: 'mailpreference', action: 'flag' },
    ]);
    expect(settings?.outputFields).toEqual(
      expect.arrayContaining(['input:1', 'input:5', 'Postcode', 'MatchLevel', 'Updates', 'DuplicateGroup', 'Suppression']),
    );
    // Children removed, to a file of their own.
    const saved = await call<{ updateBureauFileSettings: { settings: { dedupeAction: string; dedupeSeparateFile: boolean } } }>(
      SETTINGS,
      { ...vars, s: { ...(settings as object), dedupeAction: 'remove', dedupeSeparateFile: true } },
      owner,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateBureauFileSettings.settings).toEqual({ dedupeAction: 'remove', dedupeSeparateFile: true });

    const tested = await call<{
      createBureauTestResults: {
        status: string;
        testResults: {
          recordCount: number;
          codingStats: Stat[];
          suppressionStats: Stat[];
          matchLevelStats: Stat[];
          recordFates: Fate[];
          changeSample: unknown[];
        };
      };
    }>(TEST, vars, owner);
    const first = planted.expected(300);
    expect(tested.data?.createBureauTestResults.status).toBe('tested');
    expect(tested.data?.createBureauTestResults.testResults.recordCount).toBe(300);
    expect(stats(tested.data?.createBureauTestResults.testResults.codingStats)).toEqual({
      Matched: first.matched,
      Updated: first.updated,
      Unmatched: first.unmatched,
    });
    expect(stats(tested.data?.createBureauTestResults.testResults.suppressionStats)).toEqual({
      Deceased: first.deceased,
      'Gone away': first.goneaway,
      'Mail preference': first.mailpreference,
    });
    const testFates = tested.data?.createBureauTestResults.testResults.recordFates ?? [];
    expect(testFates).toEqual([
      { fate: 'cleansed', file: 'cleansed', count: first.fates.cleansed },
      { fate: 'corrected', file: 'cleansed', count: first.fates.corrected },
      { fate: 'unmatched', file: 'cleansed', count: first.fates.unmatched },
      { fate: 'duplicate', file: 'duplicates', count: first.fates.duplicate },
      { fate: 'suppressed', file: 'cleansed', count: first.fates.suppressed },
    ]);
    expect(testFates.reduce((sum, line) => sum + line.count, 0)).toBe(300);
    expect(stats(tested.data?.createBureauTestResults.testResults.matchLevelStats)).toEqual({
      Premise: first.matched + first.updated,
      Street: 0,
      Postcode: 0,
      None: first.unmatched,
    });
    expect(tested.data?.createBureauTestResults.testResults.changeSample).toContainEqual({
      row: 14,
      reference: 'C-100014',
      change: 'Postcode added',
      given: '',
      cleansed: expect.stringMatching(/^[A-Z0-9]+ \d[A-Z]{2}$/),
    });

    const costs = await call<{
      bureauFile: { status: string; costs: { currency: string; total: number; lines: Record<string, unknown>[]; invoice: null } };
    }>(COSTS, vars, owner);
    expect(costs.data?.bureauFile.costs.currency).toBe('GBP');
    expect(costs.data?.bureauFile.costs.invoice).toBeNull();
    // 400 records are charged as the minimum of 1,000, and each line says so.
    expect(costs.data?.bureauFile.costs.lines).toEqual([
      expect.objectContaining({ description: 'Address matching', recordCount: 1000, fileRecordCount: 400, minimumRecordCount: 1000, charged: true }),
      expect.objectContaining({ description: 'Deduplication', testMatchCount: first.child, testRecordCount: 300, charged: true }),
      expect.objectContaining({ description: 'Suppression', testMatchCount: first.deceased + first.goneaway + first.mailpreference, charged: true }),
    ]);
    expect((await call<{ bureauFile: { status: string } }>(COSTS, vars, owner)).data?.bureauFile.status).toBe('costed');

    const paid = await call<{ payBureauFile: { invoiceUrl: string; file: { status: string } } }>(
      PAY,
      { ...vars, i: { ...PAYER, purchaseOrder: 'PO 2026/118' } },
      owner,
    );
    expect(paid.errors).toBeUndefined();
    const progress = followProgress(owner, file.id);
    const invoice = new URL(paid.data?.payBureauFile.invoiceUrl ?? '');
    const page = await request(invoice.origin).get(invoice.pathname);
    expect(page.text).toContain('<h1>Invoice for planted.csv</h1>');
    expect(page.text).toContain(`£${costs.data?.bureauFile.costs.total.toFixed(2)}`);

    await progress.done;
    expect(progress.errors).toEqual([]);
    expect(progress.events.at(-1)).toMatchObject({ status: 'finished', processedRecords: 400, percent: 100 });

    // The costs stay on the file once paid, with the invoice and the purchase order.
    const kept = await call<{ bureauFile: { status: string; costs: { total: number; invoice: { url: string; purchaseOrder: string } } } }>(COSTS, vars, owner);
    expect(kept.data?.bureauFile.costs).toMatchObject({
      total: costs.data?.bureauFile.costs.total,
      invoice: { url: paid.data?.payBureauFile.invoiceUrl, purchaseOrder: 'PO 2026/118' },
    });

    const full = await call<{
      bureauFile: {
        status: string;
        downloadUrl: string;
        duplicatesDownloadUrl: string;
        fullResults: Record<string, Stat[] | number> & { recordFates: Fate[] };
      };
    }>(FULL, vars, owner);
    const all = planted.expected();
    const results = full.data?.bureauFile.fullResults ?? ({ recordFates: [] } as unknown as Record<string, Stat[] | number> & { recordFates: Fate[] });
    expect(results.inputRecordCount).toBe(400);
    // Every record but the duplicates, which went to their own file.
    expect(results.outputRecordCount).toBe(400 - all.child);
    expect(results.duplicatesRecordCount).toBe(all.child);
    expect(results.recordFates.reduce((sum, line) => sum + line.count, 0)).toBe(400);
    expect(results.recordFates.filter((line) => line.file === 'cleansed').reduce((sum, line) => sum + line.count, 0)).toBe(400 - all.child);
    expect(stats(results.codingStats as Stat[])).toEqual({ Matched: all.matched, Updated: all.updated, Unmatched: all.unmatched });
    expect(stats(results.addressUpdateStats as Stat[])).toEqual({
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
    expect(stats(results.dedupeStats as Stat[])).toEqual({ Unique: all.unique, Parent: all.parent, Child: all.child });

    const link = full.data?.bureauFile.downloadUrl ?? '';
    expect(link).toMatch(/^\/address-cleanse\/download\?accountId=103&fileId=\d+&ticket=[\w-]{43}&downloadName=planted-cleansed\.csv$/);
    const download = await request(portal.gateway.app)
      .get(link)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="planted-cleansed.csv"');
    const lines = (download.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(400 - all.child + 1);
    // The given town stays in the file's own column; the cleansed one beside it says what it became.
    const wrongTown = lines.find((line) => line.startsWith('C-100013,'))?.split(',') ?? [];
    const heading = lines[0]?.split(',') ?? [];
    expect(wrongTown[heading.indexOf('Town')]).toBe('Wrongtown');
    expect(wrongTown[heading.indexOf('Cleansed Town')]).toMatch(/^[A-Z][a-z]/);
    expect(wrongTown[heading.indexOf('Changes')]).toBe('Town corrected');
    const duplicates = await request(portal.gateway.app).get(full.data?.bureauFile.duplicatesDownloadUrl ?? '');
    expect(duplicates.status).toBe(200);
    expect(duplicates.text.trim().split('\r\n')).toHaveLength(all.child + 1);

    const figures = await call<{ bureauStats: { mafName: string; purchased: { files: number; cost: number } }[] }>(STATS, { a: ACME_MAIN }, owner);
    expect(figures.data?.bureauStats[0]).toMatchObject({ mafName: 'UK Addresses (PAF)', purchased: { files: 2 } });
    // The first run indexes the sandbox's 118,000 uk addresses; a slow machine takes a while.
  });

  it('refuses a file name with a control character, a blank one and one over 255 characters, naming the argument, before the bureau is asked', async () => {
    const owner = await jwtOf('owner@acme.example');
    const before = bureauCalls();
    for (const [name, message] of [
      ['\u202eVSC.exe', 'This has an invisible control character (U+202E, right-to-left override): remove it.'],
      ['spring\r\n.csv', 'This has an invisible control character (U+000D, carriage return): remove it.'],
      ['bell\u0007.csv', 'This has an invisible control character (U+0007): remove it.'],
      ['  \u200b ', 'name must not be empty.'],
      [`${'a'.repeat(252)}.csv`, 'name must be at most 255 characters.'],
    ]) {
      const refused = await call(RENAME, { a: ACME_MAIN, f: '401', n: name }, owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'name' });
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    expect(bureauCalls()).toBe(before);
  });

  it('refuses to record a file under a name it could not be renamed to, naming input.name, before the bureau is asked', async () => {
    const owner = await jwtOf('owner@acme.example');
    const before = bureauCalls();
    const upload = { fileServerId: 'whole-1', testFileServerId: 'test-1', delimiter: ',', hasHeader: true, useQuotes: true };
    for (const [name, message] of [
      ['\u202eVSC.exe', 'This has an invisible control character (U+202E, right-to-left override): remove it.'],
      ['spring\n.csv', 'This has an invisible control character (U+000A, line break): remove it.'],
      [' \u200b\u200b ', 'name must not be empty.'],
      [`${'a'.repeat(252)}.csv`, 'name must be at most 255 characters.'],
    ]) {
      const refused = await call(CREATE, { a: ACME_MAIN, i: { ...upload, name } }, owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.name' });
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    expect(bureauCalls()).toBe(before);
    const names = (await call<{ bureauFiles: { name: string }[] }>(FILES, { a: ACME_MAIN }, owner)).data?.bureauFiles.map((file) => file.name);
    expect(names).not.toContain('\u202eVSC.exe');
  });

  it('counts a file name as a person does on upload/begin: 255 emoji begin an upload, 256 are refused', async () => {
    const owner = await jwtOf('owner@acme.example');
    const begin = (filePrefix: string) =>
      request(portal.gateway.app).post('/address-cleanse/upload/begin').query({ accountId: ACME_MAIN, filePrefix }).set('authorization', `Bearer ${owner}`);
    // 510 UTF-16 units, 255 characters: within the limit the bureau states in characters.
    const longest = await begin('📦'.repeat(255));
    expect(longest.status).toBe(200);
    expect(longest.body).toEqual({ fileId: expect.any(String) });
    const over = await begin('📦'.repeat(256));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ msg: 'filePrefix must be the file name, at most 255 characters' });
  });

  it('refuses a chunk that is not UTF-8 (a Windows file), naming the byte, and drops the upload, which the bureau would have read garbled', async () => {
    const owner = await jwtOf('owner@acme.example');
    const auth = `Bearer ${owner}`;
    const begun = await request(portal.gateway.app)
      .post('/address-cleanse/upload/begin')
      .query({ accountId: ACME_MAIN, filePrefix: 'windows.csv' })
      .set('authorization', auth);
    const fileId = (begun.body as { fileId: string }).fileId;
    const send = (idx: number, bytes: Buffer) =>
      request(portal.gateway.app)
        .post('/address-cleanse/upload/chunk')
        .query({ accountId: ACME_MAIN, fileId, idx })
        .set('authorization', auth)
        .set('content-type', 'application/octet-stream')
        .send(bytes);

    // UTF-8 cut inside a character between two chunks passes, as the browser cuts a file by bytes.
    const text = Buffer.from('Name,Town\r\nRené,Genève\r\n', 'utf8');
    const cut = text.indexOf(Buffer.from('è', 'utf8')) + 1;
    expect((await send(0, text.subarray(0, cut))).status).toBe(200);
    expect((await send(1, text.subarray(cut))).status).toBe(200);

    const windows = await send(2, Buffer.from('Jos\xe9 M\xfcller,K\xf6ln\r\n', 'latin1'));
    expect(windows.status).toBe(400);
    expect(windows.body).toEqual({
      code: 'BAD_REQUEST',
      msg: 'The file is not UTF-8 text: byte 3 of chunk 2 (0xE9) cannot be read as UTF-8, and the bureau would replace it (Windows and Latin-1 text write é, ü and £ so). Save the file as CSV UTF-8 and upload it again.',
    });
    // Nothing half-made: the file server was asked to drop the upload.
    const gone = await request(portal.gateway.app).get('/address-cleanse/upload/status').query({ accountId: ACME_MAIN, fileId }).set('authorization', auth);
    expect(gone.status).toBe(404);
  });

  it('renames, discards and deletes a file, and shows none for a file the account does not have', async () => {
    const owner = await jwtOf('owner@acme.example');
    const { file } = await recordPlantedFile(40, owner);
    const vars = { a: ACME_MAIN, f: file.id };
    expect((await call<{ renameBureauFile: { name: string } }>(RENAME, { ...vars, n: 'spring.csv' }, owner)).data?.renameBureauFile.name).toBe('spring.csv');
    await call(MAP, { ...vars, i: MAPPING }, owner);
    await call(TEST, vars, owner);
    const discarded = await call<{ discardBureauResults: { status: string; costs: null } }>(DISCARD, vars, owner);
    expect(discarded.data?.discardBureauResults).toEqual({ status: 'discarded', costs: null });
    const payAfter = await call(PAY, { ...vars, i: PAYER }, owner);
    expect(payAfter.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect((await call<{ deleteBureauFile: boolean }>(DELETE, vars, owner)).data?.deleteBureauFile).toBe(true);
    expect((await call<{ bureauFile: null }>(FILE, vars, owner)).data?.bureauFile).toBeNull();
    expect((await call<{ bureauFile: null }>(FILE, { a: ACME_MAIN, f: '999999' }, owner)).data?.bureauFile).toBeNull();
    // Changing a file that is gone is refused as the gateway words its own refusals: what, then why.
    expect((await call(RENAME, { ...vars, n: 'autumn.csv' }, owner)).errors?.[0]).toMatchObject({
      message: 'Cannot rename the file: No such file',
      extensions: { code: 'NOT_FOUND', action: 'rename the file', msg: 'No such file' },
    });
    expect((await call(DELETE, vars, owner)).errors?.[0]).toMatchObject({
      message: 'Cannot delete the file: No such file',
      extensions: { code: 'NOT_FOUND', action: 'delete the file', msg: 'No such file' },
    });
  });

  it('refuses a separate duplicates file while flagging, and a purchase order over 50 characters, before any bureau call', async () => {
    const owner = await jwtOf('owner@acme.example');
    const { file } = await recordPlantedFile(20, owner);
    const vars = { a: ACME_MAIN, f: file.id };
    await call(MAP, { ...vars, i: MAPPING }, owner);
    const settings = (await call<{ bureauFile: { settings: Record<string, unknown> } }>(FILE, vars, owner)).data?.bureauFile.settings;
    await call(TEST, vars, owner);
    const before = bureauCalls();
    const flagged = await call(SETTINGS, { ...vars, s: { ...settings, dedupeAction: 'flag', dedupeSeparateFile: true } }, owner);
    expect(flagged.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'settings.dedupeSeparateFile' });
    const long = await call(PAY, { ...vars, i: { ...PAYER, purchaseOrder: 'P'.repeat(51) } }, owner);
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.purchaseOrder' });
    expect(bureauCalls()).toBe(before);
    // Nothing was saved or paid: the file is still tested, with its settings as they were.
    const after = await call<{ bureauFile: { status: string; settings: Record<string, unknown> } }>(FILE, vars, owner);
    expect(after.data?.bureauFile).toMatchObject({ status: 'tested', settings });
    await call(DELETE, vars, owner);
  });

  it.each([
    ['a blank name', { name: ' \u200b ' }, 'input.name', 'name must not be empty.'],
    [
      'a name with a right-to-left override',
      { name: 'Olive \u202eOwner' },
      'input.name',
      'This has an invisible control character (U+202E, right-to-left override): remove it.',
    ],
    ['a name over 200 characters', { name: 'N'.repeat(201) }, 'input.name', 'name must be at most 200 characters.'],
    ['an e-mail address without a domain', { email: 'olive' }, 'input.email', 'email must be a valid e-mail address.'],
    ['an e-mail address whose top-level domain is one letter', { email: 'olive@acme.x' }, 'input.email', 'email must be a valid e-mail address.'],
    ['no company name', { companyName: '' }, 'input.companyName', 'companyName must not be empty.'],
    ['an address of blank lines', { companyAddress: ['', '\u200b'] }, 'input.companyAddress', 'companyAddress must not be empty.'],
    [
      'an address line with a bell',
      { companyAddress: ['1 Acme Way', 'Manchester\u0007'] },
      'input.companyAddress[1]',
      'This has an invisible control character (U+0007): remove it.',
    ],
    ['a blank country', { country: '  ' }, 'input.country', 'country must not be empty.'],
    [
      'a purchase order with a right-to-left override',
      { purchaseOrder: 'PO\u202e118' },
      'input.purchaseOrder',
      'This has an invisible control character (U+202E, right-to-left override): remove it.',
    ],
  ])('refuses %s as the pay form does, naming the argument, with nothing paid', async (_case, given, argument, message) => {
    const owner = await jwtOf('owner@acme.example');
    const { file } = await recordPlantedFile(20, owner);
    const vars = { a: ACME_MAIN, f: file.id };
    await call(MAP, { ...vars, i: MAPPING }, owner);
    await call(TEST, vars, owner);
    const before = bureauCalls();
    const refused = await call(PAY, { ...vars, i: { ...PAYER, ...given } }, owner);
    expect(refused.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    expect(bureauCalls()).toBe(before);
    expect((await call<{ bureauFile: { status: string } }>(FILE, vars, owner)).data?.bureauFile.status).toBe('tested');
    await call(DELETE, vars, owner);
  });

  it('refuses a mapping without an address, a damaged, an empty and a binary file, with clear errors', async () => {
    const owner = await jwtOf('owner@acme.example');
    const { file } = await recordPlantedFile(20, owner);
    const unusable = await call(MAP, { a: ACME_MAIN, f: file.id, i: [{ inputOrder: 2, mappingType: 'Name', mappingOrder: 1 }] }, owner);
    expect(unusable.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'Map at least an address line (or premise and street) and a postcode or town',
    });

    const data = Buffer.from('Name,Postcode\r\nJane,M1 1AA\r\n');
    const damaged = await uploadThroughGateway(portal.gateway.app, owner, ACME_MAIN, data, { hash: sha256('other') });
    expect(damaged.status).toBe(400);
    expect(damaged.body).toEqual({ code: 'BAD_REQUEST', msg: "The file's SHA-256 does not match the one sent: the upload was damaged, send it again" });
    // Nothing half-made: the upload is gone.
    const gone = await request(portal.gateway.app)
      .get('/address-cleanse/upload/status')
      .query({ accountId: ACME_MAIN, fileId: damaged.fileId })
      .set('authorization', `Bearer ${owner}`);
    expect(gone.status).toBe(404);

    const begun = await request(portal.gateway.app)
      .post('/address-cleanse/upload/begin')
      .query({ accountId: ACME_MAIN, filePrefix: 'empty.csv' })
      .set('authorization', `Bearer ${owner}`);
    const empty = await request(portal.gateway.app)
      .post('/address-cleanse/upload/end')
      .query({ accountId: ACME_MAIN, fileId: (begun.body as { fileId: string }).fileId, hash: sha256('') })
      .set('authorization', `Bearer ${owner}`);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ code: 'BAD_REQUEST', msg: 'The file is empty' });

    // A zip's start (an .xlsx): bytes that are UTF-8 but hold NUL, which no text has.
    const binary = await uploadThroughGateway(portal.gateway.app, owner, ACME_MAIN, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]), {
      chunkSize: 4,
    });
    expect(binary.status).toBe(400);
    expect(binary.body).toEqual({ code: 'BAD_REQUEST', msg: 'The file is not a text file: upload a CSV, TSV or text file' });

    const tooBig = await request(portal.gateway.app)
      .post('/address-cleanse/upload/chunk')
      .query({ accountId: ACME_MAIN, fileId: (begun.body as { fileId: string }).fileId, idx: 0 })
      .set('authorization', `Bearer ${owner}`)
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(10_000_001, 65));
    expect(tooBig.status).toBe(413);
  });
});

describe('callers who may not', () => {
  it('gives koala@koala.example the territory refusal, before any bureau or file server call', async () => {
    const koala = await jwtOf('koala@koala.example');
    const before = bureauCalls();
    expectRefused(await call(FILES, { a: KOALA_MAIN }, koala), refusals.territory);
    expectRefused(await call(OPTIONS, { a: KOALA_MAIN }, koala), refusals.territory);
    const begin = await request(portal.gateway.app)
      .post('/address-cleanse/upload/begin')
      .query({ accountId: KOALA_MAIN, filePrefix: 'a.csv' })
      .set('authorization', `Bearer ${koala}`);
    expect(begin.status).toBe(403);
    expect(begin.body).toMatchObject({ code: 'FORBIDDEN', reason: 'TERRITORY' });
    expect(shownByPortal(begin.body)).toBe(refusals.territory);
    expect(bureauCalls()).toBe(before);
  });

  it("refuses a member, another account's owner and a signed-out caller, before any bureau call", async () => {
    const member = await jwtOf('member@acme.example');
    const solo = await jwtOf('solo@solo.example');
    const before = bureauCalls();
    expectRefused(await call(FILES, { a: ACME_MAIN }, member));
    expectRefused(await call(FILE, { a: ACME_MAIN, f: '401' }, solo));
    expectRefused(await call(PAY, { a: ACME_MAIN, f: '401', i: PAYER }, solo));
    expectRefused(await call(DELETE, { a: ACME_MAIN, f: '401' }, member));
    const settings = {
      mafId: '1',
      addressSettings: { usePAF: true, correctTown: true, correctPostcode: true, correctStreet: true },
      dedupeLevel: 'address',
      dedupeAction: 'remove',
      dedupeSeparateFile: true,
      suppressions: [],
      outputGroups: ['matched'],
      outputFields: ['input:1'],
    };
    expectRefused(await call(SETTINGS, { a: ACME_MAIN, f: '401', s: settings }, member));
    expectRefused(await call(COSTS, { a: ACME_MAIN, f: '401' }, solo));
    expect((await call(FILES, { a: ACME_MAIN })).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const chunk = await request(portal.gateway.app)
      .post('/address-cleanse/upload/chunk')
      .query({ accountId: ACME_MAIN, fileId: 'sbx-x', idx: 0 })
      .send(Buffer.from('a'));
    expect(chunk.status).toBe(401);
    expect(chunk.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const stranger = await request(portal.gateway.app)
      .post('/address-cleanse/upload/begin')
      .query({ accountId: ACME_MAIN, filePrefix: 'a.csv' })
      .set('authorization', `Bearer ${solo}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
    expect(shownByPortal(stranger.body)).toBe(refusals.owner);
    expect(bureauCalls()).toBe(before);

    // No download link for a stranger: the file is refused before a ticket is made (download-tickets.test.ts).
    const link = await call<{ bureauFile: { downloadUrl: string } | null }>(
      'query D($a: ID!, $f: ID!) { bureauFile(accountId: $a, fileId: $f) { downloadUrl } }',
      { a: ACME_MAIN, f: '401' },
      solo,
    );
    expect(link.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const forged = await request(portal.gateway.app)
      .get('/address-cleanse/download')
      .query({ accountId: ACME_MAIN, fileId: '401', ticket: 'not-a-ticket', downloadName: 'x.csv' });
    expect(forged.status).toBe(401);
  });

  it('streams the seeded finished file to its owner and to staff', async () => {
    const owner = await jwtOf('owner@acme.example');
    const seeded = await call<{ bureauFile: { name: string; status: string; downloadUrl: string } }>(FILE, { a: ACME_MAIN, f: '401' }, owner);
    expect(seeded.data?.bureauFile).toMatchObject({ name: 'customers-2026.csv', status: 'finished' });
    const download = await request(portal.gateway.app).get(seeded.data?.bureauFile.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('customers-2026-cleansed.csv');
    expect(download.text.split('\r\n')[0]).toBe(
      'Customer Ref,Name,Address 1,Town,Postcode,Cleansed Organisation,Cleansed Sub-building,Cleansed Building Name,Cleansed Building Number,Cleansed Street,Cleansed Locality,Cleansed Town,Cleansed County,Cleansed Postcode,Match Level,Match Status,Changes,Duplicate Group,Duplicate Status,Suppression',
    );
    // Paid long ago: its costs stay, with its invoice.
    const costs = await call<{ bureauFile: { costs: { total: number; invoice: { number: string } } } }>(COSTS, { a: ACME_MAIN, f: '401' }, owner);
    expect(costs.data?.bureauFile.costs.total).toBeGreaterThan(0);
    expect(costs.data?.bureauFile.costs.invoice.number).toMatch(/^[0-9A-F]{8}$/);
    const admin = await jwtOf('admin@provider.example');
    expect((await call<{ bureauFile: { name: string } }>(FILE, { a: ACME_MAIN, f: '401' }, admin)).data?.bureauFile.name).toBe('customers-2026.csv');
  });

  it('refuses a subscription to a file of an account the caller may not use', async () => {
    const solo = await jwtOf('solo@solo.example');
    const progress = followProgress(solo, '401');
    await progress.done;
    expect(progress.events).toEqual([]);
    expect(progress.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(shownByPortal((progress.errors[0] as { extensions?: Record<string, unknown> }).extensions)).toBe(refusals.owner);
  });
});

describe('Administration, Address Cleanse', () => {
  it("shows the owner their territory's prices and their job charges, read-only", async () => {
    const owner = await jwtOf('owner@acme.example');
    const res = await call<{
      addressCleanseAdministration: {
        canChangePrices: boolean;
        costs: { costId: string; territory: string; costTypeName: string }[];
        royaltyCharges: unknown[];
        jobCharges: { jobId: string; accId: string; isPostPay: boolean }[];
      };
    }>(ADMIN, { a: ACME_MAIN }, owner);
    const admin = res.data?.addressCleanseAdministration;
    expect(admin?.canChangePrices).toBe(false);
    expect(admin?.costs.map((cost) => [cost.costId, cost.territory, cost.costTypeName])).toEqual([
      ['1', 'uk', 'Address matching'],
      ['2', 'uk', 'Deduplication'],
      ['3', 'uk', 'Suppression'],
    ]);
    expect(admin?.royaltyCharges).toEqual([]);
    expect(admin?.jobCharges.find((charge) => charge.jobId === '401')).toMatchObject({ accId: ACME_MAIN, isPostPay: true });
    const before = bureauCalls();
    expectRefused(await call(COST, { c: '1' }, owner));
    expectRefused(
      await call(
        UPDATE_COST,
        {
          c: '1',
          i: {
            basePrice: 1,
            pricePerMatch: 0,
            pricePerRecord: 0,
            realPricePerMatch: 0,
            realPricePerRecord: 0,
            minRecCount: 0,
            startDate: '2026-01-01T00:00:00.000Z',
          },
        },
        owner,
      ),
    );
    expect(bureauCalls()).toBe(before);
  });

  it("keeps the provider's own figures (real prices, real charges, royalties) from the owner, and gives them to admin", async () => {
    const STAFF_FIGURES = `query F($a: ID!) { addressCleanseAdministration(accountId: $a) { costs { costId realPricePerMatch realPricePerRecord } royaltyCharges { pricePerMatch } jobCharges { jobId totalCharges totalRealCharges } } }`;
    type Figures = {
      addressCleanseAdministration: {
        costs: { costId: string; realPricePerMatch: number; realPricePerRecord: number }[];
        royaltyCharges: { pricePerMatch: number }[];
        jobCharges: { jobId: string; totalCharges: number; totalRealCharges: number }[];
      };
    };
    const owner = await call<Figures>(STAFF_FIGURES, { a: ACME_MAIN }, await jwtOf('owner@acme.example'));
    expect(owner.data).toBeNull();
    expect(JSON.stringify(owner)).not.toMatch(/0\.008|209\.5/);
    expect(owner.errors?.map((error) => [error.path?.slice(-1)[0], error.extensions.code, error.extensions.reason])).toContainEqual([
      'realPricePerMatch',
      'FORBIDDEN',
      'ROLE_REQUIRED',
    ]);
    expect(owner.errors?.[0]?.message).toMatch(
      /Only admin and super staff may see (realPricePerMatch|realPricePerRecord|totalRealCharges), the provider's own figure: leave it out of the query/,
    );
    for (const field of ['costs { realPricePerRecord }', 'jobCharges { totalRealCharges }']) {
      const one = await call(
        `query G($a: ID!) { addressCleanseAdministration(accountId: $a) { ${field} } }`,
        { a: ACME_MAIN },
        await jwtOf('owner@acme.example'),
      );
      expect(one.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_REQUIRED' });
    }

    const admin = await call<Figures>(STAFF_FIGURES, { a: ACME_MAIN }, await jwtOf('admin@provider.example'));
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.addressCleanseAdministration.costs.find((cost) => cost.costId === '1')).toEqual({
      costId: '1',
      realPricePerMatch: 0.008,
      realPricePerRecord: 0.004,
    });
    expect(admin.data?.addressCleanseAdministration.royaltyCharges.length).toBeGreaterThan(0);
    expect(admin.data?.addressCleanseAdministration.jobCharges.find((charge) => charge.jobId === '401')?.totalRealCharges).toBe(209.5);
  });

  it('lets admin see every price and change one; refuses sales and a member', async () => {
    const admin = await jwtOf('admin@provider.example');
    const all = await call<{ addressCleanseAdministration: { canChangePrices: boolean; costs: unknown[]; royaltyCharges: { mafName: string }[] } }>(
      ADMIN,
      { a: ACME_MAIN },
      admin,
    );
    expect(all.data?.addressCleanseAdministration.canChangePrices).toBe(true);
    expect(all.data?.addressCleanseAdministration.costs).toHaveLength(6);
    expect(all.data?.addressCleanseAdministration.royaltyCharges.map((charge) => charge.mafName)).toEqual([
      'UK Addresses (PAF)',
      'Australian Addresses (G-NAF)',
    ]);
    expect((await call<{ adminCost: { costTypeName: string } }>(COST, { c: '5' }, admin)).data?.adminCost.costTypeName).toBe('Deduplication');
    const changed = await call<{ updateAdminCost: Record<string, unknown> }>(
      UPDATE_COST,
      {
        c: '3',
        i: {
          basePrice: 12.5,
          pricePerMatch: 0,
          pricePerRecord: 0.0075,
          realPricePerMatch: 0,
          realPricePerRecord: 0.003,
          minRecCount: 500,
          startDate: '2026-01-01T00:00:00.000Z',
          endDate: null,
        },
      },
      admin,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateAdminCost).toEqual({
      costId: '3',
      basePrice: 12.5,
      pricePerRecord: 0.0075,
      minRecCount: 500,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: null,
    });

    const before = bureauCalls();
    expectRefused(await call(ADMIN, { a: ACME_MAIN }, await jwtOf('sales@provider.example')));
    expectRefused(await call(ADMIN, { a: ACME_MAIN }, await jwtOf('member@acme.example')));
    expect(bureauCalls()).toBe(before);
  });
  const price = {
    basePrice: 10,
    pricePerMatch: 0,
    pricePerRecord: 0.005,
    realPricePerMatch: 0,
    realPricePerRecord: 0.002,
    minRecCount: 100,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: null,
  };
  it.each([
    [{ basePrice: -1 }, 'input.basePrice', 'basePrice must be 0 or more, not -1.'],
    [{ realPricePerRecord: -0.001 }, 'input.realPricePerRecord', 'realPricePerRecord must be 0 or more, not -0.001.'],
    [{ minRecCount: -5 }, 'input.minRecCount', 'minRecCount must be 0 or more, not -5.'],
    [{ pricePerMatch: 0.001234567 }, 'input.pricePerMatch', 'pricePerMatch has more than 4 decimal places (0.001234567); prices are kept to 0.0001.'],
    [{ basePrice: 12.00001 }, 'input.basePrice', 'basePrice has more than 4 decimal places (12.00001); prices are kept to 0.0001.'],
    [{ basePrice: 1e308 }, 'input.basePrice', 'basePrice must be at most 10,000,000, not 1e+308.'],
    [{ pricePerRecord: 1e21 }, 'input.pricePerRecord', 'pricePerRecord must be at most 10,000,000, not 1e+21.'],
    [{ realPricePerMatch: 10_000_000.0001 }, 'input.realPricePerMatch', 'realPricePerMatch must be at most 10,000,000, not 10000000.0001.'],
    [{ startDate: '1969-12-31T23:59:59Z' }, 'input.startDate', 'startDate must be 1970-01-01 or later.'],
    [{ endDate: '2025-12-31T00:00:00Z' }, 'input.endDate', 'endDate must be after startDate.'],
    [{ endDate: '2026-01-01T00:00:00Z' }, 'input.endDate', 'endDate must be after startDate.'],
  ])('refuses a price of %j with BAD_USER_INPUT naming it, before asking the bureau; sales are still FORBIDDEN', async (given, argument, message) => {
    const admin = await jwtOf('admin@provider.example');
    const costBefore = (await call(COST, { c: '4' }, admin)).data;
    const before = bureauCalls();
    const res = await call(UPDATE_COST, { c: '4', i: { ...price, ...given } }, admin);
    expect(res.data).toBeNull();
    expect(res.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    const sales = await call(UPDATE_COST, { c: '4', i: { ...price, ...given } }, await jwtOf('sales@provider.example'));
    expect(sales.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', msg: 'Only admin and super staff may change address cleanse prices' });
    expect(bureauCalls()).toBe(before);
    expect((await call(COST, { c: '4' }, admin)).data).toEqual(costBefore);
  });

  it('takes a price of exactly 10,000,000, and every price can still be read after', async () => {
    const admin = await jwtOf('admin@provider.example');
    const changed = await call<{ updateAdminCost: { basePrice: number } }>(
      UPDATE_COST,
      { c: '6', i: { ...price, basePrice: 10_000_000, realPricePerRecord: 10_000_000 } },
      admin,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateAdminCost.basePrice).toBe(10_000_000);
    const all = await call<{ addressCleanseAdministration: { costs: { costId: string; basePrice: number }[] } }>(ADMIN, { a: ACME_MAIN }, admin);
    expect(all.errors).toBeUndefined();
    expect(all.data?.addressCleanseAdministration.costs).toHaveLength(6);
    expect((await call(COST, { c: '6' }, admin)).data).toMatchObject({ adminCost: { costId: '6', basePrice: 10_000_000 } });
  });
});
