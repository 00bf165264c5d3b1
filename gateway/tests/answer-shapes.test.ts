import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { upstreamSuggestions } from '../src/address-lookup/types';
import { objectShapes, prepareAnswerShapes } from '../src/upstream/answer-shapes';

const leaf = z.object({ id: z.string() });
const wrapped = z.object({ when: z.number() });
const optionA = z.object({ kind: z.literal('a') });
const optionB = z.object({ kind: z.literal('b') });
interface Node {
  name: string;
  children?: Node[];
}
const node: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => node)).optional() });
const outer = z.object({
  items: z.array(leaf),
  later: wrapped.nullable().default(null),
  either: z.union([optionA, optionB]),
  tree: node,
  again: leaf,
});

describe("the services' answer shapes, prepared as the gateway starts", () => {
  it('are found in fields, list elements, nullable and defaulted values, unions and lazy types, each once', () => {
    const found = objectShapes([outer, 'not a shape', leaf]);
    expect(new Set(found)).toEqual(new Set([outer, leaf, wrapped, optionA, optionB, node]));
    expect(found).toHaveLength(6);
  });

  it('read an answer exactly as before: the suggestions taken, a wrong shape refused with the same problems', async () => {
    const answer = [{ id: 'a1', text: '1 High Street, Bath' }];
    const wrong = [{ id: 7 }];
    const before = upstreamSuggestions.safeParse(wrong);
    await prepareAnswerShapes(() => false, [{ upstreamSuggestions }]);
    expect(upstreamSuggestions.parse(answer)).toEqual(answer);
    const after = upstreamSuggestions.safeParse(wrong);
    expect(after.success).toBe(false);
    expect(after.error?.issues).toEqual(before.error?.issues);
  });

  it('are left alone once the gateway stops', async () => {
    const shape = z.object({ n: z.number() });
    const checked = vi.spyOn(shape, 'safeParse');
    await prepareAnswerShapes(() => true, [{ shape }]);
    expect(checked).not.toHaveBeenCalled();
    await prepareAnswerShapes(() => false, [{ shape }]);
    expect(checked).toHaveBeenCalledTimes(1);
  });
});
