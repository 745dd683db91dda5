package io.github.ascendtriage.internal.extract;

import static io.github.ascendtriage.internal.extract.ExtractSupport.collect;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The npu-smi header's driver version against what the same stream shows running on it. The
 * samples are written for this test; the minimums are those of the shipped table (vLLM on Ascend
 * 24.1.RC1, CANN 8.0 24.1.RC1, 8.5 25.0.RC1), so a change of the table that moves them fails here.
 */
class DriverVersionRecognizerTest {
  private static final String HEADER_22 = "| npu-smi 22.0.4                   Version: 22.0.4                                               |";
  private static final String HEADER_24 = "| npu-smi 24.1.0.2                 Version: 24.1.0.2                                             |";
  private static final String HEADER_25 = "| npu-smi 25.3.rc1                 Version: 25.3.rc1                                             |";
  private static final String VLLM_PREFIX = "(Worker_TP1 pid=3302) INFO 01-02 10:00:01 [worker_v1.py:120] Available memory: 1, total memory: 2";
  private static final String VLLM_PATH = "  File \"/opt/vllm-ascend/vllm_ascend/worker/model_runner_v1.py\", line 88, in execute_model";

  private static Arguments sample(String name, String text, List<String> expected) {
    return Arguments.of(name, text, expected);
  }

  static Stream<Arguments> samples() {
    return Stream.of(
        sample("vLLM named only by its logger prefix, after the header", HEADER_22 + "\n" + VLLM_PREFIX,
            List.of("driver_version=below 24.1.rc1 (vllm) @1")),
        sample("vLLM named by a path in a trace, before the header", VLLM_PATH + "\n" + HEADER_22,
            List.of("driver_version=below 24.1.rc1 (vllm) @2")),
        sample("CANN 8.5 from version.cfg needs 25.0", HEADER_24 + "\nruntime_running_version=[8.5.1.2:8.5.1]",
            List.of("driver_version=below 25.0.rc1 (cann 8.5.1) @1")),
        sample("CANN from an install path", "export LD_LIBRARY_PATH=/usr/local/Ascend/ascend-toolkit/8.0.RC2/lib64\n" + HEADER_22,
            List.of("driver_version=below 24.1.rc1 (cann 8.0.rc2) @2")),
        sample("CANN from an image tag, the stricter of two requirements",
            "docker run quay.io/ascend/cann:8.5.0-910b-ubuntu22.04-py3.11\n" + HEADER_24 + "\n" + VLLM_PREFIX,
            List.of("driver_version=below 25.0.rc1 (cann 8.5.0) @2")),
        sample("a driver new enough for vLLM", HEADER_25 + "\n" + VLLM_PREFIX, List.of()),
        sample("a driver new enough for CANN 8.0", HEADER_24 + "\n/usr/local/Ascend/ascend-toolkit/8.0.RC3/bin", List.of()),
        sample("a CANN older than every line", HEADER_22 + "\n/usr/local/Ascend/ascend-toolkit/7.0.0/bin", List.of()),
        sample("the header alone", HEADER_22, List.of()),
        sample("vLLM alone", VLLM_PREFIX + "\n" + VLLM_PATH, List.of()),
        sample("vllm-ascend's collect_env names a release that needs CANN 9.0 (driver 25.0)",
            "vLLM Version: 0.18.0\nvLLM Ascend Version: 0.18.1 (git sha: 1a2b3c4)\n" + HEADER_24,
            List.of("driver_version=below 25.0.rc1 (cann 9.0.0, needed by vllm-ascend 0.18.1) @3")),
        sample("a pip freeze line of torch_npu paired with CANN 8.5", "[pip3] torch_npu==2.6.0.post5\n" + HEADER_24,
            List.of("driver_version=below 25.0.rc1 (cann 8.5.0, needed by torch_npu 2.6.0.post5) @2")),
        sample("a torch_npu release the table does not pair says nothing", "[pip3] torch-npu==2.6.0.post9\n" + HEADER_24, List.of()),
        sample("an image tag of vllm-ascend", HEADER_22 + "\ndocker pull quay.io/ascend/vllm-ascend:v0.11.0rc1",
            List.of("driver_version=below 24.1.rc2 (cann 8.2.rc1, needed by vllm-ascend 0.11.0rc1) @1")),
        sample("the toolkit's install info as collect_env prints it",
            "CANN:\npackage_name=Ascend-cann-toolkit\nversion=8.5.0\ninnerversion=V100R001C25\n" + HEADER_24,
            List.of("driver_version=below 25.0.rc1 (cann 8.5.0) @5")),
        sample("a version= line far from the install info is not CANN's",
            "package_name=Ascend-cann-toolkit\na\nb\nc\nd\ne\nversion=8.5.0\n" + HEADER_24, List.of()),
        sample("a path of the vllm-ascend source tree states no version", VLLM_PATH + "\n" + HEADER_25, List.of()),
        sample("a header whose version is no version", "| npu-smi latest   Version: unknown |\n" + VLLM_PREFIX, List.of()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void driverAgainstTheSoftwareAboveIt(String name, String text, List<String> expected) {
    List<String> found = collect(text).features().stream().filter(f -> f.type() == FeatureType.TOOL_STATUS)
        .filter(f -> f.value().startsWith("driver_version=")).map(DriverVersionRecognizerTest::at).toList();
    assertEquals(expected, found);
  }

  private static String at(Feature f) {
    return f.value() + " @" + f.evidence().line();
  }
}
