package io.github.ascendtriage.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An answer of the {@code serve} server: status, content type, body and extra header fields, and
 * how it goes on the wire (the same security headers on every answer, the connection closed after
 * it). Immutable.
 */
record HttpAnswer(int status, String contentType, byte[] body, Map<String, String> fields) {
  /** A JSON answer. */
  HttpAnswer(int status, String json, Map<String, String> fields) {
    this(status, "application/json; charset=utf-8", utf8(json), fields);
  }

  /**
   * Every response says: no script, style, image or connection from anywhere but this server, no
   * inline script, no framing, no form posts elsewhere.
   */
  static final String CSP =
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self';"
          + " base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

  private static final Map<Integer, String> REASONS = Map.ofEntries(
      Map.entry(200, "OK"), Map.entry(400, "Bad Request"), Map.entry(403, "Forbidden"),
      Map.entry(404, "Not Found"), Map.entry(405, "Method Not Allowed"), Map.entry(408, "Request Timeout"),
      Map.entry(411, "Length Required"), Map.entry(413, "Content Too Large"), Map.entry(431, "Request Header Fields Too Large"),
      Map.entry(500, "Internal Server Error"), Map.entry(501, "Not Implemented"), Map.entry(503, "Service Unavailable"));

  /** Writes the answer; every answer carries the same security headers and closes the connection. */
  static void write(OutputStream out, HttpAnswer r, boolean headOnly) throws IOException {
    Map<String, String> h = new LinkedHashMap<>();
    h.put("Content-Type", r.contentType());
    h.put("Content-Length", String.valueOf(r.body().length));
    h.put("Content-Security-Policy", CSP);
    h.put("X-Content-Type-Options", "nosniff");
    h.put("Referrer-Policy", "no-referrer");
    h.put("Cache-Control", "no-store");
    h.put("Connection", "close");
    h.putAll(r.fields());
    StringBuilder b = new StringBuilder("HTTP/1.1 ").append(r.status()).append(' ')
        .append(REASONS.getOrDefault(r.status(), "Status")).append("\r\n");
    h.forEach((k, v) -> b.append(k).append(": ").append(v).append("\r\n"));
    b.append("\r\n");
    out.write(b.toString().getBytes(StandardCharsets.ISO_8859_1));
    if (!headOnly) {
      out.write(r.body());
    }
    out.flush();
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
