import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?(Z|[+-](\d{2}):(\d{2})))?$/;

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
  const parts = typeof value === 'string' ? isoPattern.exec(value) : null;
  const ms = parts && isCalendarTime(parts) ? Date.parse(parts[0]) : Number.NaN;
  if (Number.isNaN(ms)) throw new GraphQLError(`DateTime must be an ISO 8601 string, not ${JSON.stringify(value)}`);
  return Math.floor(ms / 1000);
}

/**
 * Whether the written date and time exist: Date.parse rolls 30 February over into March and 24:00
 * into the next day, so a typo would quietly become another day (a token's expiry, a report's range).
 */
function isCalendarTime(parts: RegExpExecArray): boolean {
  const field = (index: number) => Number(parts[index] ?? 0);
  const [year, month, day] = [field(1), field(2), field(3)];
  const [hour, minute, second] = [field(5), field(6), field(8)];
  const [offsetHours, offsetMinutes] = [field(11), field(12)];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
}
