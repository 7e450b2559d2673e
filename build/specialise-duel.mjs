// cold, build time: writes duel-specialised.js beside the built Kriegbot line duel (issue 24).
// `node build/specialise-duel.mjs <folder of the built duel.js>`, run by `npm run build` after tsc.
//
// Why: a read of a table column such as `t.attack.dice[k]` costs V8 8 to 15 instructions (a map
// check of the tables, a load of the column, the array's checks), and most of a duel is such reads.
// A const captured by a closure made once is folded into a constant, and the read costs about half
// (bench/README.md, "Eighth session of issue 24"). So this script bundles the duel's own code
// (duel/, resolve/ and log/; what they import from elsewhere stays an import) into one factory,
// makeFight(T, S), whose body is that code with every `t.<table>.<column>` read through a const
// taken from T once, and every read of the state's arrays (`s.<array>`), its memos, dice pools and event log through
// a const taken from the state S once, and of its numbers (`s.range`) through S itself. Then the
// tables, the state and the generator (its words moved into RNG_STATE) are only handed on from
// call to call, and those arguments are dropped. The duel's rules are untouched: it is the same
// code, its reads moved. duel/specialised.ts makes it once a worker, for the first tables it plays duels on
// (V8 folds a closure's consts only while it is the only closure made at its site), keeps it for
// tables of the same contents, and plays the plain duel for any other; a test plays both on random
// designs and compares the event logs (src/games/kriegbot/duel/duel-specialised.test.ts).
import { writeFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const duelFolder = resolve(process.argv[2] ?? 'dist/games/kriegbot/duel');
const kriegbotFolder = dirname(duelFolder);
const bundled = ['duel', 'resolve', 'log'].map((folder) => join(kriegbotFolder, folder) + '/');

/** The state's typed arrays (all but the tally, which createScratch replaces after the state is made). */
const { createState } = await import(pathToFileURL(join(kriegbotFolder, 'resolve', 'state.js')).href);
const state = createState();
const stateArrays = new Set(Object.keys(state).filter((key) => key !== 'tally' && ArrayBuffer.isView(state[key])));
/** Its parts that are objects of their own (the memos, dice pools, event log), never replaced. */
const stateParts = new Set(Object.keys(state).filter((key) => typeof state[key] === 'object' && state[key] !== null && !ArrayBuffer.isView(state[key])));

const bundle = await rolldown({
  input: join(duelFolder, 'duel.js'),
  plugins: [{
    name: 'kernel-only',
    // code outside the three folders stays an import of the built module (same path from here)
    resolveId(source, importer) {
      if (importer === undefined) return null;
      if (!source.startsWith('.')) return { id: source, external: true };
      const path = resolve(dirname(importer), source);
      return bundled.some((folder) => path.startsWith(folder)) ? null : { id: path, external: true };
    },
  }],
});
const { output } = await bundle.generate({ format: 'esm' });
await bundle.close();
const code = output[0].code;

const lines = code.split('\n');
const imports = lines.filter((line) => line.startsWith('import '));
const exported = lines.filter((line) => line.startsWith('export {'));
if (exported.length !== 1 || !/\bfight\b/.test(exported[0])) throw new Error(`specialise-duel: expected one export line naming fight, got ${exported.join(' | ')}`);
let body = lines.filter((line) => !line.startsWith('import ') && !line.startsWith('export {')).join('\n');

const columns = new Map(); // `t.robot.order` -> T_robot_order
body = body.replace(/\bt\.(\w+)\.(\w+)\b/g, (_, table, column) => {
  const name = `T_${table}_${column}`;
  columns.set(name, `T.${table}.${column}`);
  return name;
});
const stateReads = new Map(); // `s.status[` -> S_status[, `s.damage,` -> S_damage, `s.log` -> S_log
// Arrays passed on as arguments too (placeMarker(t, r, s.damage, ...)): where the callee is inlined, V8 folds them as well.
body = body.replace(/\bs\.(\w+)\b(?!\s*=[^=])/g, (read, field) => {
  if (!stateArrays.has(field) && !stateParts.has(field)) return read;
  stateReads.set(`S_${field}`, `S.${field}`);
  return `S_${field}`;
});
// The state's own numbers (s.range, s.volleyIndex, ...) through S, the factory's state, too: V8
// knows a const object's map, so a function that reads or writes one checks no map first.
body = body.replace(/\bs\.(\w+)\b/g, (_, field) => `S.${field}`);
const leftover = /\bt\.\w+\b(?!\.)/.exec(body);
if (leftover !== null) throw new Error(`specialise-duel: a table read it cannot rewrite: ${body.slice(leftover.index - 40, leftover.index + 40)}`);

// With every column a const, the tables argument `t` is read nowhere, only handed on from call to
// call. Where it is handed on not first (the memos' recall, which empties a memo when the tables
// change) it becomes T, the tables this factory was made for, whose contents any tables it plays
// have (duel/specialised.ts); then it is dropped from every bundled function but fight (the entry
// point) and from every call. Fewer arguments make each call cheaper and each function's bytecode
// smaller, so more of them fit V8's inlining budget (bench/README.md, "Eleventh session of issue 24").
body = body.replace(/, t(?=[,)])/g, ', T');
body = dropFirstArgument(body, 't');
// So is the state argument `s` now (its arrays and numbers all read through S): every bundled
// function takes it first, once `t` is gone; dropped likewise, but from fight, which takes it
// from its caller (and plays S, the state it was made for: duel/specialised.ts).
body = dropFirstArgument(body, 's');


// The dice: the generator's state moved into RNG_STATE, a constant array (off V8's heap, so its
// address is a constant too), for the fight, and back at its end; every roll steps it there
// (faceOfState, rollPoolOfState: the same faces in the same order as the Rng's own). The Rng's
// fields cost a map check, an untag and a tag at each face.
// A pool's faces array (readonly in DicePool) is passed as a const of its own too, S_<pool>_faces,
// which V8 folds where rollPoolOfState is inlined (see it in dice/pool.ts).
const rolls = body.match(/\brollPool\(rng, |\brng\.face\(\)/g)?.length ?? 0;
body = body.replace(/\brollPool\(rng, (\w+), S_(\w+)\)/g, (_, count, pool) => {
  stateReads.set(`S_${pool}_faces`, `S.${pool}.faces`);
  return `rollPoolOfState(RNG_STATE, ${count}, S_${pool}, S_${pool}_faces)`;
});
body = body.replace(/\brng\.face\(\)/g, 'faceOfState(RNG_STATE)');
const rngLeft = /\brng\.\w+|\brollPool\(/.exec(body);
if (rolls === 0 || rngLeft !== null) throw new Error(`specialise-duel: a roll it cannot move onto the state array: ${rngLeft === null ? 'none found' : body.slice(rngLeft.index - 40, rngLeft.index + 40)}`);
// With every roll on RNG_STATE, the generator `rng` too is only handed on (first, once t and s are gone): dropped likewise.
body = dropFirstArgument(body, 'rng');
if (!/^function fight\(t, a, b, rng, s, metrics\) \{$/m.test(body)) throw new Error('specialise-duel: fight(t, a, b, rng, s, metrics) not found');
body = body.replace(/^function fight\(t, a, b, rng, s, metrics\) \{$/m, 'function fightOnState(t, a, b, rng, s, metrics) {');
body += `
const RNG_STATE = new Int32Array(new ArrayBuffer(16));
/** The fight with the generator's state in RNG_STATE: an Rng's faces only, not a subclass's own (a script's). */
function fight(t, a, b, rng, s, metrics) {
\tconst kind = Object.getPrototypeOf(rng);
\tif (kind.constructor.name !== 'Rng' && Object.hasOwn(kind, 'face')) throw new Error('the specialised line duel rolls an Rng\\'s own faces, not those of ' + kind.constructor.name);
\trng.saveState(RNG_STATE);
\tconst outcome = fightOnState(t, a, b, rng, s, metrics);
\trng.loadState(RNG_STATE);
\treturn outcome;
}`;
// consts of the factory taken from the bundle's namespace imports, as the bundled modules take theirs (V8 folds consts, not imported bindings)
if (!/^import \* as rngModule from .*rng\.js";$/m.test(imports.join('\n')) || !/^import \* as poolModule from .*pool\.js";$/m.test(imports.join('\n'))) throw new Error('specialise-duel: the bundle no longer imports rngModule and poolModule');
body = `const { faceOfState } = rngModule;\nconst { rollPoolOfState } = poolModule;\n${body}`;

const consts = [...columns, ...stateReads].map(([name, read]) => `  const ${name} = ${read};`).join('\n');
const text = `// generated by build/specialise-duel.mjs from the built duel: do not edit (see that script for why)
${imports.join('\n')}

/** The line duel's fight for the tables T and the state S only, their columns and arrays consts. */
export function makeFight(T, S) {
${consts}
${body}
  return fight;
}
`;
const target = join(duelFolder, 'duel-specialised.js');
writeFileSync(`${target}.tmp`, text);
renameSync(`${target}.tmp`, target);
// quiet on success: npm start runs the build before its own progress lines

/**
 * The bundle with argument `name` dropped from every function that takes it first and from every
 * call that passes it first, except fight (the entry point, whose caller passes them all); throws
 * if `name` is still handed on anywhere else.
 */
function dropFirstArgument(code, name) {
  const declared = new RegExp(`\\bfunction ([\\w$]+)\\(${name}(, |\\))`, 'g');
  const called = new RegExp(`([\\w$]+)\\(${name}(, |\\))`, 'g');
  const out = code
    .replace(declared, (whole, fn, after) => (fn === 'fight' ? whole : `function ${fn}(${after === ')' ? ')' : ''}`))
    .replace(called, (whole, fn, after) => (fn === 'fight' ? whole : `${fn}(${after === ')' ? ')' : ''}`));
  const left = new RegExp(`[(,]\\s*${name}\\s*[,)]`).exec(out.replace(/function fight\(t, a, b, rng, s, metrics\)/, ''));
  if (left !== null) throw new Error(`specialise-duel: the argument ${name} is still handed on: ${out.slice(left.index - 40, left.index + 40)}`);
  return out;
}
