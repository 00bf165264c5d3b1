// Figures and the tables they are printed in.

import { loadavg } from 'node:os';

/** The value at fraction `p` of an ascending list (nearest rank); NaN for an empty list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

export function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** `a` over `b` as "1.23x"; a dash where `b` is nothing to divide by. */
export function ratio(a: number, b: number): string {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? `${(a / b).toFixed(2)}x` : '-';
}

export function fixed(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

/** CPU time (user and system) of a cpuUsage() difference, in ms. */
export function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

/** Rows under a header: the first column aligned left, the others right. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  return all
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('   '))
    .join('\n');
}

/** The machine's load average over 1, 5 and 15 minutes: the clock's figures move with it. */
export const loadAverage = () =>
  loadavg()
    .map((load) => fixed(load, 1))
    .join(' / ');
