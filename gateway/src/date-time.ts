import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// A day, or a date and time; the time's Z or offset is optional here only to say that it is missing.
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

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
  if (!parts) throw new GraphQLError(`DateTime must be an ISO 8601 day (2026-11-21) or date and time (2026-11-21T09:30:00Z), not ${JSON.stringify(value)}`);
  const wrong = whatIsWrong(parts);
  if (wrong) throw new GraphQLError(`DateTime ${JSON.stringify(value)} ${wrong}`);
  return Math.floor(Date.parse(parts[0]) / 1000);
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * What keeps the written date and time from naming one moment, in words for the caller; undefined
 * when it names one. A time must say where it was read (Z or an offset), as 09:30 in London and in
 * Sydney are two moments. Date.parse rolls 30 February over into March and 24:00 into the
 * next day, so a typo would quietly become another day (a token's expiry, a report's range): a date
 * or time that does not exist is refused, saying which part.
 */
function whatIsWrong(parts: RegExpExecArray): string | undefined {
  const field = (index: number) => Number(parts[index] ?? 0);
  const [year, month, day] = [field(1), field(2), field(3)];
  const [hour, minute, second] = [field(5), field(6), field(8)];
  const [offsetHours, offsetMinutes] = [field(11), field(12)];
  if (month < 1 || month > 12) return 'names a month that does not exist: months run from 01 to 12.';
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (day < 1 || day > daysInMonth) return `names a day that does not exist: ${monthNames[month - 1]} ${year} has ${daysInMonth} days.`;
  if (parts[4] === undefined) return undefined;
  if (hour > 23) return 'names a time that does not exist: hours run from 00 to 23 (the end of a day is 00:00 of the next).';
  if (minute > 59) return 'names a time that does not exist: minutes run from 00 to 59.';
  if (second > 59) return 'names a time that does not exist: seconds run from 00 to 59.';
  if (parts[10] === undefined) return 'needs Z (UTC) or an offset such as +01:00 after its time, as in 2026-11-21T09:30:00Z.';
  if (offsetHours > 23 || offsetMinutes > 59) return 'has an offset that does not exist: offsets run from -23:59 to +23:59.';
  return undefined;
}
