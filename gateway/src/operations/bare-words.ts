import { Lexer, Source, TokenKind } from 'graphql';

/** What a bracket opened: a selection set, variable definitions, arguments, or a value's object or list. */
type Frame = 'selection' | 'variables' | 'arguments' | 'object' | 'list' | 'type';

/** Words that are GraphQL's own values, not anything a caller typed in. */
const keywords = new Set(['true', 'false', 'null']);

/**
 * The document text of a trace's `graphql.source` with every bare word in a value position written
 * as `*`. The GraphQL instrumentation already writes strings and numbers so; a word without quotes
 * is an enum value to graphql, so a password typed without its quotes (`password: hunter2`) parses
 * and was kept. Values are an argument's, a variable's default, and everything inside an object or
 * list given as one. Field, argument, alias, operation, variable, type, fragment and directive
 * names stay, as do true, false and null. Enum values of the schema (`territory: uk`) are written as
 * `*` too: telling them from a mistyped secret would need the schema here, and the operation's
 * fields say more. A text that does not lex is written as `*` whole (docs/operations.md).
 */
export function withoutBareWords(source: string): string {
  // The instrumentation's `*` for a number or block string is not GraphQL: lexed as a 0 of the same length.
  const lexer = new Lexer(new Source(source.replace(/"\*"|\*/g, (found) => (found === '*' ? '0' : found))));
  const redacted: [start: number, end: number][] = [];
  const frames: Frame[] = [];
  let valueNext = false;
  let variableName = false;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      const top = frames.at(-1);
      const startsValue = valueNext || top === 'list';
      switch (token.kind) {
        case TokenKind.BRACE_L:
          frames.push(startsValue ? 'object' : 'selection');
          break;
        case TokenKind.BRACKET_L:
          frames.push(startsValue ? 'list' : 'type');
          break;
        case TokenKind.PAREN_L:
          // Before any selection set, parentheses after an operation's name hold its variables;
          // those after a directive's name, anywhere, its arguments.
          frames.push(frames.includes('selection') || lexer.lastToken.prev?.kind === TokenKind.AT ? 'arguments' : 'variables');
          break;
        case TokenKind.BRACE_R:
        case TokenKind.BRACKET_R:
        case TokenKind.PAREN_R:
          frames.pop();
          break;
        case TokenKind.COLON:
          if (top === 'arguments' || top === 'object') valueNext = true;
          continue;
        case TokenKind.EQUALS:
          if (top === 'variables') valueNext = true;
          continue;
        case TokenKind.DOLLAR:
          variableName = true;
          continue;
        case TokenKind.NAME:
          if (variableName) variableName = false;
          else if (startsValue && !keywords.has(token.value)) redacted.push([token.start, token.end]);
          break;
      }
      valueNext = false;
    }
  } catch {
    return '*';
  }
  let text = '';
  let from = 0;
  for (const [start, end] of redacted) {
    text += `${source.slice(from, start)}*`;
    from = end;
  }
  return text + source.slice(from);
}
