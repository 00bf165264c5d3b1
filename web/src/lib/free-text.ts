import { controlCharacterWords, isBlankText } from '@portal/gateway/text-rule';
import { z } from 'zod';

// A form's free text, held to the gateway's own rule for it (docs/api-errors.md, "Free text"),
// imported from the gateway rather than written again, so that what a form lets through is what
// the gateway takes. Without it a name of zero-width spaces passed the form and came back as
// "Failed to …", with nothing under the field.

export interface TextOptions {
  /** A field of several lines (a description, notes) keeps its line breaks and tabs, as the gateway does. */
  multiline?: boolean;
}

/** Refuses a control character or bidi override in the gateway's words: "This has an invisible control character (U+202E, right-to-left override): remove it." */
const refuseControlCharacters =
  ({ multiline = false }: TextOptions) =>
  (text: string, ctx: z.RefinementCtx) => {
    const words = controlCharacterWords(text, { multiline });
    if (words) ctx.addIssue({ code: 'custom', message: words });
  };

// A form's limit on a text's length is zod's `.max(n)`, which (zod 4.6) counts code points, an emoji
// one, as the gateway's `characterCount` does (docs/api-errors.md, "Free text"): a form lets through
// the texts the gateway takes. edit-account-form.test.tsx holds them to it.

/** A text field that may be left empty: trimmed; a control character is refused. */
export const freeText = (options: TextOptions = {}) => z.string().trim().superRefine(refuseControlCharacters(options));

/**
 * A text that must show something: nothing visible (empty, spaces, zero-width spaces, a byte order
 * mark) is refused with `blankMessage`, the words the form has for an empty field. For a field
 * with a rule of its own for control characters (a token's tag).
 */
export const visibleText = (blankMessage: string) =>
  z
    .string()
    .trim()
    // Not an aborting issue: a form's own checks across its fields (a lead's "Choose at least one
    // service") still run and show beside it, as they did for an empty field.
    .refine((text) => !isBlankText(text), { message: blankMessage });

/** A text field that must be filled in: blank as `visibleText` says, and a control character refused. */
export const requiredText = (blankMessage: string, options: TextOptions = {}) =>
  visibleText(blankMessage).superRefine((text, ctx) => {
    // A blank text has its one message already (a NUL alone is blank before it is a control character).
    if (!isBlankText(text)) refuseControlCharacters(options)(text, ctx);
  });

export { isBlankText };
