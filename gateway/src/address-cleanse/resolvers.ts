import { KNOWN_MAPPING_TYPES } from './mapping-types';
import type { Resolvers } from '../generated/resolvers';
import { portalPage } from '../http/portal-page';
import { upstreamId } from '../ids';
import { hasErrorCode, requestError, wordedAsRefusal } from '../upstream/failures';
import { bearerOf } from '../upstream/auth';
import { requireCleanseAccount, requireCleanseFigures } from '../access/address-cleanse';
import { checkedFileName } from './file-name';
import { checkedInvoice } from './invoice-details';
import { downloadName, toChange, toInputField, toProgress, toRecordFate, toSettings, toStat } from './mappers';
import { followProgress } from './progress';
import type { DownloadPart } from './download-tickets';
import type { GatewayContext } from '../context';
import type { UpstreamBureauFile } from './types';

/**
 * The link the browser follows to download a finished file: the gateway's streaming route
 * (transfer-routes.ts), with a download ticket for this file and this caller in place of their
 * session's token (download-tickets.ts). Asked for by the page as the button is pressed.
 */
async function downloadLink(file: UpstreamBureauFile, ctx: GatewayContext, part: DownloadPart): Promise<string | null> {
  const authorization = bearerOf(ctx.caller.authorization);
  if (file.status !== 'finished' || !authorization) return null;
  const accountId = String(file.accountId);
  const fileId = String(file.id);
  const name = downloadName(file.name, part);
  const ticket = await ctx.downloadTickets.mint({ authorization, identity: ctx.caller.identity, accountId, fileId, part, downloadName: name });
  const query = new URLSearchParams({ accountId, fileId, ticket, downloadName: name });
  if (part === 'duplicates') query.set('part', 'duplicates');
  return `/address-cleanse/download?${query.toString()}`;
}

/** A DateTime argument: the scalar parses it to epoch seconds. */
function seconds(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** Files with costs: offered once tested, charged once paid. A discarded file has none. */
const COSTED: readonly UpstreamBureauFile['status'][] = ['tested', 'costed', 'paid', 'processing', 'finished'];

function mapping(inputFields: readonly { inputOrder: number; mappingType?: string | null; mappingOrder?: number | null }[]) {
  return inputFields.map((field) => ({
    inputOrder: field.inputOrder,
    mappingType: field.mappingType ?? '',
    mappingOrder: field.mappingType ? (field.mappingOrder ?? 1) : 0,
  }));
}

export const bureauResolvers: Resolvers = {
  Query: {
    bureauFiles: async (_parent, { accountId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireCleanseAccount(ctx, id, 'load the address files');
      return ctx.bureau.listFiles(id);
    },
    bureauFile: async (_parent, { accountId, fileId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      const file = upstreamId(fileId, 'fileId');
      await requireCleanseAccount(ctx, id, 'load the address file');
      try {
        return await ctx.bureau.getFile(id, file);
      } catch (error) {
        // No such file in this account: the crumb shows Unknown File.
        if (hasErrorCode(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
    addressCleanseOptions: async (_parent, { accountId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireCleanseAccount(ctx, id, 'load the address cleanse settings');
      const [mafs, mappingTypes, dedupeLevels, suppressionTypes, suppressionActions, outputGroups, outputFields] = await Promise.all([
        ctx.bureau.mafs(),
        ctx.bureau.mappingTypes(),
        ctx.bureau.options('/dedupelevels'),
        ctx.bureau.options('/suppressiontypes'),
        ctx.bureau.options('/suppressionsettings'),
        ctx.bureau.options('/outputgroups'),
        ctx.bureau.options('/outputfields'),
      ]);
      return {
        mafs: mafs.map((maf) => ({ ...maf, mafId: String(maf.mafId) })),
        // Where the bureau does not list them, the address fields the portal knows it to read.
        mappingTypes: [...(mappingTypes ?? KNOWN_MAPPING_TYPES)],
        dedupeLevels: [...dedupeLevels],
        suppressionTypes: [...suppressionTypes],
        suppressionActions: [...suppressionActions],
        outputGroups: [...outputGroups],
        outputFields: [...outputFields],
      };
    },
    bureauStats: async (_parent, { accountId, from, to }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      // The reporting summary's figures: reporting stays open to referrers, where address cleanse does not.
      await requireCleanseFigures(ctx, id, 'load the address cleanse figures');
      const stats = await ctx.bureau.stats(id, seconds(from), seconds(to));
      return stats.map((entry) => ({
        mafId: String(entry.mafId),
        mafName: entry.mafName,
        mafCountryCode: entry.mafCountryCode,
        all: { ...entry.all, suppression: entry.all.suppression.map(toStat) },
        purchased: { ...entry.purchased, suppression: entry.purchased.suppression.map(toStat) },
      }));
    },
  },

  Mutation: {
    createBureauFile: async (_parent, { accountId, input }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      // A file is named as it is renamed (a caller that is not the upload screen names it as it likes).
      const name = checkedFileName(input.name, 'input.name');
      await requireCleanseAccount(ctx, id, 'record the uploaded file');
      return ctx.bureau.createFile(id, { ...input, name });
    },
    renameBureauFile: async (_parent, { accountId, fileId, name }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      const checkedName = checkedFileName(name, 'name');
      await requireCleanseAccount(ctx, id, 'rename the file');
      return wordedAsRefusal(ctx.bureau.renameFile(id, upstreamId(fileId, 'fileId'), checkedName));
    },
    deleteBureauFile: async (_parent, { accountId, fileId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireCleanseAccount(ctx, id, 'delete the file');
      await wordedAsRefusal(ctx.bureau.deleteFile(id, upstreamId(fileId, 'fileId')));
      return true;
    },
    updateBureauInputFields: async (_parent, { accountId, fileId, inputFields, templateFileId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireCleanseAccount(ctx, id, "map the file's fields");
      const template = templateFileId ? Number(upstreamId(templateFileId, 'templateFileId')) : null;
      return ctx.bureau.updateInputFields(id, upstreamId(fileId, 'fileId'), mapping(inputFields), template);
    },
    updateBureauFileSettings: async (_parent, { accountId, fileId, settings }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      const file = upstreamId(fileId, 'fileId');
      await requireCleanseAccount(ctx, id, "save the file's properties");
      const dedupeAction = settings.dedupeAction ?? 'flag';
      // Checked before the first of the bureau's calls, so a refusal leaves no part saved.
      if (settings.dedupeSeparateFile && dedupeAction !== 'remove')
        throw requestError('BAD_USER_INPUT', 'Only removed duplicates can go to a separate file: set dedupeAction to remove.', {
          argument: 'settings.dedupeSeparateFile',
        });
      await ctx.bureau.updateSettings(id, file, {
        ...settings,
        mafId: Number(upstreamId(settings.mafId, 'settings.mafId')),
        dedupeAction,
        addressSettings: { ...settings.addressSettings },
        suppressions: settings.suppressions.map((choice) => ({ ...choice })),
      });
      return ctx.bureau.getFile(id, file, "save the file's properties");
    },
    createBureauTestResults: async (_parent, { accountId, fileId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireCleanseAccount(ctx, id, 'test the file');
      return ctx.bureau.createTestResults(id, upstreamId(fileId, 'fileId'));
    },
    payBureauFile: async (_parent, { accountId, fileId, input }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      const file = upstreamId(fileId, 'fileId');
      // The invoice page's links lead there: pages of the portal, checked before anything is asked or paid.
      const example = "the file's page";
      const backUrl = portalPage(input.backUrl, ctx.portalOrigins(), { argument: 'input.backUrl', example });
      const paidUrl = portalPage(input.paidUrl, ctx.portalOrigins(), { argument: 'input.paidUrl', example });
      // Who is invoiced, by the pay form's own rule: a program is held to what a person is.
      const invoice = checkedInvoice(input);
      await requireCleanseAccount(ctx, id, 'pay for the file by invoice');
      const territory = (await ctx.loaders.groups.load(id)).territory;
      const { invoiceUrl } = await ctx.bureau.pay(id, file, { ...invoice, backUrl, paidUrl, territory });
      return { invoiceUrl, file: await ctx.bureau.getFile(id, file, 'pay for the file by invoice') };
    },
    discardBureauResults: async (_parent, { accountId, fileId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireCleanseAccount(ctx, id, 'discard the results');
      return ctx.bureau.discard(id, upstreamId(fileId, 'fileId'));
    },
  },

  Subscription: {
    bureauFileProgress: {
      subscribe: async (_parent, { accountId, fileId }, ctx) => {
        const id = upstreamId(accountId, 'accountId');
        await requireCleanseAccount(ctx, id, 'follow the processing');
        return followProgress(ctx.bureau, id, upstreamId(fileId, 'fileId'));
      },
      resolve: (event: unknown) => event as ReturnType<typeof toProgress>,
    },
  },

  BureauFile: {
    id: (file) => String(file.id),
    // The file's record may leave out its columns or its suppressions; the bureau's own read of each part answers then.
    upload: async (file, _args, ctx) => {
      const mapping = file.upload.inputFields === null ? await ctx.bureau.inputFields(String(file.accountId), String(file.id)) : file.upload;
      return {
        delimiter: file.upload.delimiter,
        hasHeader: file.upload.hasHeader,
        useQuotes: file.upload.useQuotes,
        rowCount: file.upload.rowCount,
        testRowCount: file.upload.testRowCount,
        inputFields: (mapping.inputFields ?? []).map(toInputField),
        templateFileId: mapping.templateFileId === null ? null : String(mapping.templateFileId),
      };
    },
    settings: async (file, _args, ctx) => {
      const suppressions = file.settings.suppressions ?? (await ctx.bureau.suppressionSettings(String(file.accountId), String(file.id))).suppressions;
      return toSettings({ ...file.settings, suppressions });
    },
    progress: (file) => toProgress(file),
    testResults: async (file, _args, ctx) => {
      if (!file.hasTestResults) return null;
      const results = await ctx.bureau.testResults(String(file.accountId), String(file.id));
      return {
        recordCount: results.recordCount,
        codingStats: results.codingStats.map(toStat),
        suppressionStats: results.suppressionStats.map(toStat),
        outputGroupStats: results.outputGroupStats.map(toStat),
        matchLevelStats: results.matchLevelStats.map(toStat),
        addressUpdateStats: results.addressUpdateStats.map(toStat),
        dedupeStats: results.dedupeStats.map(toStat),
        recordFates: results.recordFates.map(toRecordFate),
        changeSample: results.changeSample.map(toChange),
      };
    },
    fullResults: async (file, _args, ctx) => {
      if (!file.hasFullResults || file.status !== 'finished') return null;
      const results = await ctx.bureau.fullResults(String(file.accountId), String(file.id));
      return {
        inputRecordCount: results.inputRecordCount,
        outputRecordCount: results.outputRecordCount,
        codingStats: results.codingStats.map(toStat),
        addressUpdateStats: results.addressUpdateStats.map(toStat),
        dedupeStats: results.dedupeStats.map(toStat),
        suppressionRemovedStats: results.suppressionRemovedStats.map(toStat),
        suppressionFlaggedStats: results.suppressionFlaggedStats.map(toStat),
        outputGroupStats: results.outputGroupStats.map(toStat),
        matchLevelStats: results.matchLevelStats.map(toStat),
        duplicatesRecordCount: results.duplicatesRecordCount,
        recordFates: results.recordFates.map(toRecordFate),
        changeSample: results.changeSample.map(toChange),
      };
    },
    costs: async (file, _args, ctx) => {
      if (!COSTED.includes(file.status)) return null;
      const costs = await ctx.bureau.costs(String(file.accountId), String(file.id));
      const invoice = costs.invoice && { ...costs.invoice, purchaseOrder: costs.invoice.purchaseOrder || null };
      return { currency: costs.currency, total: costs.total, lines: costs.lines.map((line) => ({ ...line, costTypeId: String(line.costTypeId) })), invoice };
    },
    downloadUrl: (file, _args, ctx) => downloadLink(file, ctx, 'cleansed'),
    duplicatesDownloadUrl: (file, _args, ctx) => (file.hasDuplicatesFile ? downloadLink(file, ctx, 'duplicates') : null),
  },
};
