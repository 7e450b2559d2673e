import { describe, expect, it } from 'vitest';
import { storeArraysTwice } from './mutable-fields.js';

class Sample {
  readonly small = new Int8Array([1, -2, 3]);
  readonly wide = new Float64Array([0.5, 2]);
  readonly view = new DataView(new ArrayBuffer(4));
  readonly plain = [1, 2];
  count = 7;
}

describe('storeArraysTwice', () => {
  it('gives each typed-array field a new array of the same type and contents, and leaves the rest', () => {
    const sample = new Sample();
    const before = { small: sample.small, wide: sample.wide, view: sample.view, plain: sample.plain };
    storeArraysTwice(sample);
    expect(sample.small).not.toBe(before.small);
    expect(sample.small).toBeInstanceOf(Int8Array);
    expect([...sample.small]).toEqual([1, -2, 3]);
    expect(sample.wide).not.toBe(before.wide);
    expect(sample.wide).toBeInstanceOf(Float64Array);
    expect([...sample.wide]).toEqual([0.5, 2]);
    expect(sample.view).toBe(before.view);
    expect(sample.plain).toBe(before.plain);
    expect(sample.count).toBe(7);
  });
});
