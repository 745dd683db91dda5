package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** casebase/launchers.json: what a launcher reads in place of a variable a general fix names, validated on load. */
class LauncherVariablesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void horovodReadsItsOwnGlooInterfaceVariableCitedFromItsSource() {
    LauncherVariables.Launcher h = LauncherVariables.builtIn().launchers().stream()
        .filter(l -> l.id().equals("horovod")).findFirst().orElseThrow();
    LauncherVariables.Step s = h.instead().get("GLOO_SOCKET_IFNAME");
    // horovod/common/utils/env_parser.cc (ParseGlooIface) reads HOROVOD_GLOO_IFACE; horovodrun sets it from --network-interfaces
    assertTrue(s.command().contains("HOROVOD_GLOO_IFACE") && s.command().contains("--network-interfaces"), s.command());
    assertTrue(s.source().startsWith("horovod/horovod@") && s.source().endsWith("env_parser.cc"), s.source());
    assertTrue(h.source().startsWith("horovod/horovod@") && h.source().endsWith("runner/launch.py"), h.source());
  }

  @Test
  void aLauncherIsShownOnlyByOneOfItsTexts() {
    LauncherVariables t = LauncherVariables.builtIn();
    assertEquals("horovod", t.shownBy(List.of("what():  [enforce fail at /tmp/build/horovod/third_party/compatible_gloo/gloo/transport/tcp/device.cc:83]"))
        .orElseThrow().id());
    assertFalse(t.shownBy(List.of("RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:83]")).isPresent());
    assertFalse(t.shownBy(List.of()).isPresent());
  }

  /**
   * srun's own prefix is its program name (SchedMD/slurm src/srun/launch.c's task lines, {@code srun: error: <host>:
   * task <n>: ...}); msrun's argparse error ({@code msrun: error: ...}) ends with the same letters and shows no srun
   * (doc34, slurm35). Open MPI's and MPICH Hydra's records of a failed process show their launcher.
   */
  @Test
  void aLaunchersOwnReportLineShowsItAndAnotherProgramsNameEndingTheSameDoesNot() {
    LauncherVariables t = LauncherVariables.builtIn();
    assertEquals("slurm", t.shownBy(List.of("srun: error: cn-04: task 2: Exited with exit code 1")).orElseThrow().id());
    assertFalse(t.shownBy(List.of("msrun: error: argument --worker_num: invalid int value: 'x'")).isPresent());
    assertEquals("openmpi", t.shownBy(List.of("mpirun noticed that process rank 3 with PID 61218 on node npu-b exited on signal 9 (Killed)."))
        .orElseThrow().id());
    assertEquals("mpich", t.shownBy(List.of("=   PID 4821 RUNNING AT npu-d")).orElseThrow().id());
    assertFalse(t.shownBy(List.of("x = numpy.array.init(3)")).isPresent(), "ray.init( inside another name");
  }

  @Test
  void aStepThatStillNamesTheVariableItReplacesIsRefusedNamingThePath() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> LauncherVariables.read(JSON.readTree("""
        {"launchers": [{"id": "somerun", "shows": ["somerun --np"], "source": "https://example.org/somerun",
          "instead": [{"variable": "GLOO_SOCKET_IFNAME", "command": "export GLOO_SOCKET_IFNAME=eth0",
                       "explanation": "an explanation long enough to pass", "source": "https://example.org/somerun"}]}]}
        """), "casebase/launchers.json"));
    assertTrue(e.getMessage().contains("casebase/launchers.json: $.launchers[0].instead[0].command: names GLOO_SOCKET_IFNAME"), e.getMessage());
  }

  @Test
  void badFieldsAreEachNamedWithTheirPath() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> LauncherVariables.read(JSON.readTree("""
        {"launchers": [{"id": "X", "shows": ["hv"], "source": "a blog", "colour": "red", "instead": []}]}
        """), "casebase/launchers.json"));
    String m = e.getMessage();
    for (String p : List.of("$.launchers[0].id", "$.launchers[0].shows[0]", "$.launchers[0].source", "$.launchers[0].colour",
        "$.launchers[0].instead")) {
      assertTrue(m.contains("casebase/launchers.json: " + p), p + " in " + m);
    }
    assertThrows(CodeCatalogException.class, () -> LauncherVariables.read(JSON.readTree("[]"), "casebase/launchers.json"));
  }

  @Test
  void aStepSetsAVariableOnlyWhereItsNameIsAssigned() {
    java.util.regex.Pattern p = LauncherVariables.setter("GLOO_SOCKET_IFNAME");
    assertTrue(p.matcher("export GLOO_SOCKET_IFNAME=eth0").find());
    assertTrue(p.matcher("GLOO_SOCKET_IFNAME=eth0 torchrun train.py").find());
    assertFalse(p.matcher("echo $GLOO_SOCKET_IFNAME $HCCL_SOCKET_IFNAME").find());
    assertFalse(p.matcher("export TP_GLOO_SOCKET_IFNAME=eth0").find());
  }

  @Test
  void aStepIsFoundForACommandThatSetsTheVariableTheLauncherDoesNotRead() {
    LauncherVariables t = LauncherVariables.builtIn();
    LauncherVariables.Launcher h = t.launchers().get(0);
    assertEquals("GLOO_SOCKET_IFNAME", t.stepFor(h, "export GLOO_SOCKET_IFNAME=<nic>").orElseThrow().variable());
    assertFalse(t.stepFor(h, "ip -br addr").isPresent());
  }

  @Test
  void deepSpeedsWayForAVariableFollowsItsExportPrefixes() {
    LauncherVariables.Launcher d = LauncherVariables.builtIn().launchers().stream()
        .filter(l -> l.id().equals("deepspeed")).findFirst().orElseThrow();
    // runner.py copies EXPORT_ENVS + the accelerator's export_envs() (npu_accelerator.py: ASCEND, HCCL, LD_LIBRARY, PATH)
    assertTrue(d.wayFor("HCCL_SOCKET_IFNAME").orElseThrow().command().startsWith("export {assignment}"));
    assertTrue(d.wayFor("ASCEND_RT_VISIBLE_DEVICES").orElseThrow().source().endsWith("accelerator/npu_accelerator.py"));
    // any other name reaches the other hosts only as a line of .deepspeed_env (runner.py, DEEPSPEED_ENVIRONMENT_NAME)
    assertTrue(d.wayFor("GLOO_SOCKET_IFNAME").orElseThrow().command().contains(".deepspeed_env"));
    assertTrue(d.wayFor("GLOO_SOCKET_IFNAME").orElseThrow().source().endsWith("deepspeed/launcher/runner.py"));
  }

  @Test
  void everyLauncherWithWaysHasOneForEveryName() {
    for (LauncherVariables.Launcher l : LauncherVariables.builtIn().launchers()) {
      if (!l.passes().isEmpty()) {
        assertTrue(l.wayFor("SOME_VARIABLE_NO_PREFIX_HAS").isPresent(), l.id());
      }
    }
  }

  @Test
  void aWayIsFilledWithTheVariableAndItsValue() {
    LauncherVariables.Way w = new LauncherVariables.Way(List.of("*"), "a {assignment} b {variable} c {value}", "why", "x/y@abcdef1:z");
    assertEquals("a N_X=v b N_X c v", w.commandFor("N_X", "v"));
    assertTrue(new LauncherVariables.Way(List.of("HCCL"), "{assignment}", "why", "s").carries("HCCL_BUFFSIZE"));
    assertFalse(new LauncherVariables.Way(List.of("HCCL"), "{assignment}", "why", "s").carries("GLOO_SOCKET_IFNAME"));
  }

  @Test
  void badWaysAreEachNamedWithTheirPath() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> LauncherVariables.read(JSON.readTree("""
        {"launchers": [{"id": "somerun", "shows": ["somerun --np"], "source": "https://example.org/somerun",
          "passes": [{"variables": ["hccl"], "command": "export {name}", "why": "an explanation long enough to pass",
                      "source": "a blog", "colour": "red"}]},
                       {"id": "otherrun", "shows": ["otherrun --np"], "source": "https://example.org/otherrun", "passes": []},
                       {"id": "lonerun", "shows": ["lonerun --np"], "source": "https://example.org/lonerun"}]}
        """), "casebase/launchers.json"));
    String m = e.getMessage();
    for (String p : List.of("$.launchers[0].passes[0].variables[0]", "$.launchers[0].passes[0].command: holds {name}",
        "$.launchers[0].passes[0].command: must name the variable", "$.launchers[0].passes[0].source",
        "$.launchers[0].passes[0].colour", "$.launchers[1].passes: must be a non-empty array", "$.launchers[2]: must have instead")) {
      assertTrue(m.contains("casebase/launchers.json: " + p), p + " in " + m);
    }
  }
}
