import type { z } from 'zod';
import type {
  AdminCost,
  BureauChange,
  BureauFileProgress,
  BureauFileSettings,
  BureauInputField,
  BureauJobCharge,
  BureauRecordFateCount,
  BureauStat,
} from '../generated/resolvers';
import type { UpstreamAdminCost, UpstreamBureauFile, UpstreamInputField, UpstreamSettingsChange, upstreamChange, upstreamRecordFate } from './types';

export function toStat(stat: { description: string; count: number }): BureauStat {
  return { description: stat.description, count: stat.count };
}

export function toRecordFate(line: z.output<typeof upstreamRecordFate>): BureauRecordFateCount {
  return { fate: line.fate, file: line.file, count: line.count };
}

export function toChange(change: z.output<typeof upstreamChange>): BureauChange {
  return { row: change.row, reference: change.reference, change: change.change, given: change.given, cleansed: change.cleansed };
}

export function toInputField(field: UpstreamInputField): BureauInputField {
  return {
    inputOrder: field.inputOrder,
    name: field.name,
    row1: field.row1,
    row2: field.row2,
    // The bureau writes '' and 0 for a column that is not used.
    mappingType: field.mappingType || null,
    mappingOrder: field.mappingType ? field.mappingOrder : null,
  };
}

export function toSettings(settings: UpstreamSettingsChange): BureauFileSettings {
  return {
    mafId: String(settings.mafId),
    addressSettings: { ...settings.addressSettings },
    dedupeLevel: settings.dedupeLevel,
    dedupeAction: settings.dedupeAction,
    dedupeSeparateFile: settings.dedupeSeparateFile,
    suppressions: settings.suppressions.map((choice) => ({ suppressionType: choice.suppressionType, action: choice.action })),
    outputGroups: [...settings.outputGroups],
    outputFields: [...settings.outputFields],
  };
}

export function toProgress(file: UpstreamBureauFile): BureauFileProgress {
  return {
    fileId: String(file.id),
    status: file.status,
    processedRecords: file.progress.processedRecords,
    totalRecords: file.progress.totalRecords,
    percent: file.progress.percent,
  };
}

export function toAdminCost(cost: UpstreamAdminCost, costTypeNames: ReadonlyMap<number, string>): AdminCost {
  return {
    costId: String(cost.costId),
    costTypeId: String(cost.costTypeId),
    costTypeName: costTypeNames.get(cost.costTypeId) ?? '',
    basePrice: cost.basePrice,
    pricePerMatch: cost.pricePerMatch,
    pricePerRecord: cost.pricePerRecord,
    realPricePerMatch: cost.realPricePerMatch,
    realPricePerRecord: cost.realPricePerRecord,
    territory: cost.territory,
    minRecCount: cost.minRecCount,
    startDate: cost.startDate,
    endDate: cost.endDate,
  };
}

export function toJobCharge(charge: {
  jobId: number;
  accId: number;
  mafId: number;
  totalCharges: number;
  totalRealCharges: number;
  totalCount: number;
  date: number;
  isPostPay: boolean;
  transactions: { costTypeId: number; description: string; count: number; charge: number }[];
}): BureauJobCharge {
  return {
    jobId: String(charge.jobId),
    accId: String(charge.accId),
    mafId: String(charge.mafId),
    totalCharges: charge.totalCharges,
    totalRealCharges: charge.totalRealCharges,
    totalCount: charge.totalCount,
    date: charge.date,
    isPostPay: charge.isPostPay,
    transactions: charge.transactions.map((line) => ({ ...line, costTypeId: String(line.costTypeId) })),
  };
}

/** The name a download is saved under: the file's name with -cleansed (or -duplicates) before its extension. */
export function downloadName(name: string, part: 'cleansed' | 'duplicates'): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${part}${name.slice(dot)}` : `${name}-${part}.csv`;
}
