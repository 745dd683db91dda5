package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
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
}
