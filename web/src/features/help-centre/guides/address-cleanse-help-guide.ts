import type { Guide } from '../guide';

export const addressCleanseHelpGuide: Guide = {
  name: 'addressCleanseHelpGuide',
  title: 'Address Cleanse Guide',
  group: 'Address cleanse',
  summary: 'Upload a file of addresses, map its columns, choose what to correct, read the test results and costs, pay and download.',
  sections: [
    {
      heading: 'What address cleanse is for',
      blocks: [
        {
          p: '[Address Cleanse](/applications/addresscleanse) corrects a whole file of addresses at once: it matches each record against the postal address file, corrects towns, postcodes and streets, finds duplicates, and flags (or, if you choose, removes) people who have died, moved away or asked not to be mailed. Unless you choose otherwise nothing is dropped: every record of your file is in the cleansed file. It is for owners of an account in the uk territory. You see a free test on a sample first, and pay only if you want the whole file.',
        },
        { shot: 'cleanseFiles' },
        {
          p: 'The list shows each file with its status: **Uploaded**, **Mapped**, **Test results ready**, **Costed**, **Paid**, **Processing**, **Finished** or **Discarded**. Opening a file takes you to the step it is waiting for. The actions rename or delete it.',
        },
      ],
    },
    {
      heading: 'Upload a file',
      blocks: [
        { shot: 'cleanseUpload' },
        {
          steps: [
            'Select **Upload a file**, then drop a CSV, TSV or text file with a row for each address on the page, or use **Choose a file**.',
            'Check what the portal read from the file: the **Delimiter**, whether **First line holds the column headings**, and whether fields may be in double quotes. Give the file a name.',
            'Start the upload. A bar shows its progress (“Uploading file...”); large files go in parts of 10 MB, and a part that fails is sent again. **Cancel** stops it and keeps nothing.',
          ],
        },
      ],
    },
    {
      heading: 'Map the columns',
      blocks: [
        { shot: 'cleanseFields' },
        {
          p: 'On **Update Fields** each column is shown with its first two rows. Choose the address field it holds (Reference, Name, Address, Town, Postcode and so on) and the order of address lines. Address lines are read together, so a building name in one column and the street in the next are found as one address; a column holding only a building name or number can be mapped as **Premise**. Columns left as **Not used** stay in your file untouched. Select **Save and continue**.',
        },
      ],
    },
    {
      heading: 'Choose the properties',
      blocks: [
        { shot: 'cleanseProperties' },
        {
          terms: [
            ['Address matching', 'The address file to match against and which corrections to make: towns, postcodes, streets.'],
            [
              'Duplicates',
              'Find records at the same address (or the same person at it), then keep them flagged (the default), move them to a separate file, or remove them.',
            ],
            ['Suppression', 'For each list (Deceased, Gone away, Mail preference) choose Flag (the default when ticked), Remove or Not checked.'],
            [
              'Output groups and fields',
              'Which records go into the result (cleansed, unmatched) and which columns it has: all of yours as you sent them, then the cleansed address, match level, changes and the duplicate and suppression flags.',
            ],
          ],
        },
        { p: 'Select **Save and run the test**. The test cleanses a sample of up to 300 records from the start of the file, free of charge.' },
      ],
    },
    {
      heading: 'Read the results, pay and download',
      blocks: [
        { shot: 'cleanseFile' },
        {
          p: '**What happens to each record** accounts for every record once, and its total is the records tested (or read): cleansed as given, corrected, unmatched, duplicates and suppressed, each with the file it goes to (the cleansed file, the duplicates file, or no file). Anything your properties leave out of every file is pointed out, with a link back to the properties.',
        },
        {
          terms: [
            ['Match level', 'How closely each record was placed: Premise (the address itself), Street, Postcode or None.'],
            ['Matched', 'Found on the address file as written.'],
            [
              'Updated',
              'Found once changed; the changes table and the sample of changes say what changed (postcode corrected, added or formatted; street corrected, added or formatted; town corrected, added or formatted).',
            ],
            ['Unmatched', 'No address found (perhaps its street or postcode); kept as you sent it, for you to check by hand.'],
            ['Unique, Parent, Child', 'Duplicates: the parent is the first of a set, its children the later copies; they share a Duplicate Group number.'],
            ['Suppression: removed / flagged', 'How many records each list removed, or marked and kept.'],
          ],
        },
        {
          p: 'The **Costs** show what the whole file would cost, line by line: what each line counts (every record of your file, or the minimum a job is charged for when your file is smaller), what the test found, and the sum. A deduplication or suppression line whose test found nothing is not charged. Choose **Pay by invoice**, fill in who the invoice is for (and your purchase order reference, if you use them), and the full file is cleansed; or **Discard results** to stop without paying. The costs stay on the page afterwards with the invoice, and the invoice is listed among the **Charges** of the [reporting summary](/reporting/summary). When the file is Finished, **Download the cleansed file** and its **summary report**; see the [Downloads Guide](/helpcentre/downloadsHelp).',
        },
        {
          p: 'When something fails: a file that is empty, not text, or damaged on the way is refused with the reason and nothing is kept, so upload it again. A file that would not come back as you sent it is refused before anything is uploaded, saying which record to correct: one not saved as UTF-8 (save it as **CSV UTF-8**), a double quote that does not end its field, a space before the double quote that starts a field, line endings of more than one kind where they would join or split records, or a record with more fields than the headings (a field holding a comma must be in double quotes). “This file has no rows of addresses after its headings” means only a heading line was read. A file page showing **Unknown File** belongs to another account or was deleted.',
        },
      ],
    },
  ],
};
