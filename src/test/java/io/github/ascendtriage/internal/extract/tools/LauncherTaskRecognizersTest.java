package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.extract.scan.TestScans;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The launchers' own records of a failed task (slurm35), written from their sources' formats: srun's {@code
 * _task_finish} ({@code "%s: %s %s: Exited with exit code %d"}, {@code "%s: %s %s: %s%s"} with strsignal's words
 * and {@code " (core dumped)"}, {@code "%s: %s %s: Out Of Memory"}; SchedMD/slurm src/srun/launch.c), srun's {@code
 * Terminating %ps} and slurmstepd's {@code *** %s ON %s CANCELLED AT %s ***}; Open MPI's help texts ({@code
 * orterun:proc-aborted-strsignal}, {@code orterun:proc-ordered-abort}); MPICH Hydra's BAD TERMINATION block
 * (pmiserv_cb.c). Hosts, ids and pids are made up.
 */
class LauncherTaskRecognizersTest {
  private static List<String> slurm(String text) {
    return TestScans.reports(new SlurmTaskRecognizer(), text);
  }

  private static List<String> mpi(String text) {
    return TestScans.reports(new MpiTaskRecognizer(), text);
  }

  @Test
  void srunsFirstTaskThatExitedBadlyIsLocatedOnItsHost() {
    assertEquals(List.of("host:cn-07", "LOCATOR:5@cn-07"), slurm("srun: error: cn-07: task 5: Exited with exit code 1"));
  }

  @Test
  void onlyTheFirstFailedTaskIsLocatedAndTheStepsCancellationEndsTheSearch() {
    String text = "srun: error: cn-02: task 9: Segmentation fault (core dumped)\n"
        + "srun: Terminating StepId=4411.0\n"
        + "slurmstepd: error: *** STEP 4411.0 ON cn-01 CANCELLED AT 2026-12-05T10:11:12 ***\n"
        + "srun: error: cn-01: task 0: Terminated\n"
        + "srun: error: cn-03: task 12: Killed\n";
    assertEquals(List.of("host:cn-02", "signal:SIGSEGV", "LOCATOR:9@cn-02", "host:cn-01", "signal:SIGTERM", "host:cn-03",
        "signal:SIGKILL"), slurm(text));
  }

  @Test
  void aTaskKilledAfterTheStepWasCancelledIsNotTheFirstFailure() {
    String text = "slurmstepd: error: *** STEP 88120.0 ON node17 CANCELLED AT 2026-11-29T03:00:00 DUE TO TIME LIMIT ***\n"
        + "srun: error: node17: task 3: Killed\n";
    assertEquals(List.of("host:node17", "signal:SIGKILL"), slurm(text));
  }

  @Test
  void aFirstTaskKilledBeforeAnyCancellationWasKilledFromOutside() {
    assertEquals(List.of("host:cn-04", "signal:SIGKILL", "LOCATOR:2@cn-04", "tool_status:first_death=sigkill"),
        slurm("srun: error: cn-04: task 2: Killed"));
  }

  @Test
  void aTerminatedOrInterruptedTaskIsTheJobBeingStoppedAndSrunsOomIsAFailure() {
    assertEquals(List.of("host:cn-04", "signal:SIGTERM"), slurm("srun: error: cn-04: task 2: Terminated"));
    assertEquals(List.of("host:cn-04", "LOCATOR:6@cn-04"), slurm("srun: error: cn-04: task 6: Out Of Memory"));
  }

  @Test
  void aLineOfSeveralTasksOrHostsNamesNoOneTask() {
    assertEquals(List.of("host:cn-04"), slurm("srun: error: cn-04: tasks 0-7: Exited with exit code 1"));
    assertEquals(List.of("signal:SIGBUS"), slurm("srun: error: cn-[04-05]: tasks 0,4,15: Bus error"));
  }

  @Test
  void msrunsArgparseErrorAndOtherWordsAreNoSrunTaskLine() {
    assertEquals(List.of(), slurm("msrun: error: cn-04: task 2: Exited with exit code 1"));
    assertEquals(List.of(), slurm("msrun: error: the following arguments are required: --worker_num"));
    assertEquals(List.of(), slurm("srun: error: cn-04: task 2: Something else"));
    assertEquals(List.of("host:cn-04"), slurm("srun: error: cn-04: task 2: Exited with exit code 0"));
  }

  @Test
  void openMpisNoticedRankIsLocatedUnlessTheJobWasStoppedFromOutside() {
    assertEquals(List.of("rank:3", "host:npu-b", "signal:SIGSEGV", "LOCATOR:3@npu-b"),
        mpi("mpirun noticed that process rank 3 with PID 61218 on node npu-b exited on signal 11 (Segmentation fault)."));
    assertEquals(List.of("rank:3", "host:npu-b", "signal:SIGTERM"),
        mpi("mpirun noticed that process rank 3 with PID 61218 on node npu-b exited on signal 15 (Terminated)."));
  }

  @Test
  void openMpisAbortRecordGivesTheHostOnItsNextLine() {
    String text = "mpirun has exited due to process rank 6 with PID 0 on\n"
        + "node npu-c calling \"abort\". This may have caused other processes\n"
        + "in the application to be terminated by signals sent by mpirun\n";
    assertEquals(List.of("rank:6", "host:npu-c", "LOCATOR:6@npu-c"), mpi(text));
    assertEquals(List.of(), mpi("node npu-c exiting improperly. There are three reasons this could occur:"));
  }

  @Test
  void hydrasBlockGivesItsHostAndSignalAndLocatesNothing() {
    String rule = "===================================================================================";
    String text = rule + "\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\n=   PID 4821 RUNNING AT npu-d\n"
        + "=   EXIT CODE: 139\n=   CLEANING UP REMAINING PROCESSES\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\n" + rule
        + "\n=   PID 1 RUNNING AT outside\n";
    assertEquals(List.of("host:npu-d", "signal:SIGSEGV"), mpi(text));
  }
}
