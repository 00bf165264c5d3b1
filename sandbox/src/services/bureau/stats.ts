import type { BureauFile, Maf, StatLine } from '../../seed';
import type { BureauState } from './state';

const count = (stats: readonly StatLine[] | undefined, description: string) => stats?.find((stat) => stat.description === description)?.count ?? 0;

function figures(files: readonly BureauFile[], bureau: BureauState) {
  const suppression = new Map<string, number>();
  let cost = 0;
  for (const file of files) {
    const results = file.fullResults;
    for (const stat of [...(results?.suppressionRemovedStats ?? []), ...(results?.suppressionFlaggedStats ?? [])]) {
      suppression.set(stat.description, (suppression.get(stat.description) ?? 0) + stat.count);
    }
    cost += bureau.jobCharges.filter((charge) => charge.jobId === file.id).reduce((sum, charge) => sum + charge.totalCharges, 0);
  }
  const sum = (pick: (file: BureauFile) => number) => files.reduce((total, file) => total + pick(file), 0);
  return {
    files: files.length,
    cost: Math.round(cost * 100) / 100,
    inputRecords: sum((file) => file.fullResults?.inputRecordCount ?? 0),
    outputRecords: sum((file) => file.fullResults?.outputRecordCount ?? 0),
    matching: {
      matched: sum((file) => count(file.fullResults?.codingStats, 'Matched')),
      updated: sum((file) => count(file.fullResults?.codingStats, 'Updated')),
      unmatched: sum((file) => count(file.fullResults?.codingStats, 'Unmatched')),
    },
    deduplication: {
      child: sum((file) => count(file.fullResults?.dedupeStats, 'Child')),
      parent: sum((file) => count(file.fullResults?.dedupeStats, 'Parent')),
      unique: sum((file) => count(file.fullResults?.dedupeStats, 'Unique')),
    },
    suppression: [...suppression].map(([description, total]) => ({ description, count: total })),
  };
}

/**
 * `GET /stats/summary`: per address file, every file uploaded in the period and those paid for,
 * counted from their results. A file is in the period by the day it was uploaded (`createTimestamp`):
 * the call takes no other day, so a file paid for later is in Charges on the day it was charged,
 * which the Summary's card says (docs/address-cleanse.md).
 */
export function statsSummary(bureau: BureauState, mafs: readonly Maf[], accountId: number, from: number | undefined, to: number | undefined) {
  const files = bureau
    .filesOf(accountId)
    .filter((file) => (from === undefined || file.createTimestamp >= from) && (to === undefined || file.createTimestamp <= to));
  const paid: BureauFile['status'][] = ['paid', 'processing', 'finished'];
  return mafs.map((maf) => {
    const ofMaf = files.filter((file) => bureau.extra(file).settings.mafId === maf.mafId);
    return {
      ...maf,
      all: figures(ofMaf, bureau),
      purchased: figures(
        ofMaf.filter((file) => paid.includes(file.status)),
        bureau,
      ),
    };
  });
}
