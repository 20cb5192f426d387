/**
 * mupdf.js registers every wrapper object it creates (a Font per glyph in StructuredText.walk, a Path,
 * StrokeState and ColorSpace per device call) with a FinalizationRegistry, so that a wrapper the caller
 * forgets is still released by the garbage collector. Registering and unregistering cost more than the
 * rest of the per-glyph work together (about a quarter of the text stage on a dense page). Where the
 * caller destroys every such wrapper synchronously, that safety net buys nothing.
 *
 * This relies on a detail of mupdf.js 1.28 (`Userdata` looks the registry up as `ctor._finalizer`, created
 * at the first construction). When that detail is absent the swap does nothing and wrappers are
 * registered as usual: slower, never wrong.
 */

interface Registry {
  register(target: object, held: unknown, token?: object): void;
  unregister(token: object): boolean;
}

type WrapperClass = abstract new (...args: never[]) => unknown;

const UNTRACKED: Registry = {
  register: () => undefined,
  unregister: () => false,
};

function registryOf(cls: WrapperClass): Registry | undefined {
  if (!Object.hasOwn(cls, '_finalizer')) return undefined;
  const r = (cls as unknown as { _finalizer: unknown })._finalizer;
  if (r === UNTRACKED) return undefined; // nested call: the outer one restores
  return typeof (r as Registry | null)?.register === 'function' ? (r as Registry) : undefined;
}

/**
 * Run `fn` with wrappers of `classes` created untracked by the garbage-collection safety net.
 * Contract: `fn` destroys every wrapper of those classes that is created while it runs, and destroys no
 * wrapper of them created before (that one would later be released twice). Synchronous only.
 */
export function withUntrackedWrappers<T>(classes: WrapperClass[], fn: () => T): T {
  const saved: Array<[WrapperClass, Registry]> = [];
  for (const cls of classes) {
    const registry = registryOf(cls);
    if (registry === undefined) continue;
    saved.push([cls, registry]);
    (cls as unknown as { _finalizer: Registry })._finalizer = UNTRACKED;
  }
  try {
    return fn();
  } finally {
    // Assign back rather than delete: the property stays, so the class keeps its object shape.
    for (const [cls, registry] of saved) (cls as unknown as { _finalizer: Registry })._finalizer = registry;
  }
}
