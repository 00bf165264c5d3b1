/**
 * Which files of a build get compressed copies beside them (web/precompressed-assets.ts writes
 * them, scripts/check-bundle-budget.ts checks they are there): scripts, style sheets and fonts of
 * 1 KB or more, what the gateway would otherwise compress on the fly (it compresses nothing smaller,
 * COMPRESS_FROM_BYTES in gateway/src/http/graphql-post.ts). Images are compressed already.
 */
export const PRECOMPRESSED_NAME = /\.(js|css|svg|ttf)$/;
export const PRECOMPRESSED_FROM_BYTES = 1024;
/** The copies' extensions, as the gateway looks for them (gateway/src/http/hashed-assets.ts). */
export const PRECOMPRESSED_COPIES = ['.br', '.gz'] as const;

/** The files (names relative to one folder, with their sizes) that should have copies but lack one. */
export function missingCopies(files: ReadonlyMap<string, number>): string[] {
  return [...files]
    .filter(([name, size]) => PRECOMPRESSED_NAME.test(name) && size >= PRECOMPRESSED_FROM_BYTES)
    .filter(([name]) => PRECOMPRESSED_COPIES.some((copy) => !files.has(`${name}${copy}`)))
    .map(([name]) => name)
    .sort();
}
