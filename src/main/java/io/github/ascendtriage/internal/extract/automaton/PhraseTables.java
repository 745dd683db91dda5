package io.github.ascendtriage.internal.extract.automaton;

import io.github.ascendtriage.internal.codes.DerivedCache;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The trie and failure links of the built-in case base's phrase automaton, computed at build time
 * and kept as the {@link DerivedCache#PHRASES} section of the derived cache: a start then reads them
 * instead of sorting the phrases, building the trie and following failure chains (about a third of
 * the automaton's build; the dense rows are made at start by {@link AsciiRows}, a bulk copy per
 * state: kept, they would be 8 MB of the cache, which costs a start more to read than to make).
 *
 * <p>The tables are a function of the automaton's pattern list alone, which the section holds:
 * {@link AhoCorasick} uses them only for that very list, in that order (a site base with phrases
 * of its own builds its automaton as before). The cache's checksum covers the section; tables that
 * do not fit together are refused, with a warning, and the automaton is built at start.
 * {@code PhraseTablesTest} compares the tables read with those built. Immutable once made; the
 * arrays are shared with the automata that use them and never written.
 */
public final class PhraseTables {
  /** The derived cache's section with the tables of the line gate's automata ({@code QuietGate}), as {@link #encodeAll} writes them. */
  public static final String GATE = "gate";

  public final String[] patterns;
  final char[] label;
  final int[] firstChild;
  final int[] own;
  final int[] fail;

  PhraseTables(String[] patterns, char[] label, int[] firstChild, int[] own, int[] fail) {
    this.patterns = patterns;
    this.label = label;
    this.firstChild = firstChild;
    this.own = own;
    this.fail = fail;
  }

  /** Read and checked once, on the first automaton that could use them. */
  private static final class BuiltIn {
    static final PhraseTables TABLES = read();
  }

  /** The line gate's, read and checked once, on the first automaton that is not the phrases'. */
  private static final class Gate {
    static final PhraseTables[] TABLES = readGate();
  }

  /**
   * The built-in tables when they are the tables of {@code patterns} (same list, same order): one of
   * the line gate's or the phrase automaton's; else null. The gate's are looked at first, so the
   * phrase automaton's are read only when that automaton is made (with a gate, it reads no line).
   */
  public static PhraseTables builtInFor(String[] patterns) {
    for (PhraseTables g : Gate.TABLES) {
      if (Arrays.equals(g.patterns, patterns)) {
        return g;
      }
    }
    PhraseTables t = BuiltIn.TABLES;
    return t != null && Arrays.equals(t.patterns, patterns) ? t : null;
  }

  private static PhraseTables read() {
    byte[] b = DerivedCache.load().flatMap(c -> c.section(DerivedCache.PHRASES)).orElse(null);
    if (b == null) {
      return null; // no usable cache, or a build without phrases: built at start
    }
    try {
      return decode(b);
    } catch (IOException | RuntimeException e) {
      unusable("phrase tables", "phrase automaton is", e);
      return null;
    }
  }

  private static PhraseTables[] readGate() {
    byte[] b = DerivedCache.load().flatMap(c -> c.section(GATE)).orElse(null);
    try {
      return b == null ? new PhraseTables[0] : decodeAll(b); // none: the gate's automata are built at start
    } catch (IOException | RuntimeException e) {
      unusable("line gate's tables", "line gate's automata are", e);
      return new PhraseTables[0];
    }
  }

  private static void unusable(String what, String built, Exception e) {
    org.slf4j.LoggerFactory.getLogger(PhraseTables.class).warn("built-in case base: the {} of {} cannot be used ({}); the {} built at start",
        what, DerivedCache.NAME, e.getMessage(), built);
  }

  /** The section's bytes for several tables: their number, then each one's length and {@link #encode}. */
  public static byte[] encodeAll(List<PhraseTables> tables) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (DataOutputStream o = new DataOutputStream(b)) {
      o.writeInt(tables.size());
      for (PhraseTables t : tables) {
        byte[] one = t.encode();
        o.writeInt(one.length);
        o.write(one);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a byte array does not fail
    }
    return b.toByteArray();
  }

  /**
   * The tables in {@code b}, as {@link #encodeAll} wrote them.
   *
   * @throws IOException if {@code b} is cut or padded, or a table does not fit together
   */
  static PhraseTables[] decodeAll(byte[] b) throws IOException {
    ByteBuffer in = ByteBuffer.wrap(b);
    try {
      PhraseTables[] out = new PhraseTables[in.getInt()];
      for (int i = 0; i < out.length; i++) {
        int n = in.getInt();
        out[i] = decode(Arrays.copyOfRange(b, in.position(), Math.addExact(in.position(), n)));
        in.position(in.position() + n);
      }
      if (in.hasRemaining()) {
        throw new IOException(in.remaining() + " bytes after the end");
      }
      return out;
    } catch (java.nio.BufferUnderflowException | IllegalArgumentException | ArithmeticException | NegativeArraySizeException e) {
      throw new IOException("tables past the end", e);
    }
  }

  /** The section's bytes: the patterns, the tables' length, the tables. */
  public byte[] encode() {
    try {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      DataOutputStream o = new DataOutputStream(b);
      o.writeInt(patterns.length);
      for (String p : patterns) {
        byte[] u = p.getBytes(StandardCharsets.UTF_8);
        o.writeInt(u.length);
        o.write(u);
      }
      o.writeInt(label.length);
      o.flush();
      // the arrays one after the other in the machine's usual order, so a start reads each in bulk
      ByteBuffer arrays = ByteBuffer.allocate(label.length * 14 + 4).order(ByteOrder.LITTLE_ENDIAN);
      arrays.asCharBuffer().put(label);
      arrays.position(label.length * 2);
      arrays.asIntBuffer().put(own).put(fail).put(firstChild);
      b.write(arrays.array());
      return b.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a byte array does not fail
    }
  }

  /**
   * The tables in {@code b}, as {@link #encode} wrote them.
   *
   * @throws IOException if {@code b} is cut or padded, or its tables do not fit together
   */
  static PhraseTables decode(byte[] b) throws IOException {
    ByteBuffer in = ByteBuffer.wrap(b);
    try {
      String[] patterns = new String[in.getInt()];
      for (int i = 0; i < patterns.length; i++) {
        int n = in.getInt();
        patterns[i] = new String(b, in.position(), n, StandardCharsets.UTF_8);
        in.position(in.position() + n);
      }
      int n = in.getInt();
      if (n <= 0 || in.remaining() != 14L * n + 4) {
        throw new IOException("tables of the wrong length");
      }
      in.order(ByteOrder.LITTLE_ENDIAN);
      char[] label = new char[n];
      in.asCharBuffer().get(label);
      in.position(in.position() + 2 * n);
      int[] own = new int[n];
      int[] fail = new int[n];
      int[] firstChild = new int[n + 1];
      in.asIntBuffer().get(own).get(fail).get(firstChild);
      PhraseTables t = new PhraseTables(patterns, label, firstChild, own, fail);
      t.checkShape();
      return t;
    } catch (java.nio.BufferUnderflowException | IndexOutOfBoundsException | NegativeArraySizeException e) {
      throw new IOException("tables past the end", e);
    }
  }

  /**
   * Indices in range, so a table that passed its checksum but was written wrong cannot make a scan
   * read outside its arrays: children follow their parent breadth-first, failure links point to
   * shallower states, patterns exist.
   */
  private void checkShape() throws IOException {
    int n = label.length;
    if (n == 0 || firstChild[0] != 1 || firstChild[n] != n || fail[0] != 0) {
      throw new IOException("not a trie");
    }
    for (int s = 0; s < n; s++) {
      if (firstChild[s + 1] < firstChild[s] || firstChild[s] <= s && firstChild[s + 1] > firstChild[s]
          || fail[s] < 0 || (s > 0 && fail[s] >= s) || own[s] < -1 || own[s] >= patterns.length) {
        throw new IOException("state " + s + " out of range");
      }
    }
  }
}
