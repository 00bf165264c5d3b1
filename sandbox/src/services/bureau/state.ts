import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { BureauFile, UserRecord } from '../../seed';
import { seedClock } from '../../seed/clock';
import { royaltyCharges, seedAdminCosts, type AdminCost } from '../../seed/bureau';
import { IdSequence } from '../../store/id-sequence';
import { fileStoreOf, type FileStore } from '../file-server/storage';
import { cleanse, countRecords, fullResultsOf, outputRow, readColumns, testResultsOf } from './cleanse';
import { costsOf, type Costs } from './costs';
import { csvLine, finish, write } from './csv';
import { bureauTestAddresses, ukMatcher } from './matcher';
import { defaultSettings, outputFields, type FileSettings } from './settings';

/** What the bureau keeps of a file besides its seeded record. */
export interface FileExtra {
  size: number;
  settings: FileSettings;
  /** The whole file's records, once counted. */
  counted: Promise<number> | null;
  rowCounted: boolean;
  progress: { processedRecords: number; totalRecords: number | null };
  resultFileServerId: string | null;
  duplicatesFileServerId: string | null;
  /** The costs shown before paying, kept once paid as what the invoice charged. */
  costs: Costs | null;
  /** The invoice the file was paid by, once paid. */
  invoiceToken: string | null;
}

export interface JobTransaction {
  costTypeId: number;
  description: string;
  count: number;
  charge: number;
}

/** What a file's full run was charged (its job charge). */
export interface JobCharge {
  jobId: number;
  accId: number;
  mafId: number;
  totalCharges: number;
  totalRealCharges: number;
  totalCount: number;
  date: number;
  isPostPay: boolean;
  transactions: JobTransaction[];
  /** The file's name when it was charged. */
  fileName: string;
  currency: 'GBP' | 'AUD';
  invoiceNumber: string;
  purchaseOrder: string;
}

export interface Invoice {
  token: string;
  fileId: number;
  fileName: string;
  costs: Costs;
  name: string;
  email: string;
  companyName: string;
  companyAddress: string[];
  country: string;
  backUrl: string;
  paidUrl: string;
  /** The customer's purchase-order reference, '' when none was given. */
  purchaseOrder: string;
  date: number;
}

/** The number an invoice is known by: the first eight characters of its token, upper case. */
export const invoiceNumber = (invoice: Pick<Invoice, 'token'>) => invoice.token.slice(0, 8).toUpperCase();

const states = new WeakMap<object, BureauState>();

export function bureauStateOf(ctx: SandboxContext): BureauState {
  let state = states.get(ctx.store);
  if (!state) {
    state = new BureauState(ctx);
    states.set(ctx.store, state);
  }
  return state;
}

/** The bureau's records: the store's files with what the bureau adds, prices, charges and invoices. */
export class BureauState {
  readonly costs: AdminCost[];
  readonly jobCharges: JobCharge[] = [];
  readonly invoices = new Map<string, Invoice>();
  readonly #extras = new Map<number, FileExtra>();
  readonly files: FileStore;
  /** File ids, and the admin costs' ids: never given twice (store/id-sequence.ts). */
  readonly #fileIds: IdSequence;
  readonly #costIds: IdSequence;

  constructor(private readonly ctx: SandboxContext) {
    this.files = fileStoreOf(ctx.store, 'uk');
    this.costs = seedAdminCosts(seedClock(ctx.now()));
    const fileIds = ctx.store.bureauFiles.map((file) => file.id);
    this.#fileIds = new IdSequence(999, fileIds);
    const costIds = this.costs.map((cost) => cost.costId);
    this.#costIds = new IdSequence(0, costIds);
    for (const file of ctx.store.bureauFiles) this.#seed(file);
    ctx.store.onGroupRemoved((group) => this.#forgetAccount(group.id));
  }

  /** The id for a new admin cost. */
  nextCostId(): number {
    return this.#costIds.next(this.costs.map((cost) => cost.costId));
  }

  /**
   * A deleted account's files go with it: the customer's uploads, test and results, records and
   * files alike. What they were charged (job charges, invoices) stays, as billing history. A file
   * still being cleansed loses its results as soon as the run ends (`#runFull`).
   */
  #forgetAccount(accountId: number): void {
    for (const file of this.ctx.store.bureauFiles.filter((candidate) => candidate.accountId === accountId)) {
      this.delete(file).catch((error: unknown) => console.error('sandbox bureau: deleting a file of a deleted account failed', error));
    }
  }

  get nowSeconds(): number {
    return Math.floor(this.ctx.now() / 1000);
  }

  /**
   * Seeded files are finished, with the settings their results were counted under (the history
   * removed duplicates and deceased and gone-away records), their invoice and job charge; the
   * cleansed file is made on disk when first downloaded.
   */
  #seed(file: BureauFile): void {
    const settings: FileSettings = {
      ...defaultSettings(file.upload.inputFields.length),
      dedupeAction: 'remove',
      suppressions: [
        { suppressionType: 'deceased', action: 'remove' },
        { suppressionType: 'goneaway', action: 'remove' },
        { suppressionType: 'mailpreference', action: 'flag' },
      ],
    };
    const resultId = `${file.upload.fileServerId}-result`;
    const rows = file.fullResults?.outputRecordCount ?? 0;
    const format = { delimiter: file.upload.delimiter, useQuotes: file.upload.useQuotes };
    this.files.seed(resultId, file.name, file.accountId, async (out) => {
      const fieldHeadings = new Map(outputFields.map((field) => [field.id, field.heading]));
      const headings = settings.outputFields.map((field) =>
        field.startsWith('input:') ? (file.upload.inputFields[Number(field.slice(6)) - 1]?.name ?? '') : (fieldHeadings.get(field) ?? field),
      );
      await write(out, csvLine(headings, format));
      const addresses = bureauTestAddresses(Math.min(rows, 2000));
      const matcher = ukMatcher();
      for (let index = 0; index < rows; index += 1) {
        const address = addresses[index % addresses.length];
        if (!address) break;
        const given = [`C-${10001 + index}`, `Customer ${index + 1}`, `${address.premise} ${address.street}`, address.town, address.postcode];
        const outcome = matcher.match(
          { premise: address.premise, street: address.street, town: address.town, postcode: address.postcode },
          settings.addressSettings,
        );
        await write(out, csvLine(outputRow(given, outcome, settings, { duplicate: 'Unique', group: '', flags: [] }), format));
      }
      await finish(out);
    });
    const extra: FileExtra = {
      size: file.upload.rowCount * 64,
      settings,
      counted: Promise.resolve(file.upload.rowCount),
      rowCounted: true,
      progress: { processedRecords: file.upload.rowCount, totalRecords: file.upload.rowCount },
      resultFileServerId: resultId,
      duplicatesFileServerId: null,
      costs: null,
      invoiceToken: null,
    };
    this.#extras.set(file.id, extra);
    if (file.status === 'finished' && file.testResults) {
      const costs = this.costsFor(file, extra, file.upload.rowCount);
      extra.costs = costs;
      const owner = this.ctx.store.users.get(file.creationUserId);
      const invoice: Invoice = {
        token: randomBytes(16).toString('hex'),
        fileId: file.id,
        fileName: file.name,
        costs,
        name: owner?.personalName ?? '',
        email: owner?.email ?? '',
        companyName: owner?.companyName ?? '',
        companyAddress: [owner?.address1 ?? '', owner?.town ?? '', owner?.postcode ?? ''].filter(Boolean),
        country: owner?.country ?? '',
        backUrl: 'http://localhost/',
        paidUrl: 'http://localhost/',
        purchaseOrder: '',
        date: file.updateTimestamp,
      };
      this.invoices.set(invoice.token, invoice);
      extra.invoiceToken = invoice.token;
      this.jobCharges.push(this.#charge(file, costs, invoice));
    }
  }

  extra(file: BureauFile): FileExtra {
    const extra = this.#extras.get(file.id);
    if (!extra) throw new Error(`No bureau record of file ${file.id}`);
    return extra;
  }

  /** A file of an account the caller owns (or staff); 404 for one the account does not have. */
  file(user: UserRecord, accountId: number, fileId: number): BureauFile {
    this.requireOwner(user, accountId);
    const file = this.ctx.store.bureauFiles.find((candidate) => candidate.id === fileId && candidate.accountId === accountId);
    if (!file) throw new HttpError(404, 'No such file');
    return file;
  }

  requireOwner(user: UserRecord, accountId: number): void {
    if (this.ctx.store.getGroup(accountId)?.type !== 'account') throw new HttpError(404, 'Account not found');
    if (!this.ctx.store.mayActFor(user, accountId, 'owner')) throw new HttpError(403, 'Not allowed to use that account');
  }

  filesOf(accountId: number): BureauFile[] {
    return this.ctx.store.bureauFiles.filter((file) => file.accountId === accountId).sort((a, b) => b.createTimestamp - a.createTimestamp || b.id - a.id);
  }

  territoryOf(accountId: number): string {
    return this.ctx.store.getGroup(accountId)?.territory ?? 'uk';
  }

  /** Records an uploaded file: its columns from the test file now, its records counted meanwhile. */
  async create(
    user: UserRecord,
    accountId: number,
    input: { name: string; fileServerId: string; testFileServerId: string; delimiter: string; hasHeader: boolean; useQuotes: boolean },
  ): Promise<BureauFile> {
    const whole = await this.files.complete(input.fileServerId);
    const test = await this.files.complete(input.testFileServerId);
    for (const stored of [whole, test]) {
      if (!stored || (stored.userId !== user.id && stored.accountId !== accountId)) throw new HttpError(404, 'No such uploaded file: end its upload first');
    }
    if (!whole || !test) throw new HttpError(404, 'No such uploaded file');
    whole.accountId = accountId;
    test.accountId = accountId;
    const format = { delimiter: input.delimiter, useQuotes: input.useQuotes, hasHeader: input.hasHeader };
    const inputFields = await readColumns(this.files.read(test), format);
    const testRowCount = await countRecords(this.files.read(test), format);
    if (testRowCount === 0) throw new HttpError(400, 'The test file holds no records');
    const now = this.nowSeconds;
    const file: BureauFile = {
      id: this.#fileIds.next(this.ctx.store.bureauFiles.map((held) => held.id)),
      accountId,
      name: input.name,
      status: 'uploaded',
      upload: {
        delimiter: input.delimiter,
        fileServerId: whole.id,
        hasHeader: input.hasHeader,
        inputFields,
        mafId: 1,
        name: input.name,
        rowCount: 0,
        testFileServerId: test.id,
        testRowCount,
        usePAF: true,
        useQuotes: input.useQuotes,
        templateFileId: null,
      },
      testResults: null,
      fullResults: null,
      creationUserId: user.id,
      createTimestamp: now,
      updateTimestamp: now,
    };
    const extra: FileExtra = {
      size: whole.size,
      settings: defaultSettings(inputFields.length),
      counted: null,
      rowCounted: false,
      progress: { processedRecords: 0, totalRecords: null },
      resultFileServerId: null,
      duplicatesFileServerId: null,
      costs: null,
      invoiceToken: null,
    };
    // Counted in the background: a large file takes a while, and the mapping screen comes first.
    extra.counted = countRecords(this.files.read(whole), format).then((rows) => {
      file.upload.rowCount = rows;
      extra.rowCounted = true;
      return rows;
    });
    extra.counted.catch((error: unknown) => console.error('sandbox bureau: counting failed', error));
    this.ctx.store.bureauFiles.push(file);
    this.#extras.set(file.id, extra);
    return file;
  }

  touch(file: BureauFile): void {
    file.updateTimestamp = this.nowSeconds;
  }

  async delete(file: BureauFile): Promise<void> {
    const extra = this.extra(file);
    const index = this.ctx.store.bureauFiles.indexOf(file);
    if (index >= 0) this.ctx.store.bureauFiles.splice(index, 1);
    this.#extras.delete(file.id);
    for (const id of [file.upload.fileServerId, file.upload.testFileServerId, extra.resultFileServerId, extra.duplicatesFileServerId]) {
      if (id) await this.files.delete(id);
    }
  }

  /** The test run over the test file; its results replace any earlier ones. */
  async runTest(file: BureauFile): Promise<void> {
    const extra = this.extra(file);
    const test = await this.files.complete(file.upload.testFileServerId);
    if (!test) throw new HttpError(409, "The file's test file is gone");
    extra.progress = { processedRecords: 0, totalRecords: file.upload.testRowCount };
    const counts = await cleanse(
      () => this.files.read(test),
      this.#cleanseInput(file, extra),
      {},
      (records) => {
        extra.progress.processedRecords = records;
      },
    );
    file.testResults = testResultsOf(counts, extra.settings);
    extra.costs = null;
    file.status = 'tested';
    this.touch(file);
  }

  #cleanseInput(file: BureauFile, extra: FileExtra) {
    const { delimiter, useQuotes, hasHeader, inputFields } = file.upload;
    return { delimiter, useQuotes, hasHeader, inputFields, settings: extra.settings };
  }

  costsFor(file: BureauFile, extra: FileExtra, rowCount: number): Costs {
    const results = file.testResults;
    const sum = (stats: readonly { description: string; count: number }[] | undefined, pick: (description: string) => boolean) =>
      (stats ?? []).filter((stat) => pick(stat.description)).reduce((total, stat) => total + stat.count, 0);
    return costsOf({
      costs: this.costs,
      territory: this.territoryOf(file.accountId),
      settings: extra.settings,
      rowCount,
      testRecords: results?.recordCount ?? 0,
      testMatches: {
        1: sum(results?.codingStats, (description) => description !== 'Unmatched'),
        2: sum(results?.dedupeStats, (description) => description === 'Child'),
        3: sum(results?.suppressionStats, () => true),
      },
      nowSeconds: this.nowSeconds,
    });
  }

  /** The invoice a file was paid by; undefined before it is paid. */
  invoiceOf(file: BureauFile): Invoice | undefined {
    const token = this.extra(file).invoiceToken;
    return token ? this.invoices.get(token) : undefined;
  }

  /** Pays by invoice: an invoice page, a post-pay job charge, and the full run started at once. */
  async pay(file: BureauFile, payer: Omit<Invoice, 'token' | 'fileId' | 'fileName' | 'costs' | 'date'>): Promise<Invoice> {
    const extra = this.extra(file);
    const rows = await (extra.counted ?? Promise.resolve(0));
    const costs = extra.costs ?? this.costsFor(file, extra, rows);
    extra.costs = costs;
    const invoice: Invoice = { ...payer, token: randomBytes(16).toString('hex'), fileId: file.id, fileName: file.name, costs, date: this.nowSeconds };
    this.invoices.set(invoice.token, invoice);
    extra.invoiceToken = invoice.token;
    this.jobCharges.push(this.#charge(file, costs, invoice));
    file.status = 'paid';
    this.touch(file);
    void this.#runFull(file, extra, rows);
    return invoice;
  }

  #charge(file: BureauFile, costs: Costs, invoice: Invoice): JobCharge {
    return {
      jobId: file.id,
      accId: file.accountId,
      mafId: this.extra(file).settings.mafId,
      totalCharges: costs.total,
      totalRealCharges: costs.realTotal,
      totalCount: Math.max(0, ...costs.lines.map((line) => line.recordCount)),
      date: invoice.date,
      isPostPay: true,
      transactions: costs.lines.map((line) => ({ costTypeId: line.costTypeId, description: line.description, count: line.recordCount, charge: line.total })),
      fileName: file.name,
      currency: costs.currency,
      invoiceNumber: invoiceNumber(invoice),
      purchaseOrder: invoice.purchaseOrder,
    };
  }

  async #runFull(file: BureauFile, extra: FileExtra, rows: number): Promise<void> {
    /** The files the run makes, to delete should the file be deleted (with its account) while it runs. */
    const made: string[] = [];
    const deleted = () => !this.ctx.store.bureauFiles.includes(file);
    try {
      const whole = await this.files.complete(file.upload.fileServerId);
      if (!whole) throw new Error(`The file of ${file.id} is gone`);
      file.status = 'processing';
      extra.progress = { processedRecords: 0, totalRecords: rows };
      const output = this.files.create(`cleansed-${file.name}`, file.creationUserId);
      made.push(output.id);
      const separate = extra.settings.dedupeAction === 'remove' && extra.settings.dedupeSeparateFile;
      const duplicates = separate ? this.files.create(`duplicates-${file.name}`, file.creationUserId) : undefined;
      if (duplicates) made.push(duplicates.id);
      const counts = await cleanse(
        () => this.files.read(whole),
        this.#cleanseInput(file, extra),
        { output: output.stream, duplicates: duplicates?.stream },
        (records) => {
          extra.progress.processedRecords = records;
        },
      );
      await finish(output.stream);
      if (duplicates) await finish(duplicates.stream);
      for (const result of [await output.done, duplicates ? await duplicates.done : undefined]) if (result) result.accountId = file.accountId;
      if (deleted()) {
        for (const id of made) await this.files.delete(id);
        return;
      }
      extra.resultFileServerId = output.id;
      extra.duplicatesFileServerId = duplicates?.id ?? null;
      file.fullResults = fullResultsOf(counts, extra.settings);
      file.status = 'finished';
      this.touch(file);
    } catch (error) {
      if (deleted()) {
        // Its input went from under it: nothing failed that anyone will ask about.
        for (const id of made) await this.files.delete(id).catch(() => undefined);
        return;
      }
      console.error('sandbox bureau: the full run failed', error);
      file.status = 'costed';
    }
  }

  royaltyCharges() {
    return royaltyCharges.map((charge) => ({ ...charge, mafName: this.ctx.store.mafs.find((maf) => maf.mafId === charge.mafId)?.mafName ?? '' }));
  }
}
