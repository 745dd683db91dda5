package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.TriggerFolding;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.TestContexts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IpAddressRecognizerTest {
  static List<String> found(String body, String level) {
    LineContext ctx = TestContexts.line(body, level);
    List<String> out = new ArrayList<>();
    new IpAddressRecognizer().recognize(ctx, (t, v) -> {
      if (t == FeatureType.REMOTE_IP) {
        out.add(v);
      }
    });
    return out;
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "listen on ip[192.0.2.7%eth0] and port[60000] | 192.0.2.7",
        "connect server[198.51.100.4 : 60000] failed, peer 203.0.113.9 | 198.51.100.4 203.0.113.9",
        "version 1.2.3.4.5 of the tool | ''",
        "bad 256.1.1.1 and 10.0.0 | ''",
        "x10.0.0.1 is still an address | 10.0.0.1",
        "netmask 255.255.255.0 and 0.0.0.0 | ''",
        "ends with 192.0.2.200 | 192.0.2.200",
        "1.2.3.4. then text | 1.2.3.4",
        "npu-smi 24.1.0.2                 Version: 24.1.0.2 | ''",
        "driver version 23.0.6.1 on peer 192.0.2.31 | 192.0.2.31"
      })
  void findsTheAddressesOfAnErrorLine(String body, String expected) {
    List<String> want = expected.isEmpty() ? List.of() : List.of(expected.split(" "));
    assertEquals(want, found(body, null));
    assertEquals(want, found(body, "ERROR"));
  }

  @ParameterizedTest
  @CsvSource({"INFO", "DEBUG", "TRACE", "EVENT"})
  void plogNoiseLevelsAreSkipped(String level) {
    assertEquals(List.of(), found("Entry-HcclCommInitRootInfo: host ip[192.0.2.7] port[60000]", level));
  }

  /**
   * The triggers are the second octet between its dots: every line with an address holds one, and
   * a line of versions, decimals and times with a single dot between digits holds none.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "listen on ip[192.0.2.7%eth0] | true",
        "peer 10.20.30.40 down | true",
        "x10.0.0.1 is still an address | true",
        "ends with 192.0.2.200 | true",
        "peer 1.255.0.9 | true",
        "release 2.1 of the package | false",
        "loss 0.25, ratio 1.5, lr 3.0e-4 | false",
        "elapsed 13:26:17.696 ms | false",
        "[engine.cc:1377] took 12.5 s | false",
        "addr 0x7fff1234.5 | false"
      })
  void triggersAreTheSecondOctetBetweenDots(String body, boolean address) {
    List<String> triggers = new IpAddressRecognizer().triggers();
    assertEquals(address, !found(body, "WARNING").isEmpty(), body);
    assertEquals(address, TriggerFolding.holds(body, 0, body.length(), triggers), body);
  }

  @org.junit.jupiter.api.Test
  void aDigitDotDigitAloneIsNoTrigger() {
    List<String> triggers = new IpAddressRecognizer().triggers();
    assertTrue(triggers.containsAll(List.of(".0.", ".20.", ".255.", ".999.")));
    assertFalse(triggers.contains("2.1"));
    assertEquals(10 + 100 + 1000, triggers.size());
  }

  /** Every run of one to three digits between dots, by width and then value, zero-padded (the order the automaton numbers them in). */
  @org.junit.jupiter.api.Test
  void theTriggersAreEveryPaddedRunInOrder() {
    List<String> expected = new ArrayList<>();
    for (int width = 1; width <= 3; width++) {
      for (int v = 0; v < (int) Math.pow(10, width); v++) {
        expected.add("." + String.format(java.util.Locale.ROOT, "%0" + width + "d", v) + ".");
      }
    }
    assertEquals(expected, new IpAddressRecognizer().triggers());
  }
}
