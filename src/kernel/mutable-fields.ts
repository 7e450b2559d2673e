// cold: a kernel state's typed-array fields stored a second time, once, before any battle.
// V8 marks a field written only by its constructor "const"; TurboFan then keeps the array it loaded
// from such a field alive across the calls that follow (spilled to the stack and reloaded), where
// a field written twice is simply loaded again. For the Kriegbot state, whose arrays are read
// around many calls V8 does not inline, the second store measured -2% instructions a duel, the
// same games (bench/README.md, "Eighth session of issue 24").
// Each copy is a view of an ArrayBuffer of its own, so its elements live off V8's heap (V8 keeps a
// small typed array made from a length on its heap, where the collector may move it): the kernel
// made for its tables and state (kriegbot/duel/specialised.ts) then reads a state array through a
// fixed address, where an array on the heap costs a base and an offset each time
// (bench/README.md, "Ninth session of issue 24").

type NumberArray = Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

function isNumberArray(value: unknown): value is NumberArray {
  return ArrayBuffer.isView(value) && !(value instanceof DataView) && !(value instanceof BigInt64Array) && !(value instanceof BigUint64Array);
}

/**
 * Replaces each own typed-array field of `state` with a copy of the same type, length and
 * contents over an ArrayBuffer of its own, so V8 tracks the field as mutable and the elements are
 * off its heap. Call it right after the state is made, before anything keeps a reference to one of
 * its arrays.
 */
export function storeArraysTwice(state: object): void {
  const fields = state as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (!isNumberArray(value)) continue;
    const copy = new (value.constructor as new (buffer: ArrayBuffer) => NumberArray)(new ArrayBuffer(value.byteLength));
    copy.set(value);
    fields[key] = copy;
  }
}
