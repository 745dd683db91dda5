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

  // ---- formats15: glog's shape (torch's own format, torchrun's elastic agent), torch's older one,
  // DeepSpeed's, MindIE's; each line is kept whole (its logger or file can name the component)

  @Test
  void glogsShapeGivesItsLetterInTorchsFormAndGlogsOwn() {
    // torch/_logging/_internal.py TorchLogsFormatter: letter + %m%d %H:%M:%S.%06d pid path:line]
    String sigterm = "W1205 10:00:00.123000 4411 torch/distributed/elastic/multiprocessing/api.py:897] "
        + "Sending process 4412 closing signal SIGTERM";
    LineContext ctx = strip(sigterm);
    assertEquals("WARNING", ctx.level());
    assertEquals(sigterm, ctx.body());
    assertLevel("ERROR", "E1205 10:00:00.123000 4411 torch/distributed/elastic/multiprocessing/api.py:869] "
        + "failed (exitcode: 1) local_rank: 0 (pid: 4412) of binary: /usr/bin/python3");
    assertLevel("INFO", "[rank1]:I1205 10:00:00.000001 4411 torch/distributed/run.py:793] Using nproc_per_node=8.");
    // glog_level_to_abbr: C is critical there, V is debug
    assertLevel("CRITICAL", "C1205 10:00:00.123000 4411 torch/distributed/elastic/agent/server/api.py:12] stop");
    assertLevel("DEBUG", "V1205 10:00:00.123000 4411 torch/distributed/elastic/rendezvous/api.py:12] keep-alive");
    // google/glog LogMessage::Init: the thread id padded to five, the file's base name; F is fatal
    assertLevel("ERROR", "E1205 10:00:00.414000   311 transfer_executor_base.cpp:321] connect failed");
    assertLevel("CRITICAL", "F1205 10:00:00.414000 12311 logging.cc:80] Check failed: ok");
  }

  @Test
  void torchsOlderFormatNamesItsLoggerBeforeTheLevel() {
    // TorchLogsFormatter in older releases: "[asctime] name: [levelname] message"
    LineContext ctx = strip("[2026-12-05 10:00:00,120] torch.distributed.elastic.multiprocessing.api: [WARNING] "
        + "Sending process 4412 closing signal SIGTERM");
    assertEquals("WARNING", ctx.level());
    assertEquals("torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process 4412 closing signal SIGTERM",
        ctx.body());
    assertLevel("INFO", "torch.distributed.elastic.agent.server.api: [INFO] [default] Starting worker group");
    assertLevel("ERROR", "torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: 1) local_rank: 2");
  }

  @Test
  void deepspeedsFormatGivesItsLevel() {
    // deepspeed/utils/logging.py LoggerFactory: [asctime] [levelname] [filename:lineno:funcName] message
    LineContext ctx = strip("[2026-12-05 10:00:00,120] [INFO] [engine.py:1200:_configure_optimizer] "
        + "Using client Optimizer as basic optimizer");
    assertEquals("INFO", ctx.level());
    assertEquals("[INFO] [engine.py:1200:_configure_optimizer] Using client Optimizer as basic optimizer", ctx.body());
    assertLevel("WARNING", "[2026-12-05 10:00:00,120] [WARNING] [stage3.py:2000:step] 4 allocator cache flushes");
    assertLevel("ERROR", "[ERROR] [launch.py:321:sigkill_handler] exits with return code = 1");
  }

  @Test
  void mindiesVerboseFormatGivesItsLevel() {
    // MindIE log reference: [date time] [pid] [tid] [component] [LEVEL] [file:line] : [code] [*] message
    LineContext ctx = strip("[2026-12-05 10:00:00.123456] [4242] [4243] [llm] [INFO] [model_runner.cpp:120] : "
        + "the model is loaded");
    assertEquals("INFO", ctx.level());
    assertEquals("[4242] [4243] [llm] [INFO] [model_runner.cpp:120] : the model is loaded", ctx.body());
    assertLevel("WARNING", "[2026-12-05 10:00:00.123456] [4242] [4243] [server] [WARN] [endpoint.cpp:77] : slow");
    assertLevel("INFO", "[2026-12-05 10:00:00.123456+08:00] [4242] [4243] [llm] [INFORMATIONAL] [a.py:1] : up");
    assertLevel("ERROR", "[2026-12-05 10:00:00.123456] [4242] [4243] [llm] [ERROR] [worker.py:12] : start failed");
    assertLevel("CRITICAL", "[2026-12-05 10:00:00.123456] [4242] [4243] [motor] [CRITICAL] [c.cpp:9] : down");
  }

  @Test
  void mindsporesCppLevelsAreThePlogHeaders() {
    // mindspore/core/utils/log_adapter.cc GetLogLevel: DEBUG INFO WARNING ERROR CRITICAL (an exception's)
    LineContext ctx = strip("[CRITICAL] DEVICE(4242,ffff8a,python):2026-12-05-10:00:00.123.456 "
        + "[mindspore/ccsrc/runtime/device/kernel_runtime.cc:12] Run] the kernel failed");
    assertEquals("CRITICAL", ctx.level());
    assertEquals("DEVICE", ctx.module());
  }

  @Test
  void nearMissesOfTheNewFormatsHaveNoLevelAndKeepTheirText() {
    String[] lines = {
      "E1205 the run goes on",
      "I1205 10:00:00 4411 run.py:793] no microseconds",
      "W1205 10:00:00.123000 4411 no location here",
      "X1205 10:00:00.123000 4411 run.py:12] not a level letter",
      "torch.distributed.DistBackendError: [ERROR] an exception's message, not a logger",
      "note: [INFO] no dotted logger name",
      "[INFO] [not a location] deepspeed needs file:line:func",
      "[2026-12-05 10:00:00.123456] : a MindIE line without its optional fields",
      "[4242] [4243] [llm] [INFO] no file:line",
      "[INFO] HCCLX the plog header's shape, broken",
    };
    for (String line : lines) {
      LineContext ctx = strip(line);
      assertNull(ctx.level(), line);
    }
    assertLevel("INFO", "INFO:a:"); // levels14's shortest line of Python's default format still reads
  }

  @Test
  void aPlogLineIsReadByItsHeaderAsBefore() {
    LineContext ctx = strip("[INFO] HCCL(4242,python3):2026-12-05-10:00:00.123.456 [hccl_comm.cc:80][4243]"
        + " [0] [rank 1] init done");
    assertEquals("INFO", ctx.level());
    assertEquals("HCCL", ctx.module());
  }
}
