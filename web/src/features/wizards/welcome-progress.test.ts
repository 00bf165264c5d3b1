// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstStepToDo, type WelcomeState } from './welcome-progress';

const fresh: WelcomeState = { organisation: { name: 'New Co', address1: '', town: '', postcode: '' }, account: { name: '' }, colleagues: 0 };
const addressed = { name: 'New Co', address1: '1 Quay Street', town: 'Bristol', postcode: 'BS1 4DJ' };

describe('firstStepToDo', () => {
  it.each([
    { case: 'a new organisation starts at its company details', state: fresh, step: 0 },
    { case: 'an address without a postcode is not done', state: { ...fresh, organisation: { ...addressed, postcode: ' ' } }, step: 0 },
    { case: 'with its address, the account still needs a name', state: { ...fresh, organisation: addressed }, step: 1 },
    { case: 'named, it goes on to inviting colleagues', state: { ...fresh, organisation: addressed, account: { name: 'Main' } }, step: 2 },
    { case: 'with colleagues asked, the services are what is left', state: { organisation: addressed, account: { name: 'Main' }, colleagues: 2 }, step: 3 },
    { case: 'a named account does not skip missing company details', state: { ...fresh, account: { name: 'Main' }, colleagues: 1 }, step: 0 },
  ])('$case', ({ state, step }) => {
    expect(firstStepToDo(state)).toBe(step);
  });
});
