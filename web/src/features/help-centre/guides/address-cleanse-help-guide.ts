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
          p: '[Address Cleanse](/applications/addresscleanse) corrects a whole file of addresses at once: it matches each record against the postal address file, corrects towns, postcodes and streets, finds duplicates, and removes or flags people who have died, moved away or asked not to be mailed. It is for owners of an account in the uk territory. You see a free test on a sample first, and pay only if you want the whole file.',
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
          p: 'On **Update Fields** each column is shown with its first two rows. Choose the address field it holds (Reference, Name, Address, Town, Postcode and so on) and the order of address lines. Columns left as **Not used** stay in your file untouched. Select **Save and continue**.',
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
            ['Duplicates', 'Find records at the same address (or the same person at it) and, if you like, put them in a separate file.'],
            ['Suppression', 'For each list (Deceased, Gone away, Mail preference) choose Remove, Flag or Not checked.'],
            ['Output groups and fields', 'Which records go into the result (cleansed, unmatched) and which columns it has, yours and ours.'],
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
          terms: [
            ['Matched', 'Found on the address file as written.'],
            ['Updated', 'Found once corrected; the updates table says what changed (postcode, street, town corrected).'],
            ['Unmatched', 'Not found; these go to the unmatched output group for you to check by hand.'],
            ['Unique, Parent, Child', 'Duplicates: the parent is the record kept, its children the copies.'],
            ['Suppression: removed / flagged', 'How many records each list removed, or marked and kept.'],
          ],
        },
        {
          p: 'The **Costs** show what the whole file would cost: a base price and a price per record and per match for matching, deduplication and suppression (the current prices are on [Address Cleanse Prices](/administration/addresscleanse)). Choose **Pay by invoice**, fill in who the invoice is for, and the full file is cleansed; or **Discard results** to stop without paying. When the file is Finished, **Download the cleansed file**; see the [Downloads Guide](/helpcentre/downloadsHelp).',
        },
        {
          p: 'When something fails: a file that is empty, not text, or damaged on the way is refused with the reason and nothing is kept, so upload it again. “This file has no rows of addresses after its headings” means only a heading line was read. A file page showing **Unknown File** belongs to another account or was deleted.',
        },
      ],
    },
  ],
};
