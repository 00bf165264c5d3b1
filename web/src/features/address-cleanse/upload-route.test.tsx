import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as route from './upload-route';
import { fakeGateway, renderRoute } from './test-support';
import { readBytes } from './upload/chunks';
import { FetchBackedXhr } from '../../test/fetch-backed-xhr';

interface Sent {
  step: string;
  query: Record<string, string>;
  body?: Uint8Array;
}

/**
 * The gateway's upload routes, in memory: what was sent, in order; `hold` keeps chunk answers back,
 * `drop` fails the sends of one chunk of the first upload so many times, as a dropped connection.
 */
function uploadRoutes(options: { refuseEnd?: string; hold?: Promise<void>; drop?: { idx: string; times: number } } = {}) {
  const sent: Sent[] = [];
  let uploads = 0;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  // Chunks go by XMLHttpRequest, for their upload progress: this one hands them to the fetch below.
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://portal.test');
      const step = url.pathname.split('/').at(-1) ?? '';
      const entry: Sent = { step, query: Object.fromEntries(url.searchParams), body: undefined };
      sent.push(entry);
      // A chunk goes as the file's Blob slice: read back what it holds (jsdom's Blob has no arrayBuffer()).
      if (init.body) entry.body = await readBytes(init.body as Blob);
      if (step === 'begin') return json({ fileId: `upload-${++uploads}` });
      if (step === 'chunk') {
        const drop = options.drop;
        if (drop && drop.times > 0 && url.searchParams.get('fileId') === 'upload-1' && url.searchParams.get('idx') === drop.idx) {
          drop.times--;
          throw new TypeError('Failed to fetch');
        }
        await options.hold;
        return json({ received: 1 });
      }
      if (step === 'end' && options.refuseEnd) return json({ code: 'BAD_REQUEST', msg: options.refuseEnd }, 400);
      return json({ fileId: url.searchParams.get('fileId') });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const csv = ['Ref;Name;Address;Postcode', ...Array.from({ length: 400 }, (_, i) => `C${i};Person ${i};${i + 1} High St;LS1 4AP`)].join('\n') + '\n';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function bureau() {
  return fakeGateway(({ operationName, variables }) => {
    if (operationName === 'CreateBureauFile')
      return { data: { createBureauFile: { __typename: 'BureauFile', id: '77', name: (variables.input as { name: string }).name, status: 'uploaded' } } };
    throw new Error(operationName);
  });
}

async function choose(text: string | Uint8Array<ArrayBuffer>, name = 'people.csv') {
  const user = userEvent.setup();
  await user.upload(screen.getByTestId('address-cleanse-file-input'), new File([text], name, { type: 'text/csv' }));
  return user;
}

const open = (client: ReturnType<typeof bureau>['client']) =>
  renderRoute(route, { client, pattern: '/applications/addresscleanse/upload', url: '/applications/addresscleanse/upload' });

describe('uploading an address file', () => {
  it('reads the format, sends the file and its 300-record sample with their hashes, records it and goes on to mapping', async () => {
    const sent = uploadRoutes();
    const gateway = bureau();
    await open(gateway.client);
    await choose(csv);
    expect((await screen.findByRole('combobox', { name: 'Delimiter' })).textContent).toBe('Semicolon');
    expect(
      within(screen.getByRole('table', { name: "The file's first rows" }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ref', 'Name', 'Address', 'Postcode']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('/applications/addresscleanse/file/77/updatefields')).toBeTruthy();

    const sample = csv.split('\n').slice(0, 301).join('\n') + '\n';
    expect(sent.map((s) => s.step)).toEqual(['begin', 'chunk', 'end', 'begin', 'chunk', 'end']);
    expect(sent[0]?.query).toEqual({ accountId: '103', filePrefix: 'people.csv' });
    expect(sent[1]?.query).toEqual({ accountId: '103', fileId: 'upload-1', idx: '0' });
    expect(sent[2]?.query.hash).toBe(sha(csv));
    expect(new TextDecoder().decode(sent[4]?.body)).toBe(sample);
    expect(sent[5]?.query.hash).toBe(sha(sample));
    expect(gateway.of('CreateBureauFile')[0]?.variables).toEqual({
      accountId: '103',
      input: { name: 'people.csv', fileServerId: 'upload-1', testFileServerId: 'upload-2', delimiter: ';', useQuotes: false, hasHeader: true },
    });
  });

  it('names a blank heading, and a filled column past the headings, as the field mapping will: Column n', async () => {
    await open(bureau().client);
    await choose('Ref,,Town,Postcode\r\nR1,Ann,Leeds,LS1 1AA,07700 900123\r\nR2,Bob,York,YO1 7HH\r\nR3,Cy,Hull,HU1 1AA\r\n');
    expect(
      within(await screen.findByRole('table', { name: "The file's first rows" }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ref', 'Column 2', 'Town', 'Postcode', 'Column 5']);
    // The records without a fifth field have it empty, so the table's rows are as wide as its headings.
    expect(
      within(screen.getByRole('table', { name: "The file's first rows" }))
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([[], ['R1', 'Ann', 'Leeds', 'LS1 1AA', '07700 900123'], ['R2', 'Bob', 'York', 'YO1 7HH', ''], ['R3', 'Cy', 'Hull', 'HU1 1AA', '']]);
  });

  it('shows a line break inside a quoted field as a break in the preview, not as a space joining the two lines', async () => {
    await open(bureau().client);
    await choose('Name,Address,Town,Postcode\r\n"Smith, Ann","1 High Street\r\nFlat 2",Leeds,LS1 1AA\r\nBob Jones,2 Mill Lane,York,YO1 7HH\r\n');
    const table = await screen.findByRole('table', { name: "The file's first rows" });
    const cell = within(table).getByText((_, element) => element?.tagName === 'TD' && element.textContent === '1 High StreetFlat 2');
    expect(cell.querySelectorAll('br')).toHaveLength(1);
    expect(within(table).getByText('Smith, Ann')).toBeTruthy();
  });

  it('leaves out an Excel sep=; line: the delimiter it names, headings from the next line, the rest sent with its byte order mark', async () => {
    const sent = uploadRoutes();
    const gateway = bureau();
    await open(gateway.client);
    const records = `\uFEFF${csv.replaceAll('\n', '\r\n')}`;
    await choose(`\uFEFFsep=;\r\n${records.slice(1)}`);
    expect((await screen.findByRole('combobox', { name: 'Delimiter' })).textContent).toBe('Semicolon');
    expect(
      screen.getByText(
        "The file's first line only tells spreadsheet programs such as Excel that its delimiter is a semicolon, so it is left out of the upload.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'First line holds the column headings' })).toHaveProperty('checked', true);
    expect(
      within(screen.getByRole('table', { name: "The file's first rows" }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ref', 'Name', 'Address', 'Postcode']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('/applications/addresscleanse/file/77/updatefields')).toBeTruthy();

    const decode = (bytes?: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(decode(sent[1]?.body)).toBe(records);
    expect(sent[2]?.query.hash).toBe(sha(records));
    const sample = records.split('\r\n').slice(0, 301).join('\r\n').slice(1) + '\r\n';
    expect(decode(sent[4]?.body)).toBe(sample);
    expect(gateway.of('CreateBureauFile')[0]?.variables).toMatchObject({ input: { delimiter: ';', hasHeader: true } });
  });

  it('says a file of a byte order mark and blank lines is empty, not that it has no rows after headings it does not have', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    // Excel's "CSV UTF-8" of an empty sheet, with the blank lines of cells once filled.
    await choose(Uint8Array.of(0xef, 0xbb, 0xbf, ...new TextEncoder().encode(',,,\r\n,,,\r\n')), 'addresses.csv');
    expect((await screen.findByRole('alert')).textContent).toBe('This file is empty. Choose a file with a row for each address.');
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(0);
  });

  it('says a file of headings alone has no rows before anything is sent, and uploads once the first line is a record', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    const user = await choose('Ref,Name,Address,Postcode\r\n\r\n');
    expect((await screen.findByRole('alert')).textContent).toBe('This file has no rows of addresses after its headings.');
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: 'First line holds the column headings' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);
    expect(sent).toHaveLength(0);
  });

  it('reads a DOS end-of-file marker (Ctrl-Z) ending the file as no record: not in the preview nor the sample, the file sent as it is', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    // Headings and the marker alone: no rows after the headings, before anything is sent.
    await choose('Ref,Name,Address,Postcode\r\n\u001A');
    expect((await screen.findByRole('alert')).textContent).toBe('This file has no rows of addresses after its headings.');
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);

    const records = 'Ref,Name,Address,Postcode\r\nC1,Ann,1 High St,LS1 4AP\r\nC2,Tom,2 High St,LS1 4AP\r\n';
    const user = await choose(`${records}\u001A`);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const table = screen.getByRole('table', { name: "The file's first rows" });
    // The headings and the two records.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).not.toContain('\u001A');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('/applications/addresscleanse/file/77/updatefields')).toBeTruthy();
    expect(sent[2]?.query.hash).toBe(sha(`${records}\u001A`));
    expect(new TextDecoder().decode(sent[4]?.body)).toBe(records);
  });

  it('shows the file server’s refusal in its words and records nothing', async () => {
    uploadRoutes({ refuseEnd: "The file's SHA-256 does not match the one sent: the upload was damaged, send it again" });
    const gateway = bureau();
    await open(gateway.client);
    await choose(csv);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Failed to upload the file: The file's SHA-256 does not match the one sent: the upload was damaged, send it again",
    );
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(gateway.of('CreateBureauFile')).toHaveLength(0);
  });

  it('cancels under the overlay, telling the file server to drop what it has', async () => {
    let release: () => void = () => {};
    const sent = uploadRoutes({ hold: new Promise((resolve) => (release = resolve)) });
    await open(bureau().client);
    await choose(csv);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const overlay = await screen.findByRole('dialog', { name: 'Uploading file...' });
    // Read before or after the first chunk has gone out (the stand-in XMLHttpRequest counts it sent
    // at once, its answer held), as the test's turns fall: either way the file's progress, not yet
    // done. The first "0 bytes of" is use-file-upload.test.tsx's.
    expect(within(overlay).getByTestId('upload-progress').textContent).toMatch(/^[\d.]+ (bytes|KB) of [\d.]+ KB \((\d|[1-9]\d)%\)/);
    await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));
    release();
    expect(await screen.findByText('The upload was cancelled. Nothing of it was kept.')).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.step)).toContain('cancel'));
  });

  it('has the browser ask before the tab is closed or reloaded while the file is sent, and not before or after', async () => {
    let release: () => void = () => {};
    uploadRoutes({ hold: new Promise((resolve) => (release = resolve)) });
    await open(bureau().client);
    /** Whether the page asks to stay when the tab is about to close, as the browser finds out. */
    const asksToStay = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    await choose(csv);
    expect(asksToStay()).toBe(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await screen.findByRole('dialog', { name: 'Uploading file...' });
    expect(asksToStay()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    await screen.findByText('The upload was cancelled. Nothing of it was kept.');
    expect(asksToStay()).toBe(false);
  });

  it('cancels an upload the customer leaves mid-way, telling the file server to drop it and recording nothing', async () => {
    let release: () => void = () => {};
    const sent = uploadRoutes({ hold: new Promise((resolve) => (release = resolve)) });
    const gateway = bureau();
    const { unmount } = await open(gateway.client);
    await choose(csv);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upload' }));
    await screen.findByRole('dialog', { name: 'Uploading file...' });
    await waitFor(() => expect(sent.map((s) => s.step)).toContain('chunk'));
    unmount();
    release();
    await waitFor(() => expect(sent.map((s) => s.step)).toContain('cancel'));
    expect(sent.map((s) => s.step)).not.toContain('end');
    expect(gateway.of('CreateBureauFile')).toEqual([]);
  });

  it('refuses an Excel workbook renamed .csv, saying how to save it as CSV, before sending anything', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    await choose(Uint8Array.of(0x50, 0x4b, 3, 4, 0, 0, 0, ...new TextEncoder().encode('[Content_Types].xml')), 'customers.csv');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is a spreadsheet workbook (such as an Excel .xlsx or .xls file), not a CSV file, whatever its name says. Open it in Excel, save it with File, Save As, CSV UTF-8 (Comma delimited), and choose the saved file.',
    );
    expect(sent).toHaveLength(0);
  });

  it('refuses a file saved as Windows text, whose accents would be changed, before sending anything', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    // "Café" with é as the one byte 0xE9 of Windows-1252.
    await choose(Uint8Array.of(...new TextEncoder().encode('Ref,Name\r\nR1,Caf'), 0xe9, 0x0d, 0x0a), 'people.csv');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again. The first character that is not UTF-8 is in record 1 (“R1”), 16 bytes into the file.',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('places the byte that is not UTF-8 in the file as chosen, an Excel sep= line before its headings counted', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    await choose(Uint8Array.of(...new TextEncoder().encode('sep=;\r\nRef;Name\r\nR1;Caf'), 0xe9, 0x0d, 0x0a), 'people.csv');
    // 7 bytes of "sep=;\r\n" (not sent), 10 of headings and 6 of "R1;Caf".
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again. The first character that is not UTF-8 is in record 1 (“R1”), 23 bytes into the file.',
    );
    expect(sent).toHaveLength(0);
  });

  it('refuses a file saved as UTF-16 text in those words, not as a file that is not text', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    // Excel's "Unicode Text": UTF-16, little end first, after its byte order mark.
    const text = 'Ref\tName\r\nR1\tAnn\r\n';
    await choose(Uint8Array.of(0xff, 0xfe, ...[...text].flatMap((character) => [character.charCodeAt(0), 0])), 'people.txt');
    expect((await screen.findByRole('alert')).textContent).toBe('This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.');
    expect(sent).toHaveLength(0);
  });

  it('says with the preview which record has a field too many, with Upload disabled, and uploads once the quoting is corrected', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    const lines = [
      'Ref,Name,Address,Postcode',
      'C1,Ann Lee,1 High St,LS1 4AP',
      'C2,Jo Smith,2 High St,LS1 4AP',
      'C3,Al Khan,3 High St,LS1 4AP',
      'C4,Tom Brown,Flat 2, 5 Mill Lane,OX1 1AA',
    ];
    const user = await choose(`${lines.join('\n')}\n`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Record 4 (“C4”) has 5 fields where the headings have 4, so what is past the first 4 would be lost. A field that holds the delimiter must be in double quotes, and “Fields may be in double quotes” ticked.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(0);

    lines[4] = 'C4,Tom Brown,"Flat 2, 5 Mill Lane",OX1 1AA';
    await choose(`${lines.join('\n')}\n`);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    // Both uploads ended and the file recorded: nothing of this test is still sending when the next begins.
    expect(await screen.findByText('/applications/addresscleanse/file/77/updatefields')).toBeTruthy();
    expect(sent.filter((s) => s.step === 'end')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says with the preview which record has a stray quote, with Upload disabled until a corrected file is chosen', async () => {
    const sent = uploadRoutes();
    await open(bureau().client);
    const lines = [
      'Ref,Name,Address,Postcode',
      'C1,Ann Lee,1 High St,LS1 4AP',
      'C2,Jo Smith,"2 High St,LS1 4AP',
      'C3,Al Khan,3 High St,LS1 4AP',
      'C4,Tom Brown,4 High St,LS1 4AP',
    ];
    const user = await choose(`${lines.join('\n')}\n`);
    // The words the check of what is sent uses (upload/file-content.ts), before Upload is pressed.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Record 2 (“C2”) has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(0);

    lines[2] = 'C2,Jo Smith,"2 High St",LS1 4AP';
    await choose(`${lines.join('\n')}\n`);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('/applications/addresscleanse/file/77/updatefields')).toBeTruthy();
    expect(sent.filter((s) => s.step === 'end')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('checking every chunk of a large file as it is sent', () => {
  // Chunks of 30,000 bytes: the records of about 140 KB of people go in five.
  const chunkBytes = 30_000;
  const person = (i: number, address = `${i} High St`) => `C${i},Person ${i},${address},LS1 4AP\r\n`;
  const people = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => person(from + i)).join('');
  /** A file whose record 5 is quoted (so quoting is detected on) with `middle` after record 2199: in chunk 3. */
  const file = (middle: string | number[]) => {
    const start = new TextEncoder().encode(`Ref,Name,Address,Postcode\r\n${people(1, 4)}${person(5, '"Flat 2, 5 Mill Lane"')}${people(6, 2199)}`);
    expect(Math.floor(start.length / chunkBytes)).toBe(2);
    const inMiddle = typeof middle === 'string' ? new TextEncoder().encode(middle) : Uint8Array.from(middle);
    return new Uint8Array([...start, ...inMiddle, ...new TextEncoder().encode(people(2201, 4000))]);
  };
  const openLarge = (client: ReturnType<typeof bureau>['client']) =>
    renderRoute(
      { Component: () => <route.UploadScreen chunkBytes={chunkBytes} retryDelayMs={() => 0} /> },
      {
        client,
        pattern: '/applications/addresscleanse/upload',
        url: '/applications/addresscleanse/upload',
      },
    );

  it.each([
    [
      'a Latin-1 é (the one byte 0xE9) in chunk 3 of a file otherwise saved as UTF-8',
      [...new TextEncoder().encode('C2200,Ren'), 0xe9, ...new TextEncoder().encode(' Dupont,2200 High St,LS1 4AP\r\n')],
      // Where: 27 bytes of headings, 84,651 of records 1 to 2199 (record 5's quoted address 12 longer), 9 of "C2200,Ren".
      'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again. The first character that is not UTF-8 is in record 2200 (“C2200”), 84,687 bytes into the file.',
    ],
    [
      'a stray quote in chunk 3',
      'C2200,"Old Mill,2200 High St,LS1 4AP\r\n',
      'Record 2200 (“C2200”) has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
  ])('refuses %s in the first chunk’s words, before the upload ends, leaving nothing made', async (_, middle, problem) => {
    const sent = uploadRoutes();
    const gateway = bureau();
    await openLarge(gateway.client);
    const user = await choose(file(middle));
    expect(await screen.findByRole('checkbox', { name: 'Fields may be in double quotes' })).toHaveProperty('checked', true);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(problem);
    expect(screen.queryByRole('dialog', { name: 'Uploading file...' })).toBeNull();
    // Chunks 1 and 2 went, and perhaps some of chunk 3 as it was checked; what the file server holds is dropped.
    await waitFor(() => expect(sent.map((s) => s.step).at(-1)).toBe('cancel'));
    expect(sent.filter((s) => s.step === 'chunk').map((s) => s.query.idx)).toEqual(['0', '1', '2']);
    expect(sent.filter((s) => s.step !== 'chunk').map((s) => [s.step, s.query.fileId ?? s.query.filePrefix])).toEqual([
      ['begin', 'people.csv'],
      ['cancel', 'upload-1'],
    ]);
    expect(gateway.of('CreateBureauFile')).toHaveLength(0);
    // As with a refusal of the first chunk: the same file could only be sent again to be refused again.
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
  });

  it.each([
    [
      'a Latin-1 é in chunk 3, which no format mends',
      [...new TextEncoder().encode('C2200,Ren'), 0xe9, ...new TextEncoder().encode(' Dupont,2200 High St,LS1 4AP\r\n')],
      false,
    ],
    ['a stray quote in chunk 3, which another format may read whole', 'C2200,"Old Mill,2200 High St,LS1 4AP\r\n', true],
  ])('keeps Upload disabled after refusing %s, sending nothing again, until another file is chosen', async (_, middle, formatMends) => {
    const sent = uploadRoutes();
    await openLarge(bureau().client);
    const user = await choose(file(middle));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const refusal = (await screen.findByRole('alert')).textContent;
    await waitFor(() => expect(sent.map((s) => s.step).at(-1)).toBe('cancel'));
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toHaveProperty('disabled', true);
    // Pressed all the same (MUI gives a disabled button no pointer events, which user-event honours).
    fireEvent.click(upload);
    expect(sent.filter((s) => s.step === 'begin')).toHaveLength(1);

    // Another format: quoting cleared and ticked again, so that the preview reads the file as before.
    const quotes = screen.getByRole('checkbox', { name: 'Fields may be in double quotes' });
    await user.click(quotes);
    await user.click(quotes);
    expect(quotes).toHaveProperty('checked', true);
    if (formatMends) {
      // The records' refusal was of the format before: this one is checked afresh as the file is sent.
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);
    } else {
      // The bytes that are not UTF-8 are there whatever the format.
      expect(screen.getByRole('alert').textContent).toBe(refusal);
      expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    }

    // Another file: the refusal was of the one before.
    await choose(file(people(2200, 2200)));
    await screen.findByRole('checkbox', { name: 'Fields may be in double quotes' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);
    expect(sent.filter((s) => s.step === 'begin')).toHaveLength(1);
  });

  it('places a later chunk’s byte that is not UTF-8 in the customer’s own file, its sep= line counted, though that line is not sent', async () => {
    const sent = uploadRoutes();
    await openLarge(bureau().client);
    const user = await choose(new Uint8Array([...new TextEncoder().encode('sep=,\r\n'), ...file([...new TextEncoder().encode('C2200,Ren'), 0xe9])]));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    // 7 bytes of "sep=,\r\n", then the 84,687 the same file without it has before the é. (The other
    // alert is the note that the sep= line names the delimiter.)
    expect(
      await screen.findByText(
        'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again. The first character that is not UTF-8 is in record 2200 (“C2200”), 84,694 bytes into the file.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.step).at(-1)).toBe('cancel'));
  });

  it('uploads a large file whose quoted field runs from chunk 2 into chunk 3, resuming it after a dropped connection', async () => {
    // A record long enough to put the opening quote of C2200's field 3 bytes before chunk 2 ends.
    const start = `Ref,Name,Address,Postcode\r\n${people(1, 4)}${person(5, '"Flat 2, 5 Mill Lane"')}${people(6, 1400)}`;
    const filler = 2 * chunkBytes - 3 - start.length - 'C2200,'.length - 'C1401,,1 High St,LS1 4AP\r\n'.length;
    const text = `${start}C1401,${'x'.repeat(filler)},1 High St,LS1 4AP\r\nC2200,"Flat 1\r\nThe Old Mill",LS1 4AP\r\n${people(2201, 4000)}`;
    expect(text.indexOf('"Flat 1')).toBe(2 * chunkBytes - 3);
    const wholeFile = new TextEncoder().encode(text);
    const sent = uploadRoutes({ drop: { idx: '2', times: 5 } });
    const gateway = bureau();
    await openLarge(gateway.client);
    const user = await choose(wholeFile);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('/applications/addresscleanse/file/77/updatefields')).toBeTruthy();
    // Chunk 3 failed five times, then went again on Resume, read again but neither hashed nor checked twice.
    expect(sent.filter((s) => s.step === 'chunk' && s.query.fileId === 'upload-1').map((s) => s.query.idx)).toEqual([
      '0',
      '1',
      ...Array(6).fill('2'),
      '3',
      '4',
    ]);
    expect(sent.find((s) => s.step === 'end')?.query.hash).toBe(createHash('sha256').update(wholeFile).digest('hex'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
