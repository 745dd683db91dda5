package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The HTTP server behind {@code ascend-triage serve}: the page ({@code /}, its script and style)
 * and {@code POST /api/diagnose}. A small HTTP/1.1 server on plain sockets, one request per
 * connection, built to outlast hostile clients (issue 40; docs/guarantees.md says why not the
 * JDK's {@code com.sun.net.httpserver}): every connection has an idle timeout and a lifetime after
 * which it is closed whatever it is doing, the connections of one client address and of all
 * clients are bounded, the request head is bounded, a body (also a chunked one) counts against the
 * size bound as it arrives and is read to its end before the answer, the {@code Host} and
 * {@code Origin} must name this server, and a POST must carry what a cross-site form cannot send.
 * Diagnoses run at most {@code threads} at once; waiting for the network takes no diagnosis slot
 * for bodies up to 1 MiB. Nothing is written to disk. Thread-safe; {@link #close()} is idempotent.
 */
final class DiagnoseServer implements AutoCloseable {
  /** Default bound of one request body. */
  static final long DEFAULT_MAX_BYTES = 32L << 20;

  /**
   * The bounds on connections.
   *
   * @param idleMillis a read that waits longer for the client ends the connection
   * @param lifetimeMillis a connection open longer is closed, whatever it is doing
   * @param connections connections open at once, from all clients
   * @param perClient connections open at once from one client address
   */
  record Limits(int idleMillis, int lifetimeMillis, int connections, int perClient) {
    static final Limits DEFAULT = new Limits(10_000, 120_000, 64, 16);
  }

  /** Bytes of a request body still read after the answer (so the client can read it) before closing. */
  private static final long LINGER_BYTES = 16L << 20;

  private final ServerSocket socket;
  private final ServeRoutes routes;
  private final Limits limits;
  private final ExecutorService connections;
  private final ScheduledExecutorService reaper;
  private final Map<InetAddress, AtomicInteger> perClient = new ConcurrentHashMap<>();
  private final AtomicInteger open = new AtomicInteger();
  private final AtomicInteger closed = new AtomicInteger();
  private final Set<Socket> live = ConcurrentHashMap.newKeySet();

  private DiagnoseServer(ServerSocket socket, DiagnoseHandler handler, Limits limits, Set<String> hosts) {
    this.socket = socket;
    this.routes = new ServeRoutes(handler, hosts, socket::getLocalPort);
    this.limits = limits;
    AtomicInteger n = new AtomicInteger();
    this.connections = new ThreadPoolExecutor(0, limits.connections() + 1, 30, TimeUnit.SECONDS,
        new SynchronousQueue<>(), r -> daemon(r, "ascend-triage-serve-" + n.incrementAndGet()));
    this.reaper = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "ascend-triage-serve-reaper"));
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** Binds and starts a server with the default bounds that answers only under the bound address's names. */
  static DiagnoseServer start(AscendTriage triage, InetAddress bind, int port, long maxBytes, int threads)
      throws IOException {
    return start(triage, bind, port, maxBytes, threads, List.of(), Limits.DEFAULT);
  }

  /**
   * Binds and starts a server.
   *
   * @param triage the triage that answers; never null
   * @param bind the address to listen on (loopback unless the user asked otherwise)
   * @param port the port, 0 for a free one
   * @param maxBytes the largest request body accepted
   * @param threads how many diagnoses run at once
   * @param allowHosts more names (or addresses) the {@code Host} and {@code Origin} may give
   * @param limits the bounds on connections
   */
  static DiagnoseServer start(AscendTriage triage, InetAddress bind, int port, long maxBytes, int threads,
      List<String> allowHosts, Limits limits) throws IOException {
    Objects.requireNonNull(triage, "triage");
    ServerSocket s = new ServerSocket();
    s.bind(new InetSocketAddress(bind, port), 50);
    Set<String> hosts = ConcurrentHashMap.newKeySet();
    if (bind.isLoopbackAddress() || bind.isAnyLocalAddress()) {
      hosts.addAll(List.of("localhost", "127.0.0.1", "[::1]"));
    }
    if (!bind.isAnyLocalAddress()) {
      hosts.add(literal(bind));
    }
    allowHosts.forEach(h -> hosts.add(h.toLowerCase(Locale.ROOT)));
    DiagnoseServer server = new DiagnoseServer(s, new DiagnoseHandler(triage, maxBytes, new Semaphore(threads)),
        limits, Set.copyOf(hosts));
    Thread acceptor = daemon(server::accept, "ascend-triage-serve-accept");
    acceptor.start();
    return server;
  }

  private static String literal(InetAddress a) {
    String h = a.getHostAddress();
    int zone = h.indexOf('%');
    if (zone >= 0) {
      h = h.substring(0, zone);
    }
    return h.indexOf(':') >= 0 ? "[" + h.toLowerCase(Locale.ROOT) + "]" : h;
  }

  /** The port actually bound. */
  int port() {
    return socket.getLocalPort();
  }

  /** The page's address, e.g. {@code http://127.0.0.1:8765/}. */
  URI uri() {
    InetAddress a = socket.getInetAddress();
    String host = a.isAnyLocalAddress() ? "127.0.0.1" : literal(a);
    return URI.create("http://" + host + ":" + port() + "/");
  }

  /** Stops accepting, closes every connection and ends the threads. */
  @Override
  public void close() {
    if (closed.getAndIncrement() == 0) {
      try {
        socket.close();
      } catch (IOException e) {
        // closing anyway
      }
      live.forEach(DiagnoseServer::closeQuietly);
      connections.shutdownNow();
      reaper.shutdownNow();
    }
  }

  private void accept() {
    while (!socket.isClosed()) {
      Socket c;
      try {
        c = socket.accept();
      } catch (IOException e) {
        if (socket.isClosed()) {
          return;
        }
        continue; // a connection that failed while accepted: the next one
      }
      InetAddress from = c.getInetAddress();
      AtomicInteger mine = perClient.computeIfAbsent(from, k -> new AtomicInteger());
      if (open.incrementAndGet() > limits.connections() || mine.incrementAndGet() > limits.perClient()) {
        boolean total = open.get() > limits.connections();
        release(from, mine);
        refuse(c, total ? "the server has " + limits.connections() + " connections open" 
            : "this address has " + limits.perClient() + " connections open");
        continue;
      }
      live.add(c);
      ScheduledFuture<?> cap = reaper.schedule(() -> closeQuietly(c), limits.lifetimeMillis(), TimeUnit.MILLISECONDS);
      try {
        connections.execute(() -> {
          try {
            serve(c);
          } finally {
            cap.cancel(false);
            live.remove(c);
            closeQuietly(c);
            release(from, mine);
          }
        });
      } catch (java.util.concurrent.RejectedExecutionException stopping) {
        cap.cancel(false);
        live.remove(c);
        closeQuietly(c);
        release(from, mine);
      }
    }
  }

  private void release(InetAddress from, AtomicInteger mine) {
    open.decrementAndGet();
    if (mine.decrementAndGet() <= 0) {
      perClient.remove(from, mine);
    }
  }

  /** A 503 written from the accepting thread: short, so it fits the socket's buffer without blocking. */
  private static void refuse(Socket c, String why) {
    try (c) {
      c.setSoTimeout(1);
      OutputStream out = c.getOutputStream();
      HttpAnswer.write(out, new HttpAnswer(503, DiagnoseHandler.error("Busy: " + why + "; try again shortly."), Map.of("Retry-After", "1")), false);
      c.shutdownOutput();
    } catch (IOException e) {
      // the client is gone
    }
  }

  private void serve(Socket c) {
    try {
      c.setSoTimeout(limits.idleMillis());
      c.setTcpNoDelay(true);
      InputStream in = new BufferedInputStream(c.getInputStream(), 16 * 1024);
      OutputStream out = c.getOutputStream();
      HttpAnswer r;
      HttpHead head = null;
      try {
        head = HttpHead.read(in);
        if (head == null) {
          return;
        }
        r = routes.route(head, in);
      } catch (HttpHead.BadRequest e) {
        r = new HttpAnswer(e.status, DiagnoseHandler.error("Bad request: " + e.getMessage()), Map.of());
      } catch (SocketTimeoutException e) {
        r = new HttpAnswer(408, DiagnoseHandler.error("Request timeout: nothing came from the client for "
            + limits.idleMillis() / 1000.0 + " s."), Map.of());
      }
      HttpAnswer.write(out, r, head != null && head.method().equals("HEAD"));
      c.shutdownOutput();
      linger(in);
    } catch (IOException | UncheckedIOException e) {
      // the client went away, or its connection was closed at the end of its lifetime
    }
  }

  /**
   * Reads what the client still sends after the answer, up to a bound, so that closing does not
   * reset the connection before the client has read the answer.
   */
  private static void linger(InputStream in) throws IOException {
    byte[] buf = new byte[1 << 16];
    long left = LINGER_BYTES;
    int r;
    while (left > 0 && (r = in.read(buf, 0, (int) Math.min(buf.length, left))) > 0) {
      left -= r;
    }
  }

  private static void closeQuietly(Socket c) {
    try {
      c.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
