package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ray's driver prints what a worker or one of its own daemons wrote under a prefix naming the
 * process and, for another node, its address (ray-project/ray python/ray/_private/worker.py
 * print_worker_logs: {@code (pid=N)}, {@code (Name pid=N)}, {@code (Name pid=N, ip=A)}, {@code
 * (raylet)}, {@code (raylet, ip=A)}). The prefix goes, the line under it is read in its own format,
 * and the address is the host the line came from. Values are made up.
 */
class RayPrefixTest {
  private static final class Seen implements FeatureSink {
    final List<String> hosts = new ArrayList<>();

    @Override
    public void feature(FeatureType type, String value) {
      if (type == FeatureType.HOST) {
        hosts.add(value);
      }
    }
  }

  private static LineContext strip(String line, Seen seen) {
    LineContext ctx = new LineContext("t");
    ctx.body = ConsolePrefix.strip(line, ctx, seen);
    return ctx;
  }

  @Test
  void aRayletLineOnAnotherNodeIsReadAsThePlogLineUnderIt() {
    Seen seen = new Seen();
    LineContext ctx = strip("(raylet, ip=192.0.2.31) [ERROR] HCCL(8812,python):2026-12-05-10:11:12.123.456 "
        + "[hccl_socket_manager.cc:836] [8812][Create][Sockets]Wait links establish completed failed", seen);
    assertEquals("ERROR", ctx.level());
    assertEquals("HCCL", ctx.module);
    assertEquals("8812", ctx.pid());
    assertTrue(ctx.body().endsWith("[Create][Sockets]Wait links establish completed failed"), ctx.body());
    assertEquals(List.of("192.0.2.31"), seen.hosts);
  }

  @Test
  void anActorOnAnotherNodeGivesItsAddressAndTheInnerFormat() {
    Seen seen = new Seen();
    LineContext ctx = strip("(RayWorkerWrapper pid=7310, ip=198.51.100.4) [rank3]: RuntimeError: connect failed", seen);
    assertEquals("RuntimeError: connect failed", ctx.body());
    assertEquals(List.of("198.51.100.4"), seen.hosts);
    Seen plain = new Seen();
    LineContext local = strip("(pid=7311, ip=198.51.100.5) WARNING 12-05 10:00:00 [worker.py:10] slow step", plain);
    assertEquals("WARNING", local.level());
    assertEquals("slow step", local.body());
    assertEquals(List.of("198.51.100.5"), plain.hosts);
  }

  @Test
  void aLocalPrefixNamesNoHostAndTextInParenthesesIsNoPrefix() {
    Seen seen = new Seen();
    assertEquals("task done", strip("(raylet) task done", seen).body());
    assertEquals("loading", strip("(MyActor pid=480956) loading", seen).body());
    assertEquals(List.of(), seen.hosts);
    assertEquals("(see ip=10.0.0.1 above) failed", strip("(see ip=10.0.0.1 above) failed", seen).body());
    assertEquals(List.of(), seen.hosts);
    assertNull(strip("(raylet, ip=192.0.2.31) Traceback (most recent call last):", new Seen()).level());
  }
}
