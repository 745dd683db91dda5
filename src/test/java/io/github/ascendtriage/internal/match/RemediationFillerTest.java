package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RemediationFillerTest {

  static FeatureSet values(Object... kv) {
    FeatureCollector f = new FeatureCollector();
    f.beginLine("t", 1, "line");
    for (int i = 0; i < kv.length; i += 2) {
      f.feature((FeatureType) kv[i], (String) kv[i + 1]);
    }
    return f.finish();
  }

  @Test
  void fillsEveryKnownPlaceholderFromTheLog() {
    FeatureSet f =
        values(
            FeatureType.PORT, "60007", FeatureType.NIC, "enp61s0f1", FeatureType.TIMEOUT, "120",
            FeatureType.DEVICE, "5", FeatureType.REMOTE_IP, "192.0.2.44", FeatureType.RANK, "13",
            FeatureType.HOST, "worker-1");
    PlaceholderTemplate t =
        PlaceholderTemplate.compile(
            "p={port} n={nic} t={timeout} t30={timeout+30} d={device} ip={remoteIp} r={rank} h={host}", io.github.ascendtriage.TestKnowledge.K.placeholderClasses());
    List<String> unfilled = new ArrayList<>();
    String s = t.fill(RemediationFiller.lookup(f, io.github.ascendtriage.TestKnowledge.K), unfilled);
    assertEquals("p=60007 n=enp61s0f1 t=120 t30=150 d=5 ip=192.0.2.44 r=13 h=worker-1", s);
    assertTrue(unfilled.isEmpty());
  }

  @Test
  void placeholderWithoutValueStaysNamed() {
    PlaceholderTemplate t = PlaceholderTemplate.compile("export HCCL_CONNECT_TIMEOUT={timeout+30}", io.github.ascendtriage.TestKnowledge.K.placeholderClasses());
    List<String> unfilled = new ArrayList<>();
    String s = t.fill(RemediationFiller.lookup(values(), io.github.ascendtriage.TestKnowledge.K), unfilled);
    assertEquals("export HCCL_CONNECT_TIMEOUT={timeout+30}", s);
    assertEquals(List.of("timeout+30"), unfilled);
  }

  @Test
  void shellBracesAreNotPlaceholders() {
    PlaceholderTemplate t =
        PlaceholderTemplate.compile("for i in {0..7}; do hccn_tool -i $i -net_health -g; done; echo ${HOME} {device}", io.github.ascendtriage.TestKnowledge.K.placeholderClasses());
    assertEquals(List.of("device"), t.placeholders());
    List<String> unfilled = new ArrayList<>();
    assertEquals(
        "for i in {0..7}; do hccn_tool -i $i -net_health -g; done; echo ${HOME} 3",
        t.fill(Map.of("device", "3"), unfilled));
  }

  @Test
  void unknownPlaceholderFailsAtCompileNamingIt() {
    var e = assertThrows(IllegalArgumentException.class, () -> PlaceholderTemplate.compile("ss -ltnp | grep {prot}", io.github.ascendtriage.TestKnowledge.K.placeholderClasses()));
    assertTrue(e.getMessage().contains("{prot}"), e.getMessage());
  }

  @Test
  void timeoutPlusThirtyIgnoresNonNumbers() {
    assertEquals(java.util.Optional.of("150"), RemediationFiller.plus("120", 30));
    assertEquals(java.util.Optional.empty(), RemediationFiller.plus("default", 30));
  }

  @Test
  void processPlaceholdersComeFromTheRootCauseProcessOnly() {
    FeatureCollector c = new FeatureCollector();
    c.beginLine("worker-0/plog-1.log", 1, "a");
    c.feature(FeatureType.PORT, "60000");
    c.feature(FeatureType.DEVICE, "0");
    c.feature(FeatureType.TIMEOUT, "120");
    c.beginLine("worker-1/plog-2.log", 1, "b");
    c.feature(FeatureType.NIC, "eth7");
    FeatureSet f = c.finish();
    PlaceholderTemplate t = PlaceholderTemplate.compile("d={device} p={port} n={nic} t={timeout} h={host}",
        io.github.ascendtriage.TestKnowledge.K.placeholderClasses());
    RemediationFiller.RootProcess root = new RemediationFiller.RootProcess(
        Map.of(FeatureType.DEVICE, "1", FeatureType.HOST, "worker-1"), java.util.Set.of("worker-1/plog-2.log"));
    List<String> unfilled = new ArrayList<>();
    String s = t.fill(RemediationFiller.lookup(f, io.github.ascendtriage.TestKnowledge.K, java.util.Optional.of(root)), unfilled);
    // the device is the root's, the NIC its own file's; the port only another process gave stays
    // unfilled; the timeout is not about one process and comes from the whole input
    assertEquals("d=1 p={port} n=eth7 t=120 h=worker-1", s);
    assertEquals(List.of("port"), unfilled);
  }
}
