package io.github.ascendtriage.internal.extract.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The printed forms of NPU health events, read through the node-type table. */
class NpuEventRecognizerTest {
  static Set<String> events(String text) {
    Set<String> out = new TreeSet<>();
    for (String t : ExtractSupport.tokens(text)) {
      if (t.startsWith("device-error:NPU EVENT")) {
        out.add(t.substring("device-error:".length()));
      }
    }
    return out;
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        // node type 0x70 (bits 17-24 of the id) is HBM whatever the low bits say
        "[EVENT] KERNEL(1,sklogd):2026-01-01-00:00:00.000.000 [k.c:1][1.1] [ascend] [dms] Event id=0x80e1ffff, dev_id=2, assertion | NPU EVENT HBM",
        "        Error Code                     : 80BD8001 | NPU EVENT NIC",
        "dms event_id:  [0x81078001] on dev 3 | NPU EVENT PORT",
        "卡 0 的错误码是 819B8001,健康状态 Alarm | NPU EVENT HCCS",
        "        Error Information              : node type=AICORE, sensor type=x, event state=y | NPU EVENT AICORE",
        "Node Type=0x5d;Sensor Type=0x1;event_state=2) | NPU EVENT ROCE",
        // a node type the table does not know is still an event
        "Event id=0x80000001, assertion | NPU EVENT",
        // not events: an ACL status, an id that does not start with 8, nine digits
        "RuntimeError: error code is 507014 | ''",
        "Event id=0x70e18401, assertion | ''",
        "error code: 80e184012 | ''"
      })
  void readsTheModuleOfTheEvent(String line, String expected) {
    assertEquals(expected.isEmpty() ? Set.of() : Set.of(expected), events(line));
  }
}
