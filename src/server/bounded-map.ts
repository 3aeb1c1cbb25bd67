/**
 * Sets `key` in `map`, first dropping the oldest entry (the first inserted) when the map already holds
 * `capacity`: the caches of this process (prepared statements, seed pairs, HMAC keys) stay bounded
 * without counting hits.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  if (map.size >= capacity && !map.has(key)) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
