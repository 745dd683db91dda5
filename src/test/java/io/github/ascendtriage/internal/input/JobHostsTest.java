package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** hosts37: the one rule by which a name met in the input is a host of a set of the job's hosts. */
class JobHostsTest {
  private static final JobHosts HOSTS = JobHosts.of(List.of("node-a.example.com", "Node-B", "10.0.0.7"));

  @Test
  void theSameNameLetterCaseAside() {
    assertEquals(Optional.of("Node-B"), HOSTS.named("Node-B"));
    assertEquals(Optional.of("Node-B"), HOSTS.named("node-b"));
    assertEquals(Optional.of("10.0.0.7"), HOSTS.named("10.0.0.7"));
  }

  @Test
  void pdshsCutAtTheFirstDotWhenOneHostIsSoCut() {
    assertEquals(Optional.of("node-a.example.com"), HOSTS.named("node-a"));
    assertEquals(Optional.empty(), JobHosts.of(List.of("n.east", "n.west")).named("n"));
    assertEquals(Optional.empty(), HOSTS.named("10"));
    assertEquals(Optional.empty(), HOSTS.named("node"));
  }
}
