/**
 * A character trie: a fixed set of keys, looked up one character at a time. A caller walks a text through it
 * while reading that text (a word, a normalised label) and learns whether it is a key without cutting the
 * text into substrings, normalising it into a new string or hashing it: most texts leave the trie within a
 * character or two.
 */
export class CharTrie<V> {
  /** The node every walk starts at. */
  static readonly ROOT = 0;
  /** The node a step leads to when the text is no prefix of any key. */
  static readonly NONE = -1;
  /** The children of node n sit at `first[n] .. first[n + 1] - 1` of `codes` (their characters) and `targets`. */
  private readonly first: Int32Array;
  private readonly codes: Uint16Array;
  private readonly targets: Int32Array;
  private readonly values: Array<V | undefined>;
  /** The root's children by ASCII code, NONE where it has none: a walk starts at the root at every word. */
  private readonly rootAscii = new Int32Array(128).fill(CharTrie.NONE);

  /** Keys are compared character by character as given (UTF-16 code units); a repeated key keeps its last value. */
  constructor(entries: Iterable<readonly [string, V]>) {
    const children: Array<Map<number, number>> = [new Map()];
    const values: Array<V | undefined> = [undefined];
    for (const [key, value] of entries) {
      let node = CharTrie.ROOT;
      for (let i = 0; i < key.length; i++) {
        const c = key.charCodeAt(i);
        let next = children[node].get(c);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          values.push(undefined);
          children[node].set(c, next);
        }
        node = next;
      }
      values[node] = value;
    }
    // Flat arrays rather than a map per node: a step reads a short run of numbers.
    const edges = children.reduce((n, m) => n + m.size, 0);
    this.first = new Int32Array(children.length + 1);
    this.codes = new Uint16Array(edges);
    this.targets = new Int32Array(edges);
    let at = 0;
    children.forEach((m, node) => {
      this.first[node] = at;
      for (const [c, next] of m) {
        this.codes[at] = c;
        this.targets[at++] = next;
      }
    });
    this.first[children.length] = at;
    this.values = values;
    for (const [c, next] of children[CharTrie.ROOT]) if (c < 128) this.rootAscii[c] = next;
  }

  /** The node after reading character code `c` at `node`, or NONE. */
  step(node: number, c: number): number {
    if (node === CharTrie.ROOT && c < 128) return this.rootAscii[c];
    const end = this.first[node + 1];
    for (let k = this.first[node]; k < end; k++) if (this.codes[k] === c) return this.targets[k];
    return CharTrie.NONE;
  }

  /** The value of the key that ends at `node` (undefined when none does, or for NONE). */
  valueAt(node: number): V | undefined {
    return node < 0 ? undefined : this.values[node];
  }

  /** The value of `key`, read whole. */
  get(key: string): V | undefined {
    let node = CharTrie.ROOT;
    for (let i = 0; i < key.length && node >= 0; i++) node = this.step(node, key.charCodeAt(i));
    return this.valueAt(node);
  }
}
