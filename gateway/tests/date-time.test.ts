import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTime } from '../src/date-time';

describe('DateTime', () => {
  it('turns epoch seconds into ISO strings', () => {
    expect(DateTime.serialize(1_795_253_400)).toBe('2026-11-21T09:30:00.000Z');
    expect(DateTime.serialize('1795253400')).toBe('2026-11-21T09:30:00.000Z');
  });

  it('refuses values that are no time', () => {
    expect(() => DateTime.serialize('yesterday')).toThrow('DateTime cannot represent');
    expect(() => DateTime.serialize(1e20)).toThrow('DateTime cannot represent');
  });

  it('reads ISO strings back as epoch seconds', () => {
    expect(DateTime.parseValue('2026-11-21T09:30:00.000Z')).toBe(1_795_253_400);
    expect(DateTime.parseLiteral({ kind: Kind.STRING, value: '2026-11-21T09:30:00Z' })).toBe(1_795_253_400);
    expect(() => DateTime.parseValue('21/11/2026')).toThrow('ISO 8601');
  });
});
