import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { addressCatalogue, bureauSuppressionList, UK_DATASET, type AddressRecord } from '@portal/sandbox';
import { seriousFindings } from '../src/axe';
import { downloadedText } from '../src/download';
import { launchBrowser, OUTCOME_TIMEOUT, PHONE, portalUrl } from '../src/browser';
import { gateway, jwtOf } from '../src/portal-api';
import { signedIn } from '../src/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ---- A customer's file of 200 people, built from addresses the sandbox holds -------------------

const uk = addressCatalogue().addresses(UK_DATASET);
const knownPostcodes = new Set(uk.map((record) => record.postcode));

/** A house with a number and nothing else: no flat, no name, no organisation. */
const plain = (record: AddressRecord) => !!record.buildingNumber && !record.buildingName && !record.subBuilding && !record.organisation;
const outward = (postcode: string) => postcode.split(' ')[0];
/** Other addresses with the same number on a street of the same name in the same town: in another district, or flats of another house. */
const namesakes = (record: AddressRecord) =>
  uk.filter(
    (other) =>
      other !== record &&
      other.postcode !== record.postcode &&
      other.buildingNumber === record.buildingNumber &&
      other.thoroughfare === record.thoroughfare &&
      other.postTown === record.postTown,
  );
/** A postcode of the same sector that the sandbox does not hold: a plausible slip of the keyboard. */
const wrongPostcodeNear = (postcode: string) =>
  ['ZZ', 'ZY', 'YZ', 'YY', 'XZ'].map((letters) => `${postcode.slice(0, -2)}${letters}`).find((candidate) => !knownPostcodes.has(candidate));

type Planted = 'exact' | 'shared' | 'wrong postcode' | 'no postcode' | 'building name' | 'unspaced postcode' | 'deceased' | 'unmatched';

/**
 * 200 records, columns Customer Ref, Name, Building, Address 1, Town, Postcode. Ten households of
 * three people (the first of each among the first hundred records, the others from record 110);
 * one wrong postcode on a street name the town has in other districts too; one missing postcode;
 * a named house whose name is in the Building column and its street in Address 1 (Aisha Patel at
 * the sandbox's first named house); one postcode written without its space; one person on the
 * deceased list; one address nowhere. The rest are people at addresses of their own.
 */
function plantedFile() {
  const used = new Set<string>();
  const building = (record: { postcode: string; thoroughfare: string; buildingNumber: string; buildingName: string }) =>
    `${record.postcode}|${record.thoroughfare}|${record.buildingNumber || record.buildingName}`;
  const deceased = bureauSuppressionList().find((person) => person.suppressionType === 'deceased');
  if (!deceased) throw new Error('The sandbox has nobody on its deceased list');
  used.add(`${deceased.postcode}|${deceased.street}|${deceased.premise}`);
  // Spread over the whole of the uk, not only its first town.
  let cursor = 0;
  const pick = (what: string, test: (record: AddressRecord) => boolean = plain): AddressRecord => {
    for (let tries = 0; tries < uk.length; tries += 1) {
      cursor = (cursor + 997) % uk.length;
      const record = uk[cursor] as AddressRecord;
      if (test(record) && !used.has(building(record))) {
        used.add(building(record));
        return record;
      }
    }
    throw new Error(`The sandbox holds no ${what}`);
  };
  const named = uk.find((record) => !!record.buildingName && !record.buildingNumber && !record.subBuilding && !record.organisation);
  if (!named) throw new Error('The sandbox holds no named house');
  used.add(building(named));
  const wrong = pick(
    'number on a street name shared with other districts of its town',
    (record) => plain(record) && namesakes(record).length > 0 && namesakes(record).every((other) => outward(other.postcode) !== outward(record.postcode)),
  );
  const wrongPostcode = wrongPostcodeNear(wrong.postcode);
  if (!wrongPostcode) throw new Error(`No unused postcode near ${wrong.postcode}`);
  const missing = pick('address whose premise, street and town are found once', (record) => plain(record) && namesakes(record).length === 0);

  const households = Array.from({ length: 10 }, () => pick('house'));
  const line = (record: AddressRecord) => `${record.buildingNumber} ${record.thoroughfare}`;
  const planted = new Map<number, [Planted, string[]]>([
    [7, ['wrong postcode', ['Will Wrong', '', line(wrong), wrong.postTown, wrongPostcode]]],
    [17, ['no postcode', ['Mia Missing', '', line(missing), missing.postTown, '']]],
    [27, ['building name', ['Aisha Patel', named.buildingName, named.thoroughfare, named.postTown, named.postcode]]],
    [37, ['deceased', [deceased.name, '', `${deceased.premise} ${deceased.street}`, deceased.town, deceased.postcode]]],
    [57, ['unmatched', ['Nora Nowhere', '', '12 Nowhere Lane', 'Noplace', 'ZZ9 9ZZ']]],
  ]);
  const unspaced = pick('house');
  planted.set(47, ['unspaced postcode', ['Una Unspaced', '', line(unspaced), unspaced.postTown, unspaced.postcode.replace(' ', '')]]);
  households.forEach((home, index) => {
    const person = (n: number): [Planted, string[]] => ['shared', [`Resident ${index + 1}-${n + 1}`, '', line(home), home.postTown, home.postcode]];
    planted.set(2 + index * 10, person(0));
    planted.set(110 + index * 2, person(1));
    planted.set(111 + index * 2, person(2));
  });

  const rows: string[][] = [];
  const kinds: Planted[] = [];
  for (let index = 0; index < 200; index += 1) {
    const ref = `R-${String(index + 1).padStart(4, '0')}`;
    const [kind, fields] = planted.get(index) ?? [
      'exact',
      ((record) => [`Person ${index + 1}`, '', line(record), record.postTown, record.postcode])(pick('house')),
    ];
    rows.push([ref, ...fields]);
    kinds.push(kind);
  }
  const text = [['Customer Ref', 'Name', 'Building', 'Address 1', 'Town', 'Postcode'], ...rows].map((row) => `${row.join(',')}\r\n`).join('');
  const refOf = (kind: Planted) => rows[kinds.indexOf(kind)]?.[0] ?? '';
  return { text, rows, kinds, refOf, wrong, wrongPostcode, missing, named, unspaced, households };
}

// ---- Helpers ----------------------------------------------------------------------------------

/** A table's body rows as the page shows them, cell texts in order. */
async function tableRows(page: Page, testId: string): Promise<string[][]> {
  const rows = await page.getByTestId(testId).locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('td').allTextContents()));
}

async function downloaded(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const [download]: [Download, unknown] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return downloadedText(download);
}

/** A CSV line's fields; the test's own data holds no commas or quotes, so a split reads it. */
const fields = (line: string) => {
  expect(line).not.toContain('"');
  return line.split(',');
};

async function deleteFile(accountId: string, fileId: string) {
  const jwt = await jwtOf('owner@acme.example');
  await gateway('mutation ($a: ID!, $f: ID!) { deleteBureauFile(accountId: $a, fileId: $f) }', { a: accountId, f: fileId }, jwt);
}

// ---- The journey ------------------------------------------------------------------------------

describe('a 200-record file of people at shared addresses', () => {
  it(
    'accounts for every record before paying, drops none by default, and downloads all 200 cleansed with match level, changes and the planted corrections',
    { timeout: 180_000 },
    async () => {
      const planted = plantedFile();
      const name = `people-${Date.now()}.csv`;
      const purchaseOrder = `PO-${Date.now() % 100_000}`;
      const page = await signedIn(browser, 'owner@acme.example');
      page.setDefaultTimeout(OUTCOME_TIMEOUT);
      let fileId: string | null = null;
      let accountId = '';
      page.on('request', (request) => {
        const match = /accountId=(\d+)/.exec(request.url());
        if (match?.[1] && request.url().includes('/address-cleanse/upload/')) accountId = match[1];
      });
      try {
        await page.goto(portalUrl('/applications/addresscleanse/upload'));
        await page.getByRole('heading', { level: 1, name: 'Upload an address file' }).waitFor();
        await page.getByTestId('address-cleanse-file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(planted.text) });
        await page.getByRole('heading', { name: 'How the file is read' }).waitFor();
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
        await page.waitForURL('**/file/*/updatefields');
        fileId = /file\/(\d+)\//.exec(page.url())?.[1] ?? null;

        // The building name's own column is read as the premise, its street from the address line.
        await page.getByRole('heading', { level: 1, name: 'Update Fields' }).waitFor();
        expect(await page.getByRole('combobox', { name: 'Address field of Building' }).textContent()).toBe('Premise');
        expect(await page.getByRole('combobox', { name: 'Address field of Address 1' }).textContent()).toBe('Address');
        await page.getByRole('button', { name: 'Save and continue' }).click();

        // The defaults keep every record: duplicates and every suppression list flagged.
        await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
        expect(await page.getByRole('combobox', { name: 'What happens to duplicates' }).textContent()).toBe('Keep them, flagged');
        for (const list of ['Deceased', 'Gone away', 'Mail preference'])
          expect(await page.getByRole('combobox', { name: `What happens to records on ${list}` }).textContent()).toBe('Flag');
        await page.getByRole('button', { name: 'Save and run the test' }).click();

        // Test results: every one of the 200 records accounted for, into the cleansed file.
        await page.getByTestId('test-fates').waitFor({ timeout: 60_000 });
        expect(await page.getByTestId('test-record-count').textContent()).toMatch(
          /^200 records tested( of 200 in the file)?: all 200 records in the cleansed file\.$/,
        );
        const exact = planted.kinds.filter((kind) => kind === 'exact').length;
        expect(await tableRows(page, 'test-fates')).toEqual([
          ['Cleansed: matched as given', 'Cleansed file', String(exact + 10 + 1)],
          ['Corrected: matched once changed', 'Cleansed file', '3'],
          ['Unmatched: no address found', 'Cleansed file', '1'],
          ['Duplicates: flagged', 'Cleansed file', '20'],
          ['Suppressed: flagged', 'Cleansed file', '1'],
          ['Total', '200'],
        ]);
        expect(await page.getByText(/go into no file/).count()).toBe(0);
        expect(await tableRows(page, 'test-match-levels')).toEqual([
          ['Premise', '199'],
          ['Street', '0'],
          ['Postcode', '0'],
          ['None', '1'],
        ]);
        expect(await tableRows(page, 'test-changes')).toEqual([
          ['Postcode corrected', '1'],
          ['Postcode added', '1'],
          ['Postcode formatted', '1'],
        ]);
        const sample = await tableRows(page, 'test-change-sample');
        expect(sample).toEqual(
          expect.arrayContaining([
            ['Record 8R-0008', 'Postcode corrected', `${planted.wrongPostcode} → ${planted.wrong.postcode}`],
            ['Record 18R-0018', 'Postcode added', `(empty) → ${planted.missing.postcode}`],
            ['Record 48R-0048', 'Postcode formatted', `${planted.unspaced.postcode.replace(' ', '')} → ${planted.unspaced.postcode}`],
          ]),
        );
        // Each cost line says what it counts and why: 200 records charged as the minimum of 1,000.
        const explanations = await page.getByTestId('cost-explanation').allTextContents();
        expect(explanations[0]).toMatch(/^Counts every record of the file: 200, charged as 1,000, the minimum for a job\./);
        expect(explanations[1]).toMatch(/Charged because the test found 20 duplicates in 200 records\.$/);
        expect(explanations[2]).toMatch(/Charged because the test found 1 record on the lists checked in 200 records\.$/);
        expect(await seriousFindings(page)).toEqual([]);

        // The test results download says the same, adding up to the records.
        const testCsv = (await downloaded(page, page.getByRole('button', { name: 'Download the test results' }))).replace(/^\uFEFF/, '');
        expect(testCsv).toContain('What happens to each record,Total,,200,,');
        expect(testCsv).toContain('What happens to each record,Duplicates: flagged,Cleansed file,20,,');

        // Pay by invoice, with a purchase order.
        await page.getByRole('button', { name: 'Pay by invoice' }).click();
        const pay = page.getByRole('dialog', { name: 'Pay by invoice' });
        await pay.getByRole('textbox', { name: 'Name', exact: true }).fill('Olive Owner');
        await pay.getByRole('textbox', { name: 'Company' }).fill('Acme Ltd');
        await pay.getByRole('textbox', { name: 'Address line 1' }).fill('1 Acme Way');
        await pay.getByRole('textbox', { name: 'Town' }).fill('Manchester');
        await pay.getByRole('textbox', { name: 'Postcode' }).fill('M1 1AA');
        await pay.getByRole('textbox', { name: 'Purchase order (optional)' }).fill(purchaseOrder);
        await pay.getByRole('button', { name: 'Pay by invoice' }).click();

        // Full results: the same accounting over the whole file, the costs still there with the invoice.
        await page.getByTestId('full-fates').waitFor({ timeout: 90_000 });
        expect(await page.getByTestId('full-record-counts').textContent()).toBe('200 records read: all 200 records in the cleansed file.');
        expect((await tableRows(page, 'full-fates')).at(-1)).toEqual(['Total', '200']);
        expect(await page.getByTestId('paid-invoice').textContent()).toMatch(
          new RegExp(`^Paid by invoice [0-9A-F]{8} on .+, purchase order ${purchaseOrder}\\. Open the invoice$`),
        );
        expect(await page.getByTestId('cost-total').textContent()).toMatch(/^£\d[\d,]*\.\d\d$/);
        expect(await seriousFindings(page)).toEqual([]);

        // The cleansed file: all 200, each with its own columns, the cleansed address, match level and changes.
        const cleansed = (await downloaded(page, page.getByRole('link', { name: 'Download the cleansed file' }))).trim().split('\r\n');
        expect(cleansed).toHaveLength(201);
        const heading = fields(cleansed[0] ?? '');
        expect(heading).toEqual(
          expect.arrayContaining([
            'Customer Ref',
            'Building',
            'Postcode',
            'Cleansed Building Name',
            'Cleansed Street',
            'Cleansed Postcode',
            'Match Level',
            'Changes',
          ]),
        );
        const record = (ref: string) => {
          const found = cleansed.find((line) => line.startsWith(`${ref},`));
          expect(found, ref).toBeDefined();
          const values = fields(found ?? '');
          return (column: string) => values[heading.indexOf(column)];
        };
        const wrong = record(planted.refOf('wrong postcode'));
        expect([wrong('Postcode'), wrong('Cleansed Postcode'), wrong('Changes'), wrong('Match Level')]).toEqual([
          planted.wrongPostcode,
          planted.wrong.postcode,
          'Postcode corrected',
          'Premise',
        ]);
        const missing = record(planted.refOf('no postcode'));
        expect([missing('Postcode'), missing('Cleansed Postcode'), missing('Changes')]).toEqual(['', planted.missing.postcode, 'Postcode added']);
        const named = record(planted.refOf('building name'));
        expect([named('Building'), named('Cleansed Building Name'), named('Cleansed Street'), named('Match Level'), named('Match Status')]).toEqual([
          planted.named.buildingName,
          planted.named.buildingName,
          planted.named.thoroughfare,
          'Premise',
          'Matched',
        ]);
        const unspaced = record(planted.refOf('unspaced postcode'));
        expect([unspaced('Postcode'), unspaced('Cleansed Postcode'), unspaced('Changes')]).toEqual([
          planted.unspaced.postcode.replace(' ', ''),
          planted.unspaced.postcode,
          'Postcode formatted',
        ]);
        expect(record(planted.refOf('deceased'))('Suppression')).toBe('Deceased');
        expect(record(planted.refOf('unmatched'))('Match Level')).toBe('None');
        // A household: its first member is the parent, the others children of the same group, all kept.
        const household = [planted.rows[2]?.[0], planted.rows[110]?.[0], planted.rows[111]?.[0]].map((ref) => record(ref ?? ''));
        expect(household.map((member) => member('Duplicate Status'))).toEqual(['Parent', 'Child', 'Child']);
        expect(new Set(household.map((member) => member('Duplicate Group'))).size).toBe(1);

        // Reporting → Charges lists the cleanse's invoice with its purchase order.
        await page.goto(portalUrl('/reporting/summary'));
        const charge = page.getByTestId('charge-row').filter({ hasText: name });
        await charge.waitFor();
        const cells = await charge.locator('td').allTextContents();
        expect(cells[1]).toBe('Address cleanse');
        expect(cells[2]).toMatch(new RegExp(`^${name.replace('.', '\\.')}Invoice [0-9A-F]{8} · PO ${purchaseOrder}$`));
        expect(cells[3]).toBe('1,000 records');
        // On a phone each charge is a block of its own, whole on the screen.
        await page.setViewportSize(PHONE);
        const item = page.getByTestId('charge-item').filter({ hasText: name });
        await item.waitFor();
        expect(await item.textContent()).toMatch(
          new RegExp(`Address cleanse£[\\d,.]+${name.replace('.', '\\.')}Invoice [0-9A-F]{8} · PO ${purchaseOrder}1,000 records$`),
        );
        const box = await item.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
      } finally {
        if (fileId && accountId) await deleteFile(accountId, fileId);
        await page.context().close();
      }
    },
  );
});

describe('the address files list', () => {
  /** Boxes that scroll sideways because what they hold is wider than they are, and whether the page itself does. */
  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => {
      const boxes = [...document.querySelectorAll('main *')]
        .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`);
      return { page: document.documentElement.scrollWidth > window.innerWidth, boxes };
    });

  it.each([
    [1280, 800],
    [390, 844],
  ])('fits its page at %i px wide, nothing scrolling sideways', async (width, height) => {
    const page = await signedIn(browser, 'owner@acme.example');
    await page.setViewportSize({ width, height });
    await page.goto(portalUrl('/applications/addresscleanse'));
    await page.getByRole('link', { name: 'customers-2026.csv' }).waitFor();
    await expect.poll(() => sidewaysScroll(page), { timeout: OUTCOME_TIMEOUT }).toEqual({ page: false, boxes: [] });
    await page.context().close();
  });
});
