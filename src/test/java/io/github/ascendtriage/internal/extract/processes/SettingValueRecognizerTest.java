package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.scan.TestContexts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The value of a setting as a log shows it: plain words, and the leading signs of
 * HCCL_SOCKET_IFNAME's forms ({@code ^} leaves out, {@code =} names exact NICs, so that
 * {@code NAME==eth0} sets {@code =eth0}); a comparison sets nothing.
 */
class SettingValueRecognizerTest {
  private static List<String> found(String body) {
    List<String> out = new ArrayList<>();
    new SettingValueRecognizer().recognize(TestContexts.line(body, null), (t, v) -> {
      if (t == FeatureType.SETTING) {
        out.add(v);
      }
    });
    return out;
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "export HCCL_SOCKET_IFNAME=eth,enp | HCCL_SOCKET_IFNAME=eth,enp",
    "export HCCL_SOCKET_IFNAME=^eth,enp | HCCL_SOCKET_IFNAME=^eth,enp",
    "export HCCL_SOCKET_IFNAME==eth0,enp0 | HCCL_SOCKET_IFNAME==eth0,enp0",
    "export HCCL_SOCKET_IFNAME=^=eth0,enp0 | HCCL_SOCKET_IFNAME=^=eth0,enp0",
    "export HCCL_SOCKET_IFNAME=\"=eth0\" | HCCL_SOCKET_IFNAME==eth0",
    "os.environ[\"HCCL_SOCKET_IFNAME\"] = \"^=docker0\" | HCCL_SOCKET_IFNAME=^=docker0",
    "[HCCL_ENV] HCCL_SOCKET_IFNAME set by environment to [=eth0] | HCCL_SOCKET_IFNAME==eth0",
    "export HCCL_BUFFSIZE=2048 | HCCL_BUFFSIZE=2048",
    "if [ \"$HCCL_SOCKET_IFNAME\" == \"eth0\" ]; then | ''",
    "[[ $HCCL_SOCKET_IFNAME==eth0 ]] | ''",
    "os.environ[\"HCCL_SOCKET_IFNAME\"] == \"eth0\" | ''",
    "HCCL_SOCKET_IFNAME == eth0 | ''",
    "export HCCL_SOCKET_IFNAME=== | ''",
    "export HCCL_SOCKET_IFNAME=^ | ''",
    "  HCCL_HOST_SOCKET_PORT_RANGE: \"auto\" | HCCL_HOST_SOCKET_PORT_RANGE=auto",
    "  - ASCEND_RT_VISIBLE_DEVICES: 0,1,2,3 | ASCEND_RT_VISIBLE_DEVICES=0,1,2,3",
    "runtime_env={\"env_vars\": {\"HCCL_BUFFSIZE\": \"512\"}} | HCCL_BUFFSIZE=512",
    "[ERROR] see HCCL_BUFFSIZE: 200 is too small | ''",
    "HCCL_BUFFSIZE:200 | ''"
  })
  void readsTheValueWithItsSigns(String body, String expected) {
    assertEquals(expected.isEmpty() ? List.of() : List.of(expected), found(body));
  }

  /**
   * Every entry of a one-line map (Ray's {@code runtime_env} {@code env_vars}, fix20): the separator
   * that ends one entry opens the next; a value in quotes may hold commas; the last entry may end
   * the line without a separator.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "{\"HCCL_BUFFSIZE\": \"512\", \"HCCL_CONNECT_TIMEOUT\": \"600\"} | HCCL_BUFFSIZE=512 HCCL_CONNECT_TIMEOUT=600",
    "{'ASCEND_RT_VISIBLE_DEVICES': '0,1,2,3', 'HCCL_BUFFSIZE': '200'} | ASCEND_RT_VISIBLE_DEVICES=0,1,2,3 HCCL_BUFFSIZE=200",
    "runtime_env={\"env_vars\": {\"HCCL_EXEC_TIMEOUT\": \"0\", \"HCCL_OP_EXPANSION_MODE\": \"AIV\"}, \"pip\": []} | HCCL_EXEC_TIMEOUT=0 HCCL_OP_EXPANSION_MODE=aiv",
    "\"HCCL_BUFFSIZE\": \"512\", \"HCCL_CONNECT_TIMEOUT\": 600 | HCCL_BUFFSIZE=512 HCCL_CONNECT_TIMEOUT=600",
    "{\"HCCL_BUFFSIZE\": 512,\"ASCEND_RT_VISIBLE_DEVICES\": \"4,5\",\"HCCL_CONNECT_TIMEOUT\": \"1200\"} | HCCL_BUFFSIZE=512 ASCEND_RT_VISIBLE_DEVICES=4,5 HCCL_CONNECT_TIMEOUT=1200"
  })
  void readsEveryEntryOfAOneLineMap(String body, String expected) {
    assertEquals(List.of(expected.split(" ")), found(body));
  }

  /**
   * tidy39: a quoted value of a map's entry ends at the quote that opened it. A value that holds a character outside
   * the value's set before its closing quote, a quote never closed (a line cut inside the value) and a quote closed
   * by the other kind give no setting; the entries around them are still read.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "{\"HCCL_SOCKET_IFNAME\": \"eth0,eth1 bond0\"} | ''",
    "{\"HCCL_SOCKET_IFNAME\": \"eth0,eth1 bond0\", \"HCCL_BUFFSIZE\": \"512\"} | HCCL_BUFFSIZE=512",
    "runtime_env={\"env_vars\": {\"HCCL_BUFFSIZE\": \"512 | ''",
    "{'HCCL_CONNECT_TIMEOUT': '600\", 'HCCL_BUFFSIZE': '200'} | HCCL_BUFFSIZE=200",
    "  HCCL_BUFFSIZE: \"512 | ''",
    "{\"HCCL_BUFFSIZE\": \"512\" , 'HCCL_CONNECT_TIMEOUT': '0,1'} | HCCL_BUFFSIZE=512 HCCL_CONNECT_TIMEOUT=0,1"
  })
  void aQuotedValueEndsAtItsClosingQuote(String body, String expected) {
    assertEquals(expected.isEmpty() ? List.of() : List.of(expected.split(" ")), found(body));
  }
}
