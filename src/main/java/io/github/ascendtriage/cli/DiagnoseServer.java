package io.github.ascendtriage.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.ascendtriage.AscendTriage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The HTTP server behind {@code ascend-triage serve}: the page ({@code /}, its script and style)
 * and {@code POST /api/diagnose}. Built on the JDK's {@code com.sun.net.httpserver}; requests run
 * on a small fixed pool of threads with a bounded queue (when the queue is full, accepting waits),
 * nothing is written to disk. Thread-safe; {@link #close()} is idempotent.
 */
final class DiagnoseServer implements AutoCloseable {
  /** Default bound of one request body. */
  static final long DEFAULT_MAX_BYTES = 32L << 20;

  /**
   * Every response says: no script, style, image or connection from anywhere but this server, no
   * inline script, no framing, no form posts elsewhere.
   */
  static final String CSP =
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self';"
          + " base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

  private static final Map<String, String[]> STATIC =
      Map.of(
          "/", new String[] {"index.html", "text/html; charset=utf-8"},
          "/app.js", new String[] {"app.js", "text/javascript; charset=utf-8"},
          "/app.css", new String[] {"app.css", "text/css; charset=utf-8"});

  private final HttpServer http;
  private final ThreadPoolExecutor pool;
  private final AtomicInteger closed = new AtomicInteger();

  private DiagnoseServer(HttpServer http, ThreadPoolExecutor pool) {
    this.http = http;
    this.pool = pool;
  }

  /**
   * Binds and starts a server.
   *
   * @param triage the triage that answers; never null
   * @param bind the address to listen on (loopback unless the user asked otherwise)
   * @param port the port, 0 for a free one
   * @param maxBytes the largest request body accepted
   * @param threads how many requests are answered at once
   */
  static DiagnoseServer start(AscendTriage triage, InetAddress bind, int port, long maxBytes, int threads)
      throws IOException {
    Objects.requireNonNull(triage, "triage");
    HttpServer http = HttpServer.create(new InetSocketAddress(bind, port), 50);
    AtomicInteger n = new AtomicInteger();
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(
            threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(64),
            r -> {
              Thread t = new Thread(r, "ascend-triage-serve-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            },
            (r, ex) -> {
              // full queue: hold the accepting thread until a slot frees (back-pressure), unless stopping
              try {
                if (!ex.isShutdown()) {
                  ex.getQueue().put(r);
                }
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
    http.setExecutor(pool);
    http.createContext("/api/diagnose", new DiagnoseHandler(triage, maxBytes));
    http.createContext("/", DiagnoseServer::serveStatic);
    http.start();
    return new DiagnoseServer(http, pool);
  }

  /** The port actually bound. */
  int port() {
    return http.getAddress().getPort();
  }

  /** The page's address, e.g. {@code http://127.0.0.1:8765/}. */
  URI uri() {
    InetAddress a = http.getAddress().getAddress();
    String host = a.isAnyLocalAddress() ? "127.0.0.1" : a.getHostAddress();
    if (host.indexOf(':') >= 0) {
      host = "[" + host + "]";
    }
    return URI.create("http://" + host + ":" + port() + "/");
  }

  /** Stops accepting, lets running requests finish for up to a second, then ends the pool. */
  @Override
  public void close() {
    if (closed.getAndIncrement() == 0) {
      http.stop(1);
      pool.shutdown();
      try {
        pool.awaitTermination(2, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      pool.shutdownNow();
    }
  }

  /** Sets the headers every response carries. */
  static void commonHeaders(HttpExchange ex, String contentType) {
    var h = ex.getResponseHeaders();
    h.set("Content-Type", contentType);
    h.set("Content-Security-Policy", CSP);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "no-referrer");
    h.set("Cache-Control", "no-store");
  }

  private static void serveStatic(HttpExchange ex) throws IOException {
    try (ex) {
      String[] res = STATIC.get(ex.getRequestURI().getPath());
      String method = ex.getRequestMethod();
      if (res == null) {
        DiagnoseHandler.send(ex, 404, DiagnoseHandler.error("not found: " + ex.getRequestURI().getPath()));
        return;
      }
      if (!method.equals("GET") && !method.equals("HEAD")) {
        ex.getResponseHeaders().set("Allow", "GET, HEAD");
        DiagnoseHandler.send(ex, 405, DiagnoseHandler.error("use GET for " + ex.getRequestURI().getPath()));
        return;
      }
      byte[] body = resource(res[0]);
      commonHeaders(ex, res[1]);
      if (method.equals("HEAD")) {
        ex.sendResponseHeaders(200, -1);
        return;
      }
      ex.sendResponseHeaders(200, body.length);
      ex.getResponseBody().write(body);
    }
  }

  static byte[] resource(String name) {
    try (InputStream in = DiagnoseServer.class.getResourceAsStream("serve/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource serve/" + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
