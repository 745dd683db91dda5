package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TriageWarning;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The documented values of HCCL's settings: every bound of the shipped table holds at the bound
 * and fails one step past it; choices, addresses and NIC names keep their documented forms; a
 * finding is a warning and a next check, and no layer, when nothing failed.
 */
class SettingRulesTest {
  private static final SettingRules RULES = SettingRules.builtIn();

  @Test
  void everyRangeHoldsAtItsBoundsAndFailsPastThem() {
    int ranges = 0;
    for (String name : List.of("HCCL_CONNECT_TIMEOUT", "HCCL_EXEC_TIMEOUT", "HCCL_BUFFSIZE", "HCCL_IF_BASE_PORT",
        "HCCL_RDMA_RETRY_CNT")) {
      SettingRules.Rule r = RULES.rule(name).orElseThrow();
      BigDecimal step = r.form().equals("integer") ? BigDecimal.ONE : new BigDecimal("0.01");
      if (r.min().isPresent()) {
        assertEquals(java.util.Optional.empty(), SettingRules.problem(r, r.min().get().toPlainString(), Set.of()), name);
        assertTrue(SettingRules.problem(r, r.min().get().subtract(step).toPlainString(), Set.of()).isPresent(), name);
        ranges++;
      }
      if (r.max().isPresent()) {
        assertEquals(java.util.Optional.empty(), SettingRules.problem(r, r.max().get().toPlainString(), Set.of()), name);
        assertTrue(SettingRules.problem(r, r.max().get().add(step).toPlainString(), Set.of()).isPresent(), name);
        ranges++;
      }
      assertTrue(SettingRules.problem(r, "abc", Set.of()).isPresent(), name);
    }
    assertTrue(ranges >= 9, "bounds checked: " + ranges);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "HCCL_WHITELIST_DISABLE | 1 | | true",
    "HCCL_WHITELIST_DISABLE | 2 | | false",
    "HCCL_WHITELIST_DISABLE | 0 | HCCL_WHITELIST_FILE | true",
    "HCCL_WHITELIST_DISABLE | 0 | | false",
    "HCCL_IF_IP | 192.0.2.10 | | true",
    "HCCL_IF_IP | fe80::1 | | true",
    "HCCL_IF_IP | 127.0.0.1 | | false",
    "HCCL_IF_IP | 192.0.2.10,192.0.2.11 | | false",
    "HCCL_IF_IP | node-1 | | false",
    "HCCL_SOCKET_IFNAME | eth0 | | true",
    "HCCL_SOCKET_IFNAME | eth,enp | | true",
    "HCCL_SOCKET_IFNAME | lo | | false",
    "HCCL_SOCKET_IFNAME | eth0,docker0 | | false",
    "HCCL_SOCKET_IFNAME | ^eth,enp | | true",
    "HCCL_SOCKET_IFNAME | =eth0,enp0 | | true",
    "HCCL_SOCKET_IFNAME | ^=eth0,enp0 | | true",
    "HCCL_SOCKET_IFNAME | ^lo,docker | | true",
    "HCCL_SOCKET_IFNAME | ^=lo | | true",
    "HCCL_SOCKET_IFNAME | =abcdefghijklmno | | true",
    "HCCL_SOCKET_IFNAME | =abcdefghijklmnop | | false",
    "HCCL_SOCKET_IFNAME | ^abcdefghijklmnop | | false",
    "HCCL_SOCKET_IFNAME | =lo | | false",
    "HCCL_SOCKET_IFNAME | =eth0,docker0 | | false",
    "HCCL_SOCKET_IFNAME | ^ | | false",
    "HCCL_SOCKET_IFNAME | = | | false",
    "HCCL_SOCKET_IFNAME | ^= | | false",
    "HCCL_SOCKET_IFNAME | =^eth | | false",
    "HCCL_SOCKET_IFNAME | ==eth0 | | false",
    "HCCL_SOCKET_IFNAME | eth0,^enp | | false",
    "HCCL_SOCKET_IFNAME | =eth0, | | false",
    "HCCL_INTRA_ROCE_ENABLE | 1 | | true",
    "HCCL_INTRA_ROCE_ENABLE | true | | false",
    "HCCL_INTRA_PCIE_ENABLE | 1 | HCCL_INTRA_ROCE_ENABLE=0 | true",
    "HCCL_INTRA_PCIE_ENABLE | 1 | | true",
    "HCCL_INTRA_PCIE_ENABLE | 0 | HCCL_INTRA_ROCE_ENABLE=1 | true",
    "HCCL_INTRA_PCIE_ENABLE | 1 | HCCL_INTRA_ROCE_ENABLE | true",
    "HCCL_INTRA_PCIE_ENABLE | 1 | HCCL_INTRA_ROCE_ENABLE=1 | false"
  })
  void formsAreChecked(String name, String value, String other, boolean ok) {
    Set<String> others = other == null ? Set.of() : Set.of(other);
    assertEquals(ok, SettingRules.problem(RULES.rule(name).orElseThrow(), value, others).isEmpty(), name + "=" + value);
  }

  /** The pair the documentation rules out is one warning, on the line of the setting that names it; either value alone says nothing. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "export HCCL_INTRA_PCIE_ENABLE=1\\nexport HCCL_INTRA_ROCE_ENABLE=1 | 1",
    "os.environ[\"HCCL_INTRA_ROCE_ENABLE\"] = \"1\"\\nos.environ[\"HCCL_INTRA_PCIE_ENABLE\"] = \"1\" | 2",
    "export HCCL_INTRA_PCIE_ENABLE=1\\nexport HCCL_INTRA_ROCE_ENABLE=0 | 0",
    "export HCCL_INTRA_PCIE_ENABLE=0\\nexport HCCL_INTRA_ROCE_ENABLE=1 | 0",
    "export HCCL_SOCKET_IFNAME==eth0,enp0 | 0",
    "export HCCL_SOCKET_IFNAME=^=lo,docker0 | 0",
    "export HCCL_SOCKET_IFNAME=\"^lo\" | 0",
    "export HCCL_SOCKET_IFNAME==lo | 1",
    "export HCCL_SOCKET_IFNAME=\"=docker0\" | 1"
  })
  void pairsAndNicFormsReadFromALog(String log, int warnedLine) {
    Diagnosis d = AscendTriage.builder().build().diagnose(log.replace("\\n", "\n"));
    List<TriageWarning> w = d.warnings().stream().filter(x -> x.message().startsWith("setting ")).toList();
    assertEquals(warnedLine == 0 ? 0 : 1, w.size(), d.warnings().toString());
    if (warnedLine > 0) {
      assertEquals(warnedLine, w.get(0).line(), w.toString());
    }
  }

  /** The settings whose page says each device's process waits by them are set on every rank (fixdev15). */
  @Test
  void theTimeoutsEveryProcessWaitsByAreSetOnEveryRank() {
    SettingRules t = SettingRules.builtIn();
    assertTrue(t.setsEveryRank("export HCCL_CONNECT_TIMEOUT=600"));
    assertTrue(t.setsEveryRank("cd /x && export HCCL_EXEC_TIMEOUT=1800"));
    assertFalse(t.setsEveryRank("export HCCL_IF_BASE_PORT=61000"));
    assertFalse(t.setsEveryRank("echo \"HCCL_CONNECT_TIMEOUT=$HCCL_CONNECT_TIMEOUT\""));
    assertFalse(t.setsEveryRank("export MY_HCCL_CONNECT_TIMEOUT=1"));
  }

  @Test
  void aBadTableNamesEachProblemWithItsPath() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> SettingRules.read(new ObjectMapper().readTree("""
        {"settings": [{"name": "hccl_x", "layer": "transport", "form": "range", "min": "1", "rule": "r", "fix": "f",
                       "source": "http://example.com", "colour": 1, "excludes": {"value": "1"}}]}"""), "t.json"));
    String m = String.join("\n", e.problems());
    for (String want : List.of("$.settings[0].name", "$.settings[0].layer", "$.settings[0].form", "$.settings[0].min",
        "$.settings[0].source", "$.settings[0].colour", "$.settings[0].excludes")) {
      assertTrue(m.contains(want), want + " in\n" + m);
    }
  }

  @Test
  void aValuePastItsRangeIsAWarningAndANextCheckButNoLayer() {
    AscendTriage t = AscendTriage.builder().build();
    Diagnosis bad = t.diagnose("export HCCL_CONNECT_TIMEOUT=60\nexport HCCL_SOCKET_IFNAME=lo\n");
    List<TriageWarning> w = bad.warnings().stream().filter(x -> x.message().startsWith("setting ")).toList();
    assertEquals(2, w.size(), bad.warnings().toString());
    assertEquals(1, w.get(0).line());
    assertTrue(w.get(0).message().contains("HCCL_CONNECT_TIMEOUT"), w.toString());
    assertEquals(2, w.get(1).line());
    assertTrue(bad.nextChecks().get(0).command().startsWith("export HCCL_CONNECT_TIMEOUT="), bad.nextChecks().toString());
    assertEquals(Layer.UNKNOWN, bad.layer());
    Diagnosis good = t.diagnose("export HCCL_CONNECT_TIMEOUT=120\nexport HCCL_SOCKET_IFNAME=eth0\n");
    assertFalse(good.warnings().stream().anyMatch(x -> x.message().startsWith("setting ")), good.warnings().toString());
    assertFalse(good.nextChecks().get(0).command().startsWith("export HCCL_"), good.nextChecks().toString());
  }

  /**
   * HCCL's socket port settings take {@code auto} or ports and ranges, comma separated, from 1 to
   * 65535, none overlapping, off the reserved 1-1023 (the pages' own examples hold; settings19).
   */
  @Test
  void aPortListHoldsThePagesFormsAndFailsPastThem() {
    for (String name : List.of("HCCL_HOST_SOCKET_PORT_RANGE", "HCCL_NPU_SOCKET_PORT_RANGE")) {
      SettingRules.Rule r = RULES.rule(name).orElseThrow();
      assertEquals("port-list", r.form());
      for (String ok : List.of("auto", "AUTO", "60000-60050", "60000,60050-60100,60150-60160", "56000,56005,56007", "1024", "65535",
          "1024-65535")) {
        assertEquals(java.util.Optional.empty(), SettingRules.problem(r, ok, Set.of()), name + " " + ok);
      }
      for (String bad : List.of("1023", "80-90", "65536", "60050-60000", "60000-60050,60040", "60000,60000", "60000-", "-60000",
          "6o000", "", "60000,,60001", "auto,60000", "999999")) {
        assertTrue(SettingRules.problem(r, bad, Set.of()).isPresent(), name + " " + bad);
      }
    }
    assertTrue(RULES.rule("HCCL_NPU_SOCKET_PORT_RANGE").orElseThrow().everyRank(), "every card of a communicator sets it, or none");
  }
}
