package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.scan.TestScans;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MindSpore's error report ends with its C++ call stack, one {@code mindspore/<path>:<line>
 * <function>} frame a line under a {@code - C++ Call Stack: (For framework developers)} head and a
 * rule of dashes. Each frame names the source file the error passed through, as a plog header's
 * file does. The frames below are shaped as the report prints them; paths and lines are made up.
 */
class MindSporeStackRecognizerTest {
  private static List<String> files(String text) {
    return TestScans.values(new MindSporeStackRecognizer(), FeatureType.SOURCE_FILE, text);
  }

  @Test
  void theFramesUnderTheHeadNameTheirSourceFiles() {
    String report = String.join("\n",
        "RuntimeError: Init hccl graph adapter failed.",
        "",
        "----------------------------------------------------",
        "- C++ Call Stack: (For framework developers)",
        "----------------------------------------------------",
        "mindspore/ccsrc/plugin/device/ascend/hal/hardware/ascend_collective_comm_lib.cc:112 Initialize",
        "mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:418 Register",
        "",
        "mindspore/ccsrc/runtime/somewhere_else.cc:9 NotAFrame");
    assertEquals(List.of("ascend_collective_comm_lib.cc", "compute_graph_node.cc"), files(report));
  }

  @Test
  void aPathOutsideTheBlockIsNoFrame() {
    assertEquals(List.of(), files("mindspore/ccsrc/distributed/cluster/cluster_context.cc:200 Initialize"));
    assertEquals(List.of(), files(String.join("\n",
        "- C++ Call Stack: (For framework developers)",
        "----------------------------------------------------",
        "see mindspore/ccsrc/distributed/cluster/cluster_context.cc:200 for details")));
  }
}
