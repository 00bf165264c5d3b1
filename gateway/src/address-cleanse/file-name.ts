import { checkedText } from '../input-checks';

/** The longest file name the bureau keeps. */
const MOST_FILE_NAME = 255;

/**
 * An address file's name as the bureau keeps it, for recording a file and for renaming one alike:
 * trimmed, not blank, at most 255 characters, no control character (docs/api-errors.md). The name
 * shows in the file list and names the downloads: a U+202E turned "exe.CSV" into "VSC.exe".
 * BAD_USER_INPUT on `argument` otherwise, before any call.
 */
export const checkedFileName = (name: string, argument: string): string => checkedText(name, argument, { most: MOST_FILE_NAME, required: true });
