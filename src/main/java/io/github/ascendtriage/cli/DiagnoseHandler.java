package io.github.ascendtriage.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.internal.output.JsonReport;
import io.github.ascendtriage.internal.output.Lang;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.net.SocketTimeoutException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Semaphore;

/**
 * {@code POST /api/diagnose}: the body is a pasted trace ({@code text/plain}) or the raw bytes of
 * one file, named by the {@code X-Filename} header or the {@code name} query parameter. Answers
 * the {@code --format json} document, or {@code {"error": "..."}} with 400 (nothing to diagnose,
 * a malformed body), 403 (a request a cross-site page could send), 405, 408, 413 (over the size
 * bound) or 500. The body is streamed through the library, never stored, and read to its end
 * before the answer. Stateless apart from the shared triage and the diagnosis slots; thread-safe.
 */
final class DiagnoseHandler {
  /** The source name pasted text gets in evidence and warnings. */
  static final String PASTED = "pasted";
  /** The header field the page sends with each POST; a cross-site form or simple request cannot. */
  static final String CSRF_FIELD = "X-Ascend-Triage";
  /** Bodies up to this size are read before a diagnosis slot is taken. */
  private static final int PREFETCH = 1 << 20;
  /** Content types a cross-site page may POST without asking the server first (CORS "simple"). */
  private static final Set<String> SIMPLE_TYPES =
      Set.of("text/plain", "multipart/form-data", "application/x-www-form-urlencoded");
  private static final ObjectMapper JSON = new ObjectMapper();

  private final AscendTriage triage;
  private final long maxBytes;
  private final Semaphore slots;

  DiagnoseHandler(AscendTriage triage, long maxBytes, Semaphore slots) {
    this.triage = triage;
    this.maxBytes = maxBytes;
    this.slots = slots;
  }

  HttpAnswer handle(HttpHead head, InputStream connection) throws IOException {
    if (!head.method().equals("POST")) {
      return new HttpAnswer(405, error("use POST with the trace or the file as the body"), Map.of("Allow", "POST"));
    }
    if (!crossSiteSafe(head)) {
      return new HttpAnswer(403, error("Forbidden: a POST needs the " + CSRF_FIELD + " header (any value), an "
          + "X-Filename header, or a Content-Type other than text/plain or a form's; a page of another site "
          + "cannot send those."), Map.of());
    }
    String te = head.field("transfer-encoding");
    String cl = head.field("content-length");
    boolean chunked = te != null;
    if (chunked && !te.equalsIgnoreCase("chunked")) {
      return new HttpAnswer(501, error("Transfer-Encoding '" + HttpHead.clip(te) + "' is not supported"), Map.of());
    }
    if (chunked && cl != null) {
      return new HttpAnswer(400, error("Bad request: both Content-Length and Transfer-Encoding"), Map.of());
    }
    long length = 0;
    if (cl != null) {
      if (!cl.matches("[0-9]{1,18}")) {
        return new HttpAnswer(400, error("Bad request: Content-Length '" + HttpHead.clip(cl) + "'"), Map.of());
      }
      length = Long.parseLong(cl);
    }
    if (length > maxBytes) {
      return new HttpAnswer(413, error(tooLarge(length)), Map.of());
    }
    String name = fileName(head);
    RequestBody body = new RequestBody(connection, length, chunked, maxBytes);
    try {
      byte[] first = body.readNBytes(PREFETCH);
      Diagnosis d;
      slots.acquireUninterruptibly();
      try {
        d = triage.diagnose(new SequenceInputStream(new ByteArrayInputStream(first), body), name == null ? PASTED : name);
      } finally {
        slots.release();
      }
      // the library may stop early (a bomb stopped at its ratio): read the rest before answering
      body.discardRest();
      if (!body.sawText()) {
        return new HttpAnswer(400, error(name == null
            ? "Nothing to diagnose: the paste is empty. Paste a trace or log excerpt, or choose a log file."
            : "Nothing to diagnose: " + name + " is empty."), Map.of());
      }
      if (chinese(head)) { // ?lang=zh: the page in Chinese asks for the prose in Chinese
        return new HttpAnswer(200, JsonReport.render(triage.inChinese(d), Lang.ZH) + "\n", Map.of());
      }
      return new HttpAnswer(200, DiagnosisJson.toJson(d) + "\n", Map.of());
    } catch (RequestBody.TooLarge e) {
      return new HttpAnswer(413, error(tooLarge(-1)), Map.of());
    } catch (RequestBody.Malformed e) {
      return new HttpAnswer(400, error("Bad request: " + e.getMessage()), Map.of());
    } catch (SocketTimeoutException e) {
      return new HttpAnswer(408, error("Request timeout: the body stopped arriving."), Map.of());
    } catch (RuntimeException e) {
      return new HttpAnswer(500, error("internal error: " + Errors.oneLine(e)), Map.of());
    }
  }

  /** Whether the request holds something a page of another site cannot send without asking first. */
  static boolean crossSiteSafe(HttpHead head) {
    if (head.field(CSRF_FIELD) != null || head.field("x-filename") != null) {
      return true;
    }
    String type = head.field("content-type");
    if (type == null) {
      return false;
    }
    int semi = type.indexOf(';');
    String media = (semi < 0 ? type : type.substring(0, semi)).strip().toLowerCase(Locale.ROOT);
    return !media.isEmpty() && !SIMPLE_TYPES.contains(media);
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

  /** Whether the request asks for the answer's prose in Chinese ({@code ?lang=zh}). */
  static boolean chinese(HttpHead head) {
    String q = head.rawQuery();
    if (q != null) {
      for (String kv : q.split("&")) {
        if (kv.startsWith("lang=")) {
          try {
            return Lang.parse(kv.substring(5)) == Lang.ZH;
          } catch (IllegalArgumentException e) {
            return false; // another language: the English answer
          }
        }
      }
    }
    return false;
  }

  /** The uploaded file's name, only its last path element, or null for a paste. */
  static String fileName(HttpHead head) {
    String n = head.field("X-Filename");
    if (n != null) {
      n = URLDecoder.decode(n, StandardCharsets.UTF_8);
    }
    String q = head.rawQuery();
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

  static String error(String message) {
    return JSON.createObjectNode().put("error", message).toString() + "\n";
  }
}
