import { describe, expect, it } from 'vitest';
import { wordAlternates } from '../src/addresses/street-words';

describe('the other ways an address may write a typed word', () => {
  it.each([
    // A short form: its full words.
    ['rd', ['road']],
    ['ln', ['lane']],
    ['tce', ['terrace']],
    ['pde', ['parade']],
    ['hwy', ['highway']],
    // Crescent it starts anyway: the other short form.
    ['cres', ['cr']],
    ['ct', ['court']],
    ['gdns', ['gardens']],
    ['blvd', ['boulevard']],
    ['mt', ['mount']],
    // St is Street or Saint; Street the word starts anyway.
    ['st', ['saint']],
    ['str', ['st']],
    // A full word: its short forms, those it does not start.
    ['road', ['rd']],
    ['lane', ['ln']],
    ['terrace', ['tce', 'terr']],
    ['street', ['st', 'str']],
    ['saint', ['st']],
    ['boulevard', ['blvd']],
    // Still being typed: the start of a full word finds its short forms, of a short form its full word.
    ['ro', ['rd']],
    ['stre', ['st', 'str']],
    ['sai', ['st']],
    ['tc', ['terrace']],
    ['pd', ['parade']],
    // Short forms the word starts, and one letter, are left as they are.
    ['ave', ['av']],
    ['av', []],
    ['dr', []],
    ['pl', []],
    ['sq', []],
    ['r', []],
    ['s', []],
    // Most words have none.
    ['downing', []],
    ['12', []],
    ['', []],
  ])('%j also matches %j', (typed, alternates) => {
    expect(wordAlternates(typed)).toEqual(alternates);
  });
});
