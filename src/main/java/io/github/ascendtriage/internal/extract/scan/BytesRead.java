package io.github.ascendtriage.internal.extract.scan;

/**
 * What {@link LineScanner#skipsAscii} read from the bytes of a line that it then left to be decoded
 * (the recognisers that look at it; the phrases stay in the scanner's gate hits), so that {@link
 * LineScanner#skips} takes it for that very line instead of reading its chars again. Only the next
 * call may use it, and only for a line with the same chars. Not thread-safe: one per scanner.
 */
final class BytesRead {
  private byte[] bytes = new byte[256];
  private int length = -1; // -1: nothing kept
  private long look;

  /** Keeps {@code look} for the line {@code b[from, to)}. */
  void keep(byte[] b, int from, int to, long look) {
    int n = to - from;
    if (bytes.length < n) {
      bytes = new byte[Math.max(n, 2 * bytes.length)];
    }
    System.arraycopy(b, from, bytes, 0, n);
    length = n;
    this.look = look;
  }

  void forget() {
    length = -1;
  }

  /** True when what is kept is {@code line}'s (the same chars); either way it is then forgotten. */
  boolean holds(String line) {
    int n = length;
    length = -1;
    if (n != line.length()) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (line.charAt(i) != bytes[i]) {
        return false;
      }
    }
    return true;
  }

  /** The look kept, after {@link #holds} said it is the line's. */
  long look() {
    return look;
  }
}
