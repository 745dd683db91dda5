package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.TestPaths;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The writer prints what the mapper the reports used before printed for the same trees. */
class JsonTreeWriterTest {
  /** As the reports' mapper was configured. */
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).enable(SerializationFeature.INDENT_OUTPUT).build();

  private static void same(JsonNode n) throws Exception {
    assertEquals(MAPPER.writeValueAsString(n), JsonTreeWriter.indented(n));
  }

  @Test
  void everyNodeTypeTheReportsUse() throws Exception {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode o = f.objectNode();
    o.put("int", -7).put("long", 1L << 40).put("big", new BigInteger("123456789012345678901234567890"));
    o.put("float", 0.1f).put("double", 0.972).put("nan", Double.NaN).put("tiny", 1e-12).put("whole", 3.0);
    o.put("decimal", new BigDecimal("1.50")).put("yes", true).put("no", false).putNull("none");
    o.put("text", "tab\t quote\" back\\ nl\n ctl\u0001 zh 设备 emoji \uD83D\uDE00 lone \uD800 end");
    o.putArray("empty");
    o.putObject("nothing");
    o.putArray("nested").add(1).add("two").addNull().addObject().put("k", "v").putArray("a").add(f.arrayNode());
    same(o);
    same(f.arrayNode());
    same(f.textNode("root"));
    same(f.numberNode(42));
  }

  @Test
  void theCorpusDiagnoses() throws Exception {
    AscendTriage t = AscendTriage.builder().build();
    int n = 0;
    try (Stream<Path> s = Files.list(TestPaths.corpus())) {
      for (Path dir : s.sorted().toList()) {
        Path in = dir.resolve("input.log");
        if (Files.isRegularFile(in) && n++ % 10 == 0) {
          same(JsonReport.tree(t.diagnose(in)));
        }
      }
    }
    assertEquals(true, n > 500, n + " samples");
  }

  @Test
  void otherNodeTypesAreRefused() {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.putPOJO("pojo", new Object());
    assertThrows(IllegalArgumentException.class, () -> JsonTreeWriter.indented(o));
    assertThrows(IllegalArgumentException.class, () -> JsonTreeWriter.indented(JsonNodeFactory.instance.binaryNode(new byte[] {1})));
  }
}
