package io.github.ascendtriage.internal.extract.automaton;

import java.util.Arrays;

/**
 * The trie of a set of patterns for {@link AhoCorasick}, numbered breadth-first, so the children
 * of a state are one run of ids in label order: state {@code s} has the char {@code label[s]} on
 * its incoming edge, its parent, the pattern ending at it ({@code own[s]}, -1 for none) and its
 * children {@code firstChild[s] .. firstChild[s + 1] - 1}. Built from the sorted patterns without a
 * map per state, so it costs a few arrays the size of the pattern text. Not thread-safe while
 * built; read-only afterwards.
 */
final class PhraseTrie {
  int size;
  char[] label;
  int[] parent;
  int[] firstChild;
  int[] own;
  int[] fail; // the failure links when read from tables, else null (the automaton finds them)
  PhraseTables tables; // the tables it was read from, or null when built

  private PhraseTrie() {}

  /**
   * The trie of {@code patterns}: with {@code precompiled}, read from the built-in {@link
   * PhraseTables} when they hold these very patterns (then {@code parent} is null and {@code fail}
   * is set), else built.
   */
  static PhraseTrie of(String[] patterns, boolean precompiled) {
    PhraseTables tables = precompiled ? PhraseTables.builtInFor(patterns) : null;
    if (tables == null) {
      return build(patterns);
    }
    PhraseTrie t = new PhraseTrie();
    t.size = tables.label.length;
    t.label = tables.label;
    t.firstChild = tables.firstChild;
    t.own = tables.own;
    t.fail = tables.fail;
    t.tables = tables;
    return t;
  }

  /** The trie of {@code patterns}, which must be distinct (non-null, none twice). */
  static PhraseTrie build(String[] patterns) {
    // depth-first from the sorted patterns (each shares a prefix with the one before), then
    // renumbered breadth-first; no map per state, so building costs a few arrays as the result
    long chars = 0;
    java.util.Map<String, Integer> index = new java.util.HashMap<>(patterns.length * 2);
    for (int i = 0; i < patterns.length; i++) {
      chars += patterns[i].length();
      if (index.put(patterns[i], i) != null) {
        throw new IllegalArgumentException("pattern given twice: " + patterns[i]);
      }
    }
    if (chars >= Integer.MAX_VALUE - 1) {
      throw new IllegalArgumentException("phrase text too large: " + chars + " chars");
    }
    // the strings sorted as they are (no comparator, no boxing: the cheapest sort at start-up)
    String[] sorted = patterns.clone();
    Arrays.sort(sorted);
    int cap = (int) chars + 1;
    char[] lab = new char[cap];
    int[] par = new int[cap];
    int[] ownD = new int[cap];
    Arrays.fill(ownD, -1);
    int[] path = new int[1];
    int n = 1;
    String prev = "";
    for (String p : sorted) {
      int idx = index.get(p);
      if (path.length < p.length() + 1) {
        path = Arrays.copyOf(path, Math.max(p.length() + 1, path.length * 2));
      }
      int common = 0;
      int max = Math.min(p.length(), prev.length());
      while (common < max && p.charAt(common) == prev.charAt(common)) {
        common++;
      }
      for (int i = common; i < p.length(); i++) {
        lab[n] = p.charAt(i);
        par[n] = path[i];
        path[i + 1] = n++;
      }
      ownD[path[p.length()]] = idx;
      prev = p;
    }
    // children of a state were created in label order; count them, then walk breadth-first
    int[] count = new int[n + 1];
    for (int s = 1; s < n; s++) {
      count[par[s]]++;
    }
    int[] start = new int[n + 1];
    for (int s = 0; s < n; s++) {
      start[s + 1] = start[s] + count[s];
    }
    int[] kids = new int[Math.max(1, n - 1)];
    int[] fill = Arrays.copyOf(start, n);
    for (int s = 1; s < n; s++) {
      kids[fill[par[s]]++] = s;
    }
    int[] bfs = new int[n]; // breadth-first position -> depth-first id
    int[] newId = new int[n];
    int tail = 1;
    for (int head = 0; head < n; head++) {
      int s = bfs[head];
      newId[s] = head;
      for (int k = start[s]; k < start[s + 1]; k++) {
        bfs[tail++] = kids[k];
      }
    }
    PhraseTrie t = new PhraseTrie();
    t.size = n;
    t.label = new char[n];
    t.parent = new int[n];
    t.own = new int[n];
    t.firstChild = new int[n + 1];
    int next = 1;
    for (int i = 0; i < n; i++) {
      int s = bfs[i];
      t.label[i] = lab[s];
      t.parent[i] = i == 0 ? 0 : newId[par[s]];
      t.own[i] = ownD[s];
      t.firstChild[i] = next;
      next += count[s];
    }
    t.firstChild[n] = next;
    return t;
  }

  /** The child of {@code s} on {@code c}, or -1. */
  int child(int s, char c) {
    int lo = firstChild[s];
    int hi = firstChild[s + 1] - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      char m = label[mid];
      if (m < c) {
        lo = mid + 1;
      } else if (m > c) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -1;
  }

  /** The depth of each state: the length of the prefix it stands for. */
  int[] depths() {
    int[] d = new int[size];
    for (int s = 0; s < size; s++) {
      for (int g = firstChild[s]; g < firstChild[s + 1]; g++) {
        d[g] = d[s] + 1; // breadth-first: a state comes before its children
      }
    }
    return d;
  }
}
