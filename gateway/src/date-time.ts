import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const isoPattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Epoch seconds (as the services send them) out as ISO 8601 UTC strings, and back in. */
export const DateTime = new GraphQLScalarType<number, string>({
  name: 'DateTime',
  serialize(value) {
    const seconds = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    const date = value instanceof Date ? value : typeof seconds === 'number' ? new Date(seconds * 1000) : undefined;
    // An out-of-range number gives an Invalid Date, whose toISOString() would throw a RangeError.
    if (!date || Number.isNaN(date.getTime())) {
      throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`);
    }
    return date.toISOString();
  },
  parseValue(value) {
    return parseIso(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO 8601 string', { nodes: ast });
    return parseIso(ast.value);
  },
});

function parseIso(value: unknown): number {
  const ms = typeof value === 'string' && isoPattern.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw new GraphQLError(`DateTime must be an ISO 8601 string, not ${JSON.stringify(value)}`);
  return Math.floor(ms / 1000);
}
