package io.github.ascendtriage.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The head of one HTTP/1.1 request: method, target and header fields (names lowercased; a field
 * sent twice keeps its values joined by a comma, as HTTP allows). Read with bounds: a line of at
 * most 8 KiB, at most 100 fields, 16 KiB in all. Immutable.
 *
 * @param method the method, as sent
 * @param path the target's path, not decoded
 * @param rawQuery the target's query, or null
 * @param fields the header fields
 */
record HttpHead(String method, String path, String rawQuery, Map<String, String> fields) {
  /** A request the server cannot read: answered with 400 (or 431) and the connection closed. */
  static final class BadRequest extends IOException {
    private static final long serialVersionUID = 1L;
    final int status;

    BadRequest(int status, String message) {
      super(message);
      this.status = status;
    }
  }

  static final int MAX_LINE = 8192;
  static final int MAX_FIELDS = 100;
  static final int MAX_HEAD = 16 * 1024;

  /** A header field's value, or null. */
  String field(String name) {
    return fields.get(name.toLowerCase(Locale.ROOT));
  }

  /**
   * Reads a request head; null when the connection ends before its first byte (a client that
   * opened and closed it).
   */
  static HttpHead read(InputStream in) throws IOException {
    String first;
    do {
      first = lineOrNull(in, MAX_LINE); // RFC 9112: ignore empty lines before the request line
      if (first == null) {
        return null;
      }
    } while (first.isEmpty());
    String[] parts = first.split(" ", -1);
    if (parts.length != 3 || !parts[2].startsWith("HTTP/1.") || parts[0].isEmpty()
        || !parts[0].chars().allMatch(c -> c >= 'A' && c <= 'Z')) {
      throw new BadRequest(400, "not an HTTP/1.1 request line: " + clip(first));
    }
    String target = parts[1];
    if (!target.startsWith("/")) {
      throw new BadRequest(400, "the request target must be a path: " + clip(target));
    }
    int q = target.indexOf('?');
    Map<String, String> fields = new LinkedHashMap<>();
    int total = first.length();
    for (int n = 0; ; n++) {
      String line = line(in, MAX_LINE);
      if (line.isEmpty()) {
        break;
      }
      total += line.length();
      if (n >= MAX_FIELDS || total > MAX_HEAD) {
        throw new BadRequest(431, "the request head is too large");
      }
      int colon = line.indexOf(':');
      if (colon <= 0 || line.charAt(0) == ' ' || line.charAt(0) == '\t' || line.substring(0, colon).strip().length() != colon) {
        throw new BadRequest(400, "not a header field: " + clip(line));
      }
      String name = line.substring(0, colon).toLowerCase(Locale.ROOT);
      fields.merge(name, line.substring(colon + 1).strip(), (a, b) -> a + ", " + b);
    }
    return new HttpHead(parts[0], q < 0 ? target : target.substring(0, q), q < 0 ? null : target.substring(q + 1),
        Map.copyOf(fields));
  }

  /** One line ending in CRLF (or LF), without it, as ISO-8859-1; at most {@code max} characters. */
  static String line(InputStream in, int max) throws IOException {
    String l = lineOrNull(in, max);
    if (l == null) {
      throw new java.io.EOFException("the client closed the connection in the middle of the request");
    }
    return l;
  }

  private static String lineOrNull(InputStream in, int max) throws IOException {
    byte[] b = new byte[Math.min(max, 256)];
    int n = 0;
    int c;
    while ((c = in.read()) >= 0) {
      if (c == '\n') {
        if (n > 0 && b[n - 1] == '\r') {
          n--;
        }
        return new String(b, 0, n, StandardCharsets.ISO_8859_1);
      }
      if (n == max + 1) {
        throw new BadRequest(431, "a line of the request is longer than " + max + " bytes");
      }
      if (n == b.length) {
        b = java.util.Arrays.copyOf(b, Math.min(max + 2, b.length * 2));
      }
      b[n++] = (byte) c;
    }
    if (n == 0) {
      return null;
    }
    throw new java.io.EOFException("the client closed the connection in the middle of a line");
  }

  /** At most 80 characters of a client's text for a message, controls replaced. */
  static String clip(String s) {
    String t = s.length() > 80 ? s.substring(0, 80) + "..." : s;
    return t.replaceAll("[\\p{Cntrl}]", "?");
  }
}
