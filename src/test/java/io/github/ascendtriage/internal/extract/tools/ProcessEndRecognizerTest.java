package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A process's end recorded outside it (rootlayer32): the kernel's OOM kill line (Linux mm/oom_kill.c,
 * {@code <message>: Killed process <pid> (<comm>) ...}) names the pid; CPython's faulthandler names
 * the fatal signal. Other kill words name nothing.
 */
class ProcessEndRecognizerTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static List<String> ends(String text) {
    Diagnosis d = TRIAGE.get().diagnose(text);
    return d.features().stream().filter(f -> f.type() == FeatureType.TOOL_STATUS)
        .map(f -> f.value()).filter(v -> v.startsWith("oom_killed=") || v.startsWith("fatal_signal=")).toList();
  }

  @Test
  void theKernelsOomKillNamesThePid() {
    assertEquals(List.of("oom_killed=2200"), ends("Apr 17 08:40:30 node-b kernel: [123456.789012] Out of memory: Killed process"
        + " 2200 (python3) total-vm:912345kB, anon-rss:812345kB, file-rss:1234kB, shmem-rss:123kB, UID:0 pgtables:1624kB oom_score_adj:0"));
    assertEquals(List.of("oom_killed=31337"), ends("[ 5.1] Memory cgroup out of memory: Killed process 31337 (python) total-vm:1kB"));
  }

  @Test
  void faulthandlerNamesTheFatalSignal() {
    assertEquals(List.of("fatal_signal=SIGSEGV"), ends("Fatal Python error: Segmentation fault"));
    assertEquals(List.of("fatal_signal=SIGABRT"), ends("[rank3]: Fatal Python error: Aborted"));
    assertEquals("SIGBUS", ProcessEndRecognizer.signal("Bus error"));
    assertEquals("SIGFPE", ProcessEndRecognizer.signal("Floating point exception"));
    assertEquals("SIGILL", ProcessEndRecognizer.signal("Illegal instruction"));
  }

  @Test
  void otherKillWordsNameNothing() {
    assertTrue(ends("bash: line 1: 2200 Killed                  python3 train.py").isEmpty());
    assertTrue(ends("Fatal Python error: init_fs_encoding: failed to get the Python codec").isEmpty());
    assertTrue(ends("Killed process 2200 by the user").isEmpty());
  }
}
