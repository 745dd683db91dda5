package io.github.ascendtriage.cli;

import io.github.ascendtriage.internal.output.Lang;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.IntSupplier;

/**
 * What the {@code serve} server answers to a request: only under its own names (the {@code Host}
 * and an {@code Origin} must name it), {@code /api/diagnose} by the {@link DiagnoseHandler}, the
 * page's Chinese words, and the page itself ({@code /}, its script and style) from the class
 * path. Thread-safe.
 */
final class ServeRoutes {
  private static final Map<String, String[]> STATIC =
      Map.of(
          "/", new String[] {"index.html", "text/html; charset=utf-8"},
          "/app.js", new String[] {"app.js", "text/javascript; charset=utf-8"},
          "/app.css", new String[] {"app.css", "text/css; charset=utf-8"});

  /** The page's own Chinese words: the report's bundle, as JSON. */
  static final String WORDS_ZH = "/words-zh.json";

  private final DiagnoseHandler handler;
  private final Set<String> hosts;
  private final IntSupplier port;

  /**
   * @param hosts the names (lower case, with IPv6 literals in brackets) a request may give
   * @param port the port the server listens on, as it is bound
   */
  ServeRoutes(DiagnoseHandler handler, Set<String> hosts, IntSupplier port) {
    this.handler = handler;
    this.hosts = Set.copyOf(hosts);
    this.port = port;
  }

  /** The answer to a request whose head has been read; a POST's body is read from {@code in}. */
  HttpAnswer route(HttpHead head, InputStream in) throws IOException {
    String host = head.field("host");
    if (host == null || !allowed(host)) {
      return new HttpAnswer(403, DiagnoseHandler.error("Forbidden: this server answers only under the names "
          + String.join(", ", new java.util.TreeSet<>(hosts)) + " (Host was " + (host == null ? "missing" : "'" + HttpHead.clip(host) + "'")
          + "); start serve with --allow-host NAME to serve it under another name."), Map.of());
    }
    String origin = head.field("origin");
    if (origin != null && !(origin.toLowerCase(Locale.ROOT).startsWith("http://") && allowed(origin.substring(7)))) {
      return new HttpAnswer(403, DiagnoseHandler.error("Forbidden: a request from the page of another site ("
          + HttpHead.clip(origin) + ") is not answered."), Map.of());
    }
    if (head.path().equals("/api/diagnose")) {
      return handler.handle(head, in);
    }
    if (head.path().equals(WORDS_ZH) && (head.method().equals("GET") || head.method().equals("HEAD"))) {
      return new HttpAnswer(200, Lang.chineseWordsJson(), Map.of());
    }
    return serveStatic(head);
  }

  /** Whether {@code authority} ({@code host[:port]}) names this server. */
  private boolean allowed(String authority) {
    String a = authority.toLowerCase(Locale.ROOT);
    int colon = a.lastIndexOf(':');
    String name = a;
    String given = null;
    if (colon >= 0 && colon > a.lastIndexOf(']')) {
      name = a.substring(0, colon);
      given = a.substring(colon + 1);
    }
    int bound = port.getAsInt();
    boolean portOk = given == null ? bound == 80 : given.equals(String.valueOf(bound));
    return portOk && hosts.contains(name);
  }

  private static HttpAnswer serveStatic(HttpHead head) {
    String[] res = STATIC.get(head.path());
    String method = head.method();
    if (res == null) {
      return new HttpAnswer(404, DiagnoseHandler.error("not found: " + HttpHead.clip(head.path())), Map.of());
    }
    if (!method.equals("GET") && !method.equals("HEAD")) {
      return new HttpAnswer(405, DiagnoseHandler.error("use GET for " + head.path()), Map.of("Allow", "GET, HEAD"));
    }
    return new HttpAnswer(200, res[1], resource(res[0]), Map.of());
  }

  static byte[] resource(String name) {
    try (InputStream in = ServeRoutes.class.getResourceAsStream("serve/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource serve/" + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
