package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The counts of a framework's layout check against what it was given: numbers, not strings; each
 * template of the recogniser's javadoc with a shortfall, with counts that fit, and with the words
 * alone.
 */
class ParallelLayoutRecognizerTest {
  private static List<String> facts(String line) {
    List<String> out = new ArrayList<>();
    FeatureSink sink = new FeatureSink() {
      @Override
      public void feature(FeatureType type, String value) {
        out.add(type.id() + ":" + value);
      }
    };
    new LineScanner("console.log", List.of(new ParallelLayoutRecognizer()), null).scan(line, 1, sink);
    return out;
  }

  @Test
  void countsCompareAsNumbers() {
    String[][] rows = {{"9", "10", "false"}, {"10", "10", "true"}, {"10", "9", "true"}, {"0", "0", "true"},
        {"0010", "10", "true"}, {"123456789", "999999999", "false"}, {"-1", "0", "false"}, {"0", "-1", "true"}};
    for (String[] r : rows) {
      assertEquals(Boolean.parseBoolean(r[2]), ParallelLayoutRecognizer.atLeast(r[0], r[1]), r[0] + " >= " + r[1]);
    }
  }

  @Test
  void eachTemplateGivesItsFactOnlyWhenTheCountsDoNotFit() {
    String[][] rows = {
        {"Stage 3 requires 12 device(s) based on parallel_config, but only 10 device(s) are available: [0]", "layout_devices=short"},
        {"Stage 3 requires 10 device(s) based on parallel_config, but only 12 device(s) are available: [0]", ""},
        {"Stage 3 requires 7 device(s) based on parallel_config, but 5 device(s) are available: ['0']", "layout_devices=short"},
        {"Stage 3 requires 5 device(s) based on parallel_config, but 5 device(s) are available: ['0']", ""},
        {"local_world_size (40) must be less than or equal to the number of visible devices (9).", "layout_devices=short"},
        {"local_world_size (9) must be less than or equal to the number of visible devices (9).", ""},
        {"DP adjusted local rank 11 is out of bounds. ", "layout_rank=outside"},
        {"DP adjusted local rank 11 is out of bounds for 11 devices.", "layout_rank=outside"},
        {"DP adjusted local rank 10 is out of bounds for 11 devices.", ""},
        {"data_parallel_rank 4 is out of range [0, 4).", "layout_rank=outside"},
        {"data_parallel_rank 3 is out of range [0, 4).", ""},
        {"data_parallel_rank (6) must be in the range [0, 6)", "layout_rank=outside"},
        {"data_parallel_rank (5) must be in the range [0, 6)", ""},
        {"World size (12) is larger than the number of available GPUs (3) in this node.", "layout_devices=short"},
        {"World size (3) is larger than the number of available GPUs (3) in this node.", ""},
        {"Mesh should not be bigger than default world size 6, but found 10 ranks!", "layout_devices=short"},
        {"Mesh should not be bigger than default world size, but found 10 ranks!", "layout_devices=short"},
        {"Mesh should not be bigger than default world size 10, but found 10 ranks!", ""},
        {"Invalid rank 5, rank should be in the interval [0, 4]", "layout_rank=outside"},
        {"Invalid rank -1, rank should be in the interval [0, 4]", "layout_rank=outside"},
        {"Invalid rank 4, rank should be in the interval [0, 4]", ""},
        // vLLM's multiprocessing executors (GPU; the NPU port names its count "max local Ascend npu count")
        {"please set tensor_parallel_size (16) to less than max local gpu count (2)", "layout_devices=short"},
        {"please set tensor_parallel_size (2) to less than max local gpu count (16)", ""},
        {"please ensure that world_size (24) is less than than max local Ascend npu count (16)", "layout_devices=short"},
        {"please ensure that world_size (16) is less than than max local Ascend npu count (16)", ""},
        {"please ensure that world_size (6) is less than than max local Ascend npu", "layout_devices=short"},
        {"please set tensor_parallel_size to less than max local gpu count", ""},
        // vLLM-Ascend's worker against the physical cards it was assigned
        {"local_world_size (5) exceeds assigned_physical_gpu_ids count (3)", "layout_devices=short"},
        {"local_world_size (3) exceeds assigned_physical_gpu_ids count (3)", ""},
        {"local_rank 3 is out of bounds for assigned_physical_gpu_ids [4, 5, 6]", "layout_rank=outside"},
        {"local_rank 0 is out of bounds for assigned_physical_gpu_ids []", "layout_rank=outside"},
        {"local_rank 2 is out of bounds for assigned_physical_gpu_ids [4, 5, 6]", ""},
        {"local_rank 7 is out of bounds.", ""},
        // the words alone, with no counts, say nothing
        {"the engine requires devices but none are available yet", ""},
        {"local_world_size must be less than or equal to the number of visible devices", ""}};
    for (String[] r : rows) {
      assertEquals(r[1].isEmpty() ? List.of() : List.of("tool-status:" + r[1]), facts(r[0]), r[0]);
    }
  }
}
