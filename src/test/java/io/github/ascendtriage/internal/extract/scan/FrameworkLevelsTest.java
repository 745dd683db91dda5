package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import org.junit.jupiter.api.Test;

/**
 * A framework's line gets its level from its logger's format, as a plog line gets it from its
 * header; each line below is built from the format string its source names (made-up values).
 */
class FrameworkLevelsTest {
  private static final FeatureSink NONE = new FeatureSink() {
    @Override
    public void feature(FeatureType type, String value) {}
  };

  private static LineContext strip(String line) {
    LineContext ctx = new LineContext("t");
    ctx.body = ConsolePrefix.strip(line, ctx, NONE);
    return ctx;
  }

  private static void assertLevel(String expected, String line) {
    assertEquals(expected, strip(line).level(), line);
  }

  @Test
  void vllmLinesCarryTheirLevelInBothFormats() {
    // vllm/logger.py _FORMAT, current: LEVEL mm-dd hh:mm:ss [file.py:N]; older: LEVEL mm-dd hh:mm:ss file.py:N]
    assertLevel("INFO", "INFO 12-05 10:00:00 [platform.py:1103] graph mode falls back");
    assertLevel("DEBUG", "DEBUG 12-05 10:00:00 [parallel_state.py:1064] world_size=4 rank=1");
    assertLevel("INFO", "INFO 12-05 10:00:00 config.py:700] Defaulting to use ray for distributed inference");
    assertLevel("WARNING", "WARNING 12-05 10:00:00 [utils.py:12] something to note");
    assertLevel("ERROR", "ERROR 12-05 10:00:00 [core.py:700] EngineCore failed to start.");
    assertEquals("Defaulting to use ray for distributed inference",
        strip("INFO 12-05 10:00:00 config.py:700] Defaulting to use ray for distributed inference").body());
  }

  @Test
  void theProcessPrefixesOfVllmAndRayKeepTheInnerLinesLevel() {
    assertLevel("INFO", "(EngineCore_DP0 pid=4242) INFO 12-05 10:00:00 [core.py:71] Initializing a V1 LLM engine");
    assertLevel("INFO", "(VllmWorker rank=2 pid=4243) INFO 12-05 10:00:00 [parallel_state.py:1000] rank 2 in world size 4");
    assertLevel("DEBUG", "(pid=4244) DEBUG 12-05 10:00:00 [worker.py:10] loading weights");
    assertLevel("ERROR", "(RayWorkerWrapper pid=4245, ip=192.0.2.7) ERROR 12-05 10:00:00 [worker_base.py:620] Error executing method");
    // Ray's prefix carries no level of its own: the line inside it decides
    assertNull(strip("(pid=4244) Traceback (most recent call last):").level());
  }

  @Test
  void pythonsDefaultFormatGivesItsLevelAndKeepsTheLine() {
    // CPython logging.BASIC_FORMAT: %(levelname)s:%(name)s:%(message)s
    LineContext ctx = strip("INFO:torch.distributed.run:Using nproc_per_node=8.");
    assertEquals("INFO", ctx.level());
    assertEquals("INFO:torch.distributed.run:Using nproc_per_node=8.", ctx.body());
    assertLevel("WARNING", "WARNING:root:the run goes on");
    assertLevel("ERROR", "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0");
    assertNull(strip("INFO: the server is up").level(), "no logger name: not the default format");
    assertNull(strip("RuntimeError: INFO:x:y").level());
  }

  @Test
  void mindsporesPythonLoggerGivesItsLevel() {
    // mindspore/python/mindspore/log.py _get_formatter
    assertLevel("INFO", "[INFO] ME(1201:281473,MainProcess):2026-12-05-10:00:00.000.001 "
        + "[mindspore/parallel/cluster/process_entity/_api.py:230] Start worker process with rank id:0");
    assertLevel("WARNING", "[WARNING] ME(1201:281473,MainProcess):2026-12-05-10:00:00.000.001 "
        + "[mindspore/parallel/cluster/process_entity/_api.py:230] All workers will be spawned on this node");
    assertLevel("ERROR", "[ERROR] ME(1201:281473,MainProcess):2026-12-05-10:00:00.000.001 "
        + "[mindspore/parallel/cluster/process_entity/_manager.py:300] Worker process 3 exit with exception.");
    // its C++ lines are plog headers, read as before
    assertLevel("INFO", "[INFO] DISTRIBUTED(1201,ffff,python):2026-12-05-10:00:00.000.001 "
        + "[mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:180] Register] connected");
  }

  @Test
  void c10sSeverityLetterGivesTheLevelWithOrWithoutItsDate() {
    // c10 MessageLogger: "[" + "FEWIV"[...] (+ MMDD hh:mm:ss.ns pid in newer releases) + " file:line] "
    assertLevel("WARNING", "[W compiler_depend.ts:25] Warning: The torch.Tensor.npu() method is deprecated");
    assertLevel("INFO", "[I1205 10:00:00.123456789 4411 ProcessGroupHCCL.cpp:900] [Rank 1] HCCL initialized");
    assertLevel("ERROR", "[E1205 10:00:00.123456789 4411 ProcessGroupHCCL.cpp:607] [Rank 1] Watchdog caught collective operation timeout");
    assertLevel("CRITICAL", "[F1205 10:00:00.123 4411 logging.cpp:12] fatal");
    assertLevel("DEBUG", "[V compiler_depend.ts:40] verbose");
    assertEquals("Warning: x", strip("[W compiler_depend.ts:25] Warning: x").body());
  }

  @Test
  void otherLinesHaveNoLevel() {
    assertNull(strip("RuntimeError: HCCL function error: HcclAllreduce, error code is 7").level());
    assertNull(strip("[Warning] the run goes on").level());
    assertNull(strip("[WARNING] if local_experts is 1, --use-pipe-experts will be turned off.").level());
    assertNull(strip("I am a line").level());
  }
}
