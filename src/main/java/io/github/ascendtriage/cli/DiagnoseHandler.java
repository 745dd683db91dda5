package io.github.ascendtriage.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * {@code POST /api/diagnose}: the body is a pasted trace ({@code text/plain}) or the raw bytes of
 * one file, named by the {@code X-Filename} header or the {@code name} query parameter. Answers
 * the {@code --format json} document, or {@code {"error": "..."}} with 400 (nothing to diagnose),
 * 405, 413 (over the size bound) or 500. The body is streamed through the library, never stored.
 * Stateless apart from the shared triage; thread-safe.
 */
final class DiagnoseHandler implements HttpHandler {
  /** The source name pasted text gets in evidence and warnings. */
  static final String PASTED = "pasted";
  private static final ObjectMapper JSON = new ObjectMapper();
  /** Past this much beyond the bound, an oversized body is not read to its end: the connection closes. */
  private static final long DRAIN_CAP = 512L << 20;

  private final AscendTriage triage;
  private final long maxBytes;

  DiagnoseHandler(AscendTriage triage, long maxBytes) {
    this.triage = triage;
    this.maxBytes = maxBytes;
  }

  @Override
  public void handle(HttpExchange ex) throws IOException {
    try (ex) {
      if (!ex.getRequestMethod().equals("POST")) {
        ex.getResponseHeaders().set("Allow", "POST");
        send(ex, 405, error("use POST with the trace or the file as the body"));
        return;
      }
      String declared = ex.getRequestHeaders().getFirst("Content-Length");
      long length = declared == null ? -1 : parseLength(declared);
      if (length > maxBytes) {
        drain(ex.getRequestBody(), length);
        send(ex, 413, error(tooLarge(length)));
        return;
      }
      String name = fileName(ex);
      Bounded body = new Bounded(ex.getRequestBody(), maxBytes);
      Diagnosis d;
      try {
        d = triage.diagnose(body, name == null ? PASTED : name);
      } catch (TooLarge e) {
        drain(ex.getRequestBody(), DRAIN_CAP);
        send(ex, 413, error(tooLarge(-1)));
        return;
      }
      if (!body.sawText) {
        send(ex, 400, error(name == null
            ? "Nothing to diagnose: the paste is empty. Paste a trace or log excerpt, or choose a log file."
            : "Nothing to diagnose: " + name + " is empty."));
        return;
      }
      send(ex, 200, DiagnosisJson.toJson(d) + "\n");
    } catch (RuntimeException e) {
      send(ex, 500, error("internal error: " + Errors.oneLine(e)));
    }
  }

  private String tooLarge(long length) {
    String size = length < 0 ? "more than " + mib(maxBytes) : mib(length);
    return "Too large: the request is " + size + ", over this server's limit of " + mib(maxBytes)
        + ". Diagnose it with the command line (ascend-triage diagnose FILE), or restart serve with a larger"
        + " --max-request-size.";
  }

  static String mib(long bytes) {
    double m = bytes / (double) (1L << 20);
    return m == Math.rint(m) ? String.format(Locale.ROOT, "%.0f MiB", m) : String.format(Locale.ROOT, "%.1f MiB", m);
  }

  private static long parseLength(String s) {
    try {
      return Long.parseLong(s.trim());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** The uploaded file's name, only its last path element, or null for a paste. */
  static String fileName(HttpExchange ex) {
    String n = ex.getRequestHeaders().getFirst("X-Filename");
    if (n != null) {
      n = URLDecoder.decode(n, StandardCharsets.UTF_8);
    }
    String q = ex.getRequestURI().getRawQuery();
    if (n == null && q != null) {
      for (String kv : q.split("&")) {
        if (kv.startsWith("name=")) {
          n = URLDecoder.decode(kv.substring(5), StandardCharsets.UTF_8);
        }
      }
    }
    if (n == null) {
      return null;
    }
    n = n.substring(Math.max(n.lastIndexOf('/'), n.lastIndexOf('\\')) + 1).replaceAll("\\p{Cntrl}", "").strip();
    if (n.length() > 200) {
      n = n.substring(0, 200);
    }
    return n.isEmpty() ? "upload" : n;
  }

  /** Reads and drops what the client still sends (at most {@code upTo} bytes), so it can read the answer. */
  private static void drain(InputStream in, long upTo) throws IOException {
    if (upTo > DRAIN_CAP) {
      return; // the exchange closes the connection instead
    }
    byte[] buf = new byte[1 << 16];
    long left = upTo;
    int r;
    while (left > 0 && (r = in.read(buf, 0, (int) Math.min(buf.length, left))) > 0) {
      left -= r;
    }
  }

  static String error(String message) {
    return JSON.createObjectNode().put("error", message).toString() + "\n";
  }

  static void send(HttpExchange ex, int status, String json) throws IOException {
    byte[] b = DiagnoseServer.utf8(json);
    DiagnoseServer.commonHeaders(ex, "application/json; charset=utf-8");
    ex.sendResponseHeaders(status, b.length);
    ex.getResponseBody().write(b);
  }

  /** The request body, cut off with {@link TooLarge} past the bound; notes whether any text came. */
  private static final class Bounded extends FilterInputStream {
    private final long max;
    private long count;
    boolean sawText;

    Bounded(InputStream in, long max) {
      super(in);
      this.max = max;
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int r = super.read(b, off, len);
      if (r > 0) {
        count += r;
        if (count > max) {
          throw new TooLarge();
        }
        for (int i = off; !sawText && i < off + r; i++) {
          sawText = !Character.isWhitespace(b[i] & 0xff) || (b[i] & 0x80) != 0;
        }
      }
      return r;
    }

    @Override
    public long skip(long n) throws IOException {
      return n <= 0 ? 0 : Math.max(0, read(new byte[(int) Math.min(n, 8192)]));
    }
  }

  private static final class TooLarge extends IOException {
    TooLarge() {
      super("request body over the bound");
    }
  }
}
