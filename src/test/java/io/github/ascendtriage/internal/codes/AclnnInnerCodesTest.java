package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The aclnn operator API's inner statuses (561xxx), over the shipped catalogue (device29). The codes
 * and names are the defines of hicann/opbase {@code include/nnopbase/opdev/op_errno.h}; the layers
 * follow the aclnn return-code page (table 2): a kernel or operator package the installed CANN
 * lacks, or the environment variable that locates it, is the installed stack (device); every other
 * inner status is the operator's own failure, which names no layer of the ladder (symptom, no
 * {@code symptomOf}), so a lone one gives no answer and a communication operator's rule still can.
 */
class AclnnInnerCodesTest {
  private static final CodeCatalog SHIPPED = CodeCatalogLoader.builtIn();

  private static List<String> keys(String line) {
    return SHIPPED.recognizer().scan(line).stream()
        .flatMap(h -> h.candidates().stream().map(CodeRecord::key)).toList();
  }

  private static String layerOf(CodeRecord r) {
    return r.symptom() ? "symptom" : r.layer() == Layer.UNKNOWN ? "none" : r.layer().id();
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "561000, ACLNN_ERR_INNER, symptom",
    "561001, ACLNN_ERR_INNER_INFERSHAPE_ERROR, symptom",
    "561002, ACLNN_ERR_INNER_TILING_ERROR, symptom",
    "561003, ACLNN_ERR_INNER_FIND_KERNEL_ERROR, device",
    "561101, ACLNN_ERR_INNER_CREATE_EXECUTOR, symptom",
    "561102, ACLNN_ERR_INNER_NOT_TRANS_EXECUTOR, symptom",
    "561103, ACLNN_ERR_INNER_NULLPTR, symptom",
    "561104, ACLNN_ERR_INNER_WRONG_ATTR_INFO_SIZE, symptom",
    "561105, ACLNN_ERR_INNER_KEY_CONFLICT, symptom",
    "561106, ACLNN_ERR_INNER_INVALID_IMPL_MODE, symptom",
    "561107, ACLNN_ERR_INNER_OPP_PATH_NOT_FOUND, device",
    "561108, ACLNN_ERR_INNER_LOAD_JSON_FAILED, symptom",
    "561109, ACLNN_ERR_INNER_JSON_VALUE_NOT_FOUND, symptom",
    "561110, ACLNN_ERR_INNER_JSON_FORMAT_INVALID, symptom",
    "561111, ACLNN_ERR_INNER_JSON_DTYPE_INVALID, symptom",
    "561112, ACLNN_ERR_INNER_OPP_KERNEL_PKG_NOT_FOUND, device",
    "561113, ACLNN_ERR_INNER_OP_FILE_INVALID, symptom",
    "561114, ACLNN_ERR_INNER_ATTR_NUM_OUT_OF_BOUND, symptom",
    "561115, ACLNN_ERR_INNER_ATTR_LEN_NOT_ENOUGH, symptom",
    "561116, ACLNN_ERR_INNER_INPUT_NUM_IN_JSON_TOO_LARGE, symptom",
    "561117, ACLNN_ERR_INNER_INPUT_JSON_IS_NULL, symptom",
    "561118, ACLNN_ERR_INNER_STATIC_WORKSPACE_INVALID, symptom",
    "561119, ACLNN_ERR_INNER_STATIC_BLOCK_DIM_INVALID, symptom"})
  void everyInnerStatusOfTheHeaderHasItsRecord(String code, String name, String layer) {
    CodeRecord r = SHIPPED.find("acl", code).orElseThrow(() -> new AssertionError("no record acl/" + code));
    assertEquals(java.util.Optional.of(name), r.name());
    assertEquals(java.util.Optional.of("aclnn"), r.module());
    assertEquals(layer, layerOf(r), r.key());
    assertTrue(r.symptomOf().isEmpty(), r.key() + ": an operator's own failure reports no layer below it");
    assertTrue(r.source().contains("op_errno.h"), r.key() + " cites " + r.source());
    assertTrue(r.firstStep().isPresent(), r.key() + " has no first step");
  }

  @ParameterizedTest(name = "{1} <- {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // torch_npu's NPU function error around an aclnn call (the form of the aclnn parameter codes)
        "RuntimeError: NPU function error: call aclnnMoeGatingTopK failed, error code is 561112 | acl/561112",
        "RuntimeError: zero_:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:26 NPU function error: call aclnnInplaceZero failed, error code is 561103 | acl/561103",
        // the same status with no NPU function error prefix
        "RuntimeError: call aclnnGroupedMatmul failed, error code is 561107 | acl/561107",
      })
  void theStatusIsReadAfterErrorCodeIs(String line, String key) {
    assertTrue(keys(line).contains(key), key + " not read from: " + line + " (read " + keys(line) + ")");
  }

  @ParameterizedTest(name = "none <- {0}")
  @ValueSource(
      strings = {
        "[INFO] 2026-05-07-14:40:19 train.py:212 global step 561003, loss 2.31, 561112 tokens/s",
        "561107 samples written to /data/cache",
        // a 561 number that no header defines
        "RuntimeError: NPU function error: call aclnnAdd failed, error code is 561120",
      })
  void aNumberOutsideTheFormOrTheHeaderIsNoCode(String line) {
    assertEquals(List.of(), keys(line).stream().filter(k -> k.startsWith("acl/561")).toList(), line);
  }
}
