package org.ponytable.engine.state;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A sorted, unmodifiable copy of a map, made only in this package: sorted, so a record's text form
 * (and a state's fingerprint) is the same on every run; made here and never changed, so a copy of
 * the record that keeps it need not sort it again ({@link #of}).
 */
final class SortedCopy<K, V> extends AbstractMap<K, V> {
  private final Map<K, V> sorted;

  private SortedCopy(Map<K, V> m) {
    sorted = Collections.unmodifiableMap(new TreeMap<>(m));
  }

  /** {@code m} itself when it is one already, else a sorted copy of it. */
  static <K, V> Map<K, V> of(Map<K, V> m) {
    return m instanceof SortedCopy ? m : new SortedCopy<>(m);
  }

  @Override
  public Set<Map.Entry<K, V>> entrySet() {
    return sorted.entrySet();
  }

  @Override
  public V get(Object key) {
    return sorted.get(key);
  }

  @Override
  public V getOrDefault(Object key, V otherwise) {
    return sorted.getOrDefault(key, otherwise);
  }

  @Override
  public boolean containsKey(Object key) {
    return sorted.containsKey(key);
  }

  @Override
  public int size() {
    return sorted.size();
  }
}
