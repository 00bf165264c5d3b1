import { z } from 'zod';
import type { ServiceClient } from '../upstream/service';
import {
  upstreamAdminCost,
  upstreamBureauFile,
  upstreamCosts,
  upstreamCostType,
  upstreamFullResults,
  upstreamInputFields,
  upstreamJobCharge,
  upstreamMaf,
  upstreamOption,
  upstreamResultFileIds,
  upstreamRoyaltyCharge,
  upstreamStats,
  upstreamSuppressionSettings,
  upstreamTestResults,
  type UpstreamAdminCost,
  type UpstreamSettingsChange,
} from './types';

const ok = z.unknown();

/** The calls that keep one part of a file's properties each. */
type SettingsPart =
  | '/files/mafsettings'
  | '/files/addresssettings'
  | '/files/dedupesettings'
  | '/files/dedupeseparatefile'
  | '/files/suppressionsettings'
  | '/files/outputgroups';

/**
 * The bureau's calls, made for one caller. Ids are passed as the digits the service expects. A
 * file changes under the caller's feet while it is processed, so file reads are never cached.
 */
export class BureauClient {
  constructor(private readonly http: ServiceClient) {}

  listFiles(accountId: string) {
    return this.http.request({
      action: 'load the address files',
      method: 'GET',
      path: '/files',
      query: { accountId },
      answer: z.array(upstreamBureauFile),
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  getFile(accountId: string, fileId: string, action = 'load the address file') {
    return this.http.request({
      action,
      method: 'GET',
      path: '/files',
      query: { accountId, fileId },
      answer: upstreamBureauFile,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  createFile(
    accountId: string,
    body: { name: string; fileServerId: string; testFileServerId: string; delimiter: string; hasHeader: boolean; useQuotes: boolean },
  ) {
    return this.http.request({
      action: 'record the uploaded file',
      method: 'POST',
      path: '/files',
      query: { accountId },
      body,
      answer: upstreamBureauFile,
      auth: { kind: 'bearer' },
    });
  }

  renameFile(accountId: string, fileId: string, name: string) {
    return this.http.request({
      action: 'rename the file',
      method: 'PUT',
      path: '/files',
      query: { accountId, fileId },
      body: { name },
      answer: upstreamBureauFile,
      auth: { kind: 'bearer' },
    });
  }

  deleteFile(accountId: string, fileId: string) {
    return this.http.request({
      action: 'delete the file',
      method: 'DELETE',
      path: '/files',
      query: { accountId, fileId },
      answer: ok,
      auth: { kind: 'bearer' },
    });
  }

  updateInputFields(
    accountId: string,
    fileId: string,
    inputFields: { inputOrder: number; mappingType: string; mappingOrder: number }[],
    templateFileId: number | null,
  ) {
    return this.http.request({
      action: "map the file's fields",
      method: 'PUT',
      path: '/files/inputfields',
      query: { accountId, fileId },
      body: { inputFields, templateFileId },
      answer: upstreamBureauFile,
      auth: { kind: 'bearer' },
    });
  }

  /** A file's columns and how they are mapped, for a file whose record leaves them out. */
  inputFields(accountId: string, fileId: string) {
    return this.http.request({
      action: "load the file's fields",
      method: 'GET',
      path: '/files/inputfields',
      query: { accountId, fileId },
      answer: upstreamInputFields,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  /** A file's suppression choices, for a file whose record leaves them out. */
  suppressionSettings(accountId: string, fileId: string) {
    return this.http.request({
      action: "load the file's properties",
      method: 'GET',
      path: '/files/suppressionsettings',
      query: { accountId, fileId },
      answer: upstreamSuppressionSettings,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  /** The properties screen's settings, one call per part as the bureau keeps them. */
  async updateSettings(accountId: string, fileId: string, settings: UpstreamSettingsChange): Promise<void> {
    await this.#saveSettingsPart(accountId, fileId, '/files/mafsettings', { mafId: settings.mafId });
    await this.#saveSettingsPart(accountId, fileId, '/files/addresssettings', settings.addressSettings);
    await this.#saveSettingsPart(accountId, fileId, '/files/dedupesettings', { dedupeLevel: settings.dedupeLevel, dedupeAction: settings.dedupeAction });
    await this.#saveSettingsPart(accountId, fileId, '/files/dedupeseparatefile', { dedupeSeparateFile: settings.dedupeSeparateFile });
    await this.#saveSettingsPart(accountId, fileId, '/files/suppressionsettings', { suppressions: settings.suppressions });
    await this.#saveSettingsPart(accountId, fileId, '/files/outputgroups', { outputGroups: settings.outputGroups, outputFields: settings.outputFields });
  }

  async #saveSettingsPart(accountId: string, fileId: string, path: SettingsPart, body: unknown): Promise<void> {
    await this.http.request({
      action: "save the file's properties",
      method: 'PUT',
      path,
      query: { accountId, fileId },
      body,
      answer: ok,
      auth: { kind: 'bearer' },
    });
  }

  createTestResults(accountId: string, fileId: string) {
    return this.http.request({
      action: 'test the file',
      method: 'POST',
      path: '/files/createresults',
      query: { accountId, fileId },
      answer: upstreamBureauFile,
      auth: { kind: 'bearer' },
    });
  }

  testResults(accountId: string, fileId: string) {
    return this.http.request({
      action: 'load the test results',
      method: 'GET',
      path: '/files/testresults',
      query: { accountId, fileId },
      answer: upstreamTestResults,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  fullResults(accountId: string, fileId: string) {
    return this.http.request({
      action: 'load the full results',
      method: 'GET',
      path: '/files/results',
      query: { accountId, fileId },
      answer: upstreamFullResults,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  costs(accountId: string, fileId: string) {
    return this.http.request({
      action: 'load the costs',
      method: 'GET',
      path: '/files/results/costs',
      query: { accountId, fileId },
      answer: upstreamCosts,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  pay(accountId: string, fileId: string, body: Record<string, unknown>) {
    return this.http.request({
      action: 'pay for the file by invoice',
      method: 'POST',
      path: '/files/results/pay',
      query: { accountId, fileId },
      body,
      answer: z.object({ invoiceUrl: z.string() }),
      auth: { kind: 'bearer' },
    });
  }

  discard(accountId: string, fileId: string) {
    return this.http.request({
      action: 'discard the results',
      method: 'POST',
      path: '/files/discardresults',
      query: { accountId, fileId },
      answer: upstreamBureauFile,
      auth: { kind: 'bearer' },
    });
  }

  resultFileIds(accountId: string, fileId: string) {
    return this.http.request({
      action: 'download the cleansed file',
      method: 'GET',
      path: '/files/results/fileid',
      query: { accountId, fileId },
      answer: upstreamResultFileIds,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  stats(accountId: string, dateFrom: number | undefined, dateTo: number | undefined) {
    return this.http.request({
      action: 'load the address cleanse figures',
      method: 'GET',
      path: '/stats/summary',
      query: { accId: accountId, dateFrom: dateFrom === undefined ? undefined : String(dateFrom), dateTo: dateTo === undefined ? undefined : String(dateTo) },
      answer: upstreamStats,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  // ---- catalogues (they change only with a release: cached)

  mafs() {
    return this.http.request({
      action: 'load the address files to match against',
      method: 'GET',
      path: '/mafs',
      answer: z.array(upstreamMaf),
      auth: { kind: 'bearer' },
    });
  }

  mappingTypes() {
    return this.http.request({
      action: 'load the address fields',
      method: 'GET',
      path: '/mappingtypes',
      answer: z.array(z.string()),
      auth: { kind: 'bearer' },
    });
  }

  options(path: '/dedupelevels' | '/suppressiontypes' | '/suppressionsettings' | '/outputgroups' | '/outputfields') {
    return this.http.request({ action: 'load the address cleanse settings', method: 'GET', path, answer: z.array(upstreamOption), auth: { kind: 'bearer' } });
  }

  // ---- administration (docs/routes-and-access.md)

  adminCosts(accountId: string | undefined) {
    return this.http.request({
      action: 'load the address cleanse prices',
      method: 'GET',
      path: '/admin/costs',
      query: { accId: accountId },
      answer: z.array(upstreamAdminCost),
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  saveAdminCost(body: Omit<UpstreamAdminCost, 'costTypeId' | 'territory'>) {
    return this.http.request({ action: 'change the price', method: 'POST', path: '/admin/costs', body, answer: upstreamAdminCost, auth: { kind: 'bearer' } });
  }

  adminMafs() {
    return this.http.request({ action: 'load the address files', method: 'GET', path: '/admin/mafs', answer: z.array(upstreamMaf), auth: { kind: 'bearer' } });
  }

  costTypes() {
    return this.http.request({
      action: 'load the cost types',
      method: 'GET',
      path: '/admin/costtypes',
      answer: z.array(upstreamCostType),
      auth: { kind: 'bearer' },
    });
  }

  royaltyCharges() {
    return this.http.request({
      action: 'load the royalty charges',
      method: 'GET',
      path: '/admin/royaltycharges',
      answer: z.array(upstreamRoyaltyCharge),
      auth: { kind: 'bearer' },
    });
  }

  jobCharges(accountId: string | undefined) {
    return this.http.request({
      action: 'load the job charges',
      method: 'GET',
      path: '/admin/jobcharges',
      query: { accId: accountId },
      answer: z.array(upstreamJobCharge),
      auth: { kind: 'bearer' },
      cache: false,
    });
  }
}
