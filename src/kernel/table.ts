// cold: compiled designs as struct-of-arrays, every column in one (shareable) buffer, so worker
// threads can view the same memory without copying it.

export type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Float64Array;

/** A typed-array constructor used as a column type: Int16Array, Float64Array, ... */
export interface Column<A extends TypedArray = TypedArray> {
  new (buffer: ArrayBufferLike, byteOffset: number, length: number): A;
  readonly BYTES_PER_ELEMENT: number;
}
export type Schema = Readonly<Record<string, Column>>;
export type Schemas = Readonly<Record<string, Schema>>;
export type Table<S extends Schema> = { readonly [K in keyof S]: InstanceType<S[K]> };
export type Tables<T extends Schemas> = { readonly [K in keyof T]: Table<T[K]> };
export type RowCounts<T extends Schemas> = { readonly [K in keyof T]: number };

function layout<T extends Schemas>(schemas: T, rows: RowCounts<T>): { bytes: number; place: (visit: (table: string, column: string, type: Column, offset: number, length: number) => void) => void } {
  const place = (visit: (table: string, column: string, type: Column, offset: number, length: number) => void) => {
    let offset = 0;
    for (const table of Object.keys(schemas).sort()) {
      const schema = schemas[table] as Schema;
      const length = rows[table as keyof T];
      for (const column of Object.keys(schema).sort()) {
        const type = schema[column] as Column;
        visit(table, column, type, offset, length);
        offset += Math.ceil((length * type.BYTES_PER_ELEMENT) / 8) * 8; // 8-byte aligned columns
      }
    }
    return offset;
  };
  let bytes = 0;
  place((_t, _c, type, offset, length) => {
    bytes = Math.max(bytes, offset + Math.ceil((length * type.BYTES_PER_ELEMENT) / 8) * 8);
  });
  return { bytes, place };
}

/**
 * Views over `buffer`; the same (schemas, rows) always give the same layout. The tables object and
 * each table are built by inObject, with every property inside the object.
 */
export function viewTables<T extends Schemas>(schemas: T, rows: RowCounts<T>, buffer: ArrayBufferLike): Tables<T> {
  const columns: Record<string, [string, TypedArray][]> = {};
  for (const table of Object.keys(schemas)) columns[table] = [];
  layout(schemas, rows).place((table, column, type, offset, length) => {
    columns[table]?.push([column, new type(buffer, offset, length)]);
  });
  return inObject(Object.entries(columns).map(([table, entries]) => [table, inObject(entries)] as const)) as unknown as Tables<T>;
}

/**
 * An object with these properties, in this order, all kept inside the object itself. Built column
 * by column, a wide table of typed arrays drops to dictionary mode and every `t.table.column` read
 * in hot code becomes a hash lookup; built in one step (Object.fromEntries) it stays fast, but V8
 * keeps all but its first few properties in a separate array, one more load for every such read.
 * A constructor that assigns each property by name, made for these names, gives V8 room for all
 * of them in the object: 3.6% fewer instructions a Kriegbot duel (issue 24, bench/README.md). The
 * names are the schemas' own, written as string literals.
 */
function inObject<V>(entries: readonly (readonly [string, V])[]): Record<string, V> {
  const names = entries.map(([name]) => name);
  const key = JSON.stringify(names);
  let construct = constructors.get(key);
  if (construct === undefined) {
    const assignments = names.map((name, i) => `this[${JSON.stringify(name)}] = values[${i}];`).join('\n');
    construct = new Function('values', assignments) as Construct;
    constructors.set(key, construct);
  }
  return new construct(entries.map(([, value]) => value)) as Record<string, V>;
}

type Construct = new (values: readonly unknown[]) => Record<string, unknown>;

/**
 * inObject's constructors by the names they assign. Views of the same schemas must share one (a
 * runner's worker views the tables again for each batch): a new constructor gives its objects a
 * new shape, and the kernels, compiled for the first, would be thrown back to slow code.
 */
const constructors = new Map<string, Construct>();

export function allocTables<T extends Schemas>(schemas: T, rows: RowCounts<T>): { buffer: SharedArrayBuffer; tables: Tables<T> } {
  const buffer = new SharedArrayBuffer(Math.max(8, layout(schemas, rows).bytes));
  return { buffer, tables: viewTables(schemas, rows, buffer) };
}
