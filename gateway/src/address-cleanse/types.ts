import { z } from 'zod';
import { orNull } from '../upstream/shape';

// The bureau's and the file server's JSON shapes (sandbox/README.md, "Bureau" and "File server"),
// declared so that the request layer checks each answer against them. Ids are numbers (files on
// the file server: strings), timestamps epoch seconds, money plain numbers in the territory's currency.

export const upstreamStat = z.object({ description: z.string(), count: z.number() });

export const upstreamFileStatus = z.enum(['uploaded', 'mapped', 'tested', 'costed', 'paid', 'processing', 'finished', 'discarded']);

export const upstreamInputField = z.object({
  name: z.string(),
  row1: z.string(),
  row2: z.string(),
  /** '' when the column is not mapped. */
  mappingType: z.string(),
  /** 0 when the column is not mapped. */
  mappingOrder: z.number(),
  inputOrder: z.number(),
});
export type UpstreamInputField = z.output<typeof upstreamInputField>;

export const upstreamSuppressions = z.array(z.object({ suppressionType: z.string(), action: z.enum(['remove', 'flag']) }));
export type UpstreamSuppressions = z.output<typeof upstreamSuppressions>;
/** `GET /files/suppressionsettings`. */
export const upstreamSuppressionSettings = z.object({ suppressions: upstreamSuppressions });

/** `GET /files/inputfields`. */
export const upstreamInputFields = z.object({ inputFields: z.array(upstreamInputField), templateFileId: orNull(z.number()) });

export const upstreamSettings = z.object({
  mafId: z.number(),
  addressSettings: z.object({ usePAF: z.boolean(), correctTown: z.boolean(), correctPostcode: z.boolean(), correctStreet: z.boolean() }),
  dedupeLevel: z.string(),
  // A bureau that does not say removes duplicates, as the portal's first one did.
  dedupeAction: z.enum(['flag', 'remove']).default('remove'),
  dedupeSeparateFile: z.boolean(),
  /** A file's record may leave them out: GET /files/suppressionsettings answers them alone. */
  suppressions: orNull(upstreamSuppressions),
  outputGroups: z.array(z.string()),
  outputFields: z.array(z.string()),
});
export type UpstreamSettings = z.output<typeof upstreamSettings>;
/** The settings as the properties screen saves them: every part. */
export type UpstreamSettingsChange = UpstreamSettings & { suppressions: UpstreamSuppressions };

export const upstreamBureauFile = z.object({
  id: z.number(),
  accountId: z.number(),
  name: z.string(),
  status: upstreamFileStatus,
  size: z.number(),
  createTimestamp: z.number(),
  updateTimestamp: z.number(),
  upload: z.object({
    delimiter: z.string(),
    hasHeader: z.boolean(),
    useQuotes: z.boolean(),
    rowCount: z.number().nullable(),
    testRowCount: z.number(),
    /** A file's record may leave them out: GET /files/inputfields answers them alone. */
    inputFields: orNull(z.array(upstreamInputField)),
    templateFileId: orNull(z.number()),
  }),
  settings: upstreamSettings,
  progress: z.object({ processedRecords: z.number(), totalRecords: z.number().nullable(), percent: z.number() }),
  hasTestResults: z.boolean(),
  hasFullResults: z.boolean(),
  hasDuplicatesFile: z.boolean(),
});
export type UpstreamBureauFile = z.output<typeof upstreamBureauFile>;

export const upstreamRecordFate = z.object({
  fate: z.enum(['cleansed', 'corrected', 'unmatched', 'duplicate', 'suppressed']),
  file: z.enum(['cleansed', 'duplicates', 'none']),
  count: z.number(),
});

export const upstreamChange = z.object({ row: z.number(), reference: z.string(), change: z.string(), given: z.string(), cleansed: z.string() });

export const upstreamTestResults = z.object({
  recordCount: z.number(),
  codingStats: z.array(upstreamStat),
  suppressionStats: z.array(upstreamStat),
  outputGroupStats: z.array(upstreamStat),
  matchLevelStats: z.array(upstreamStat),
  addressUpdateStats: z.array(upstreamStat),
  dedupeStats: z.array(upstreamStat),
  recordFates: z.array(upstreamRecordFate),
  changeSample: z.array(upstreamChange),
});

export const upstreamFullResults = z.object({
  inputRecordCount: z.number(),
  outputRecordCount: z.number(),
  codingStats: z.array(upstreamStat),
  addressUpdateStats: z.array(upstreamStat),
  dedupeStats: z.array(upstreamStat),
  suppressionRemovedStats: z.array(upstreamStat),
  suppressionFlaggedStats: z.array(upstreamStat),
  outputGroupStats: z.array(upstreamStat),
  matchLevelStats: z.array(upstreamStat),
  duplicatesRecordCount: z.number(),
  recordFates: z.array(upstreamRecordFate),
  changeSample: z.array(upstreamChange),
});

export const upstreamCosts = z.object({
  currency: z.string(),
  lines: z.array(
    z.object({
      costTypeId: z.number(),
      description: z.string(),
      basePrice: z.number(),
      recordCount: z.number(),
      pricePerRecord: z.number(),
      matchCount: z.number(),
      pricePerMatch: z.number(),
      total: z.number(),
      fileRecordCount: z.number(),
      minimumRecordCount: z.number(),
      testMatchCount: z.number(),
      testRecordCount: z.number(),
      charged: z.boolean(),
    }),
  ),
  total: z.number(),
  invoice: z.object({ number: z.string(), url: z.string(), date: z.number(), purchaseOrder: z.string() }).nullable(),
});

export const upstreamMaf = z.object({ mafId: z.number(), mafName: z.string(), mafCountryCode: z.string() });
export const upstreamOption = z.object({ id: z.string(), name: z.string(), description: z.string() });

const figures = z.object({
  files: z.number(),
  cost: z.number(),
  inputRecords: z.number(),
  outputRecords: z.number(),
  matching: z.object({ matched: z.number(), updated: z.number(), unmatched: z.number() }),
  deduplication: z.object({ child: z.number(), parent: z.number(), unique: z.number() }),
  suppression: z.array(upstreamStat),
});
export const upstreamStats = z.array(upstreamMaf.extend({ all: figures, purchased: figures }));

export const upstreamAdminCost = z.object({
  costId: z.number(),
  costTypeId: z.number(),
  basePrice: z.number(),
  pricePerMatch: z.number(),
  pricePerRecord: z.number(),
  realPricePerMatch: z.number(),
  realPricePerRecord: z.number(),
  territory: z.string(),
  minRecCount: z.number(),
  startDate: z.number(),
  endDate: z.number().nullable(),
});
export type UpstreamAdminCost = z.output<typeof upstreamAdminCost>;

export const upstreamCostType = z.object({ costTypeId: z.number(), name: z.string() });
export const upstreamRoyaltyCharge = z.object({ mafId: z.number(), mafName: z.string(), territory: z.string(), pricePerMatch: z.number() });
export const upstreamJobCharge = z.object({
  jobId: z.number(),
  accId: z.number(),
  mafId: z.number(),
  totalCharges: z.number(),
  totalRealCharges: z.number(),
  totalCount: z.number(),
  date: z.number(),
  isPostPay: z.boolean(),
  transactions: z.array(z.object({ costTypeId: z.number(), description: z.string(), count: z.number(), charge: z.number() })),
});

export const upstreamResultFileIds = z.object({ fileServerId: z.string(), duplicatesFileServerId: z.string().nullable() });

// ---- file server
export const upstreamUploadBegun = z.object({ fileId: z.string() });
export const upstreamUploadStatus = z.object({ fileId: z.string(), received: z.number(), size: z.number() });
export const upstreamUploadEnded = z.object({ fileId: z.string(), size: z.number(), hash: z.string() });
export const upstreamUploadCancelled = z.object({ fileId: z.string(), cancelled: z.boolean() });
export const upstreamChunk = z.object({ fileId: z.string(), idx: z.number(), size: z.number(), received: z.number() });
