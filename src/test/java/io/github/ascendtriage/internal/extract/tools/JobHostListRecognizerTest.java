package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** hosts37: a launcher's list of the job's hosts, read only where every item is a plain host or a one-bracket range. */
class JobHostListRecognizerTest {
  @Test
  void pdshsTargetsComeFromItsOwnOptionsOnly() {
    assertEquals(Optional.of("n1,n2"), JobHostListRecognizer.pdshTargets("-S -f 1024 -w n1,n2 export A=1; python x.py -w 9"));
    assertEquals(Optional.of("n1,n2"), JobHostListRecognizer.pdshTargets("-wn1 -w n2 uptime"));
    // pdsh.1.in: -x leaves hosts out of the targets, -g takes them from a group: the list alone is not the job's
    assertEquals(Optional.empty(), JobHostListRecognizer.pdshTargets("-w n[1-4] -x n3 uptime"));
    assertEquals(Optional.empty(), JobHostListRecognizer.pdshTargets("uptime -w n1"));
  }

  @Test
  void rangesExpandWithTheirZeros() {
    assertEquals(Optional.of(Set.of("node01", "node02", "node03", "node07")), JobHostListRecognizer.hosts("node[01-03,07]"));
    assertEquals(Optional.of(Set.of("a", "gpu9-ib", "gpu10-ib")), JobHostListRecognizer.hosts("a,gpu[9-10]-ib"));
  }

  @Test
  void anItemThatIsNoPlainHostLeavesTheListUnread() {
    for (String list : List.of("a,-b", "a,^/etc/hosts", "/node.*/", "a,,b", "n[1-2][1-2]", "n[3-1]", "n[1-99999]", "x_y")) {
      assertEquals(Optional.empty(), JobHostListRecognizer.hosts(list), list);
    }
  }
}
