// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { argumentPath, oneOf, refusedArgument } from './refused-field';

const answered = (extensions: Record<string, unknown>, message = 'quantity must be a whole number from 1 to 1000000000, not 0.') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('a refused argument', () => {
  it.each([
    ['input.services[1].quantity', 'services.1.quantity'],
    ['input.pricing[0].clicks', 'pricing.0.clicks'],
    ['input.companyAddress[2]', 'companyAddress.2'],
    ['input.minRecCount', 'minRecCount'],
    ['clicks', 'clicks'],
    ['endDate', 'endDate'],
  ])('names %s as the form field %s', (argument, path) => {
    expect(argumentPath(argument)).toBe(path);
  });

  it('reads the field and the words of BAD_USER_INPUT naming an argument', () => {
    expect(refusedArgument(answered({ code: 'BAD_USER_INPUT', argument: 'input.services[0].quantity' }))).toEqual({
      path: 'services.0.quantity',
      message: 'quantity must be a whole number from 1 to 1000000000, not 0.',
    });
  });

  it.each([
    ['BAD_USER_INPUT naming no argument', answered({ code: 'BAD_USER_INPUT' })],
    ['another code', answered({ code: 'BAD_REQUEST', argument: 'input.name' })],
    ['no GraphQL answer', new ServerError('Bad Gateway', { response: new Response(null, { status: 502 }), bodyText: '' })],
    ['anything else', new Error('boom')],
  ])('is none for %s', (_case, error) => {
    expect(refusedArgument(error)).toBeNull();
  });

  it('is a field of a form whose fields are named as its input', () => {
    const fieldOf = oneOf(['clicks', 'price']);
    expect(fieldOf('clicks')).toBe('clicks');
    expect(fieldOf('bundleId')).toBeNull();
  });
});
