/** Share of the period's clicks that are left, 0 to 100, for the clicks-left bar; 0 where there is no limit. */
export function leftShare(remainingClicks: number, clickLimit: number): number {
  if (clickLimit <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((remainingClicks / clickLimit) * 100)));
}

/** The rows grouped by organisation, in the order the rows come (the gateway sorts them by name). */
export function byOrganisation<Row extends { organisationId: string; organisationName: string }>(rows: readonly Row[]) {
  const groups: { organisationId: string; organisationName: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const group = groups.find((entry) => entry.organisationId === row.organisationId);
    if (group) group.rows.push(row);
    else groups.push({ organisationId: row.organisationId, organisationName: row.organisationName, rows: [row] });
  }
  return groups;
}
