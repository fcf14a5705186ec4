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
      if (values.size >= max) values.delete(values.keys().next().value!);
      values.set(key, value);
    }
    return value;
  };
}
