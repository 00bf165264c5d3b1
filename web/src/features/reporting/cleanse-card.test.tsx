import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CleanseCard } from './cleanse-card';

const figures = (files: number, inputRecords: number) => ({
  __typename: 'BureauStatsFigures' as const,
  files,
  cost: files ? 537.54 : 0,
  inputRecords,
  outputRecords: inputRecords,
  matching: { __typename: 'BureauMatching' as const, matched: inputRecords, updated: 0, unmatched: 0 },
  deduplication: { __typename: 'BureauDeduplication' as const, child: 0, parent: 0, unique: inputRecords },
});
const paf = (files: number) => ({ mafId: '1', mafName: 'UK Addresses (PAF)', all: figures(files, files * 1000), purchased: figures(files, files * 1000) });
// The bureau answers its Australian area to a uk account too, with nothing in it.
const gnaf = { mafId: '2', mafName: 'Australian Addresses (G-NAF)', all: figures(0, 0), purchased: figures(0, 0) };

const tableNames = () => screen.queryAllByRole('table').map((table) => table.querySelector('caption')?.textContent);

describe('the address cleanse card of the summary', () => {
  it('shows the areas the account cleansed files in, leaving out an area with no file in the period', () => {
    render(<CleanseCard stats={[paf(2), gnaf]} />);
    expect(tableNames()).toEqual(['UK Addresses (PAF)']);
    expect(screen.queryByText('Australian Addresses (G-NAF)')).toBeNull();
  });

  it('says no file was uploaded when no area has one, rather than tables of zeros', () => {
    render(<CleanseCard stats={[paf(0), gnaf]} />);
    expect(tableNames()).toEqual([]);
    // Not "cleansed": a file uploaded before the period and paid for in it is under Charges.
    expect(screen.getByText('No address files were uploaded in this period.')).toBeTruthy();
    expect(screen.queryByText(/cleansed/)).toBeNull();
  });

  it('says its files are counted by the day each was uploaded, not the day Charges lists them', () => {
    render(<CleanseCard stats={[paf(1), gnaf]} />);
    expect(
      screen.getByText('Counted by the day each file was uploaded. Charges lists a file on the day it was charged, which may fall in another period.'),
    ).toBeTruthy();
  });
});
