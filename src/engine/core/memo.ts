/**
 * A memory of values worked out from a key, emptied whole when it reaches its bound: the engines
 * remember what they compute again and again (typeset texts, a set of modules' hook lists, option
 * texts) without growing without limit over a long session. Values are shared by every caller:
 * remember only what is never changed (strings, frozen or read-only data).
 */
export class BoundedMemo<K, V> {
  readonly #values = new Map<K, V>();
  readonly #bound: number;
  constructor(bound: number) {
    this.#bound = bound;
  }
  /** The value of `key`: remembered, or made by `make(key)` and remembered. */
  get(key: K, make: (key: K) => V): V {
    let v = this.#values.get(key);
    if (v === undefined) {
      if (this.#values.size >= this.#bound) this.#values.clear();
      this.#values.set(key, (v = make(key)));
    }
    return v;
  }
}
