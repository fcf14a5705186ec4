/**
 * A value made once per key and kept, at most `max` of them, the oldest made forgotten first (a `Map` keeps its
 * insertion order). For what the server and the browser make again and again from a few inputs: formatters, formatted
 * amounts, the parse of a packed text. A `make` that throws keeps nothing; `undefined` is never kept.
 */
export function boundedMemo<Value>(max: number) {
  const values = new Map<string, Value>();
  return function memo(key: string, make: () => Value): Value {
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      setKeepingAtMost(values, key, value, max);
    }
    return value;
  };
}

/** Sets `key` in `map`, forgetting the oldest entry first when `map` already holds `max` (insertion order). */
export function setKeepingAtMost<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, max: number) {
  if (map.size >= max && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}
