package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.corpus.PublicReportsTest.Figures;
import io.github.ascendtriage.corpus.PublicReportsTest.Scored;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link GpuConvention} on made-up labels and files, counted by hand. */
class GpuConventionTest {
  /** An NPU failure whose answer has the right layer and a case. */
  private static final Scored NPU_FAILURE =
      new Scored("a", true, true, false, false, true, false, false, "(network: network x)", false, true, false, true, true);
  /** A Gloo failure on a GPU host (labelled network) answered with that layer and a case. */
  private static final Scored GPU_GLOO =
      new Scored("b", true, true, false, false, false, false, false, "(network: network y)", false, false, true, true, true);
  /** An NCCL failure on a GPU host (labelled link-setup) answered with that layer and a case. */
  private static final Scored GPU_NCCL =
      new Scored("d", true, true, false, false, false, false, false, "(link-setup: link-setup z)", false, false, true, true, true);
  /** A c10d-store failure on a GPU host (labelled script) answered unknown: declined. */
  private static final Scored GPU_STORE_DECLINED =
      new Scored("e", true, false, false, false, false, false, false, "(script: unknown)", false, false, true, false, false);
  /** A GPU look-alike (labelled none) answered unknown. */
  private static final Scored GPU_LOOK_ALIKE =
      new Scored("c", false, false, false, false, false, false, false, "(none: unknown)", false, false, true, false, false);

  private static final Figures SET =
      new Figures("made-up", List.of(NPU_FAILURE, GPU_GLOO, GPU_NCCL, GPU_STORE_DECLINED, GPU_LOOK_ALIKE));
  /** The made-up file's verdicts: only the Gloo failure is kept. */
  private static final Map<String, Boolean> KEEPS = Map.of("b", true, "d", false, "e", false);

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void todayEveryGpuFailureCountsAsAFailure() {
    assertEquals(new Share(3, 4), SET.layer());
    assertEquals(new Share(0, 1), SET.claimed());
    assertEquals(new Share(0, 1), SET.layered());
  }

  @Test
  void underTheSharedConventionOnlyTheGlooFailureStaysAFailure() {
    Figures v = GpuConvention.shared(SET, KEEPS);
    assertEquals(new Share(2, 2), v.layer());
    assertEquals(new Share(1, 2), v.fix());
    assertEquals(new Share(1, 3), v.claimed());
    assertEquals(new Share(1, 3), v.layered());
  }

  @Test
  void underTheStrictConventionEveryGpuFailureIsALookAlike() {
    Figures v = GpuConvention.strict(SET);
    assertEquals(new Share(1, 1), v.layer());
    assertEquals(new Share(2, 4), v.claimed());
    assertEquals(new Share(2, 4), v.layered());
  }

  @Test
  void reportsNotOnAGpuAndLookAlikesStayAsToday() {
    for (Scored s : List.of(NPU_FAILURE, GPU_LOOK_ALIKE)) {
      assertEquals(s, GpuConvention.shared(s, KEEPS));
      assertEquals(s, GpuConvention.strict(s));
    }
    assertEquals(GPU_GLOO, GpuConvention.shared(GPU_GLOO, KEEPS));
  }

  @Test
  void thePrintCountsTheLookAlikesThatShowAForeignMarkerAndThoseDeclined() {
    String lines = GpuConvention.lines(SET, KEEPS, Set.of("e"));
    assertTrue(lines.contains("1 Gloo kept, 2 look-alikes; of these 1 show a foreign-platform marker,"), lines);
    assertTrue(lines.contains("1 declined; 1 show none, undecidable from the log"), lines);
    assertTrue(lines.contains("all 3 GPU failures are look-alikes"), lines);
  }

  @Test
  void aForeignMarkerCountsUnlessOnlyAStatementThatItsStackIsMissingHoldsIt(@TempDir Path dir) throws IOException {
    write(dir, "x", "RuntimeError: NCCL error in: ProcessGroupNCCL.cpp\n");
    write(dir, "y", "RuntimeError: Distributed package doesn't have NCCL built in\n");
    write(dir, "z", "RuntimeError: Gloo connectFullMesh failed\n");
    assertEquals(Set.of("x"),
        GpuConvention.foreignMarked(dir, List.of("x", "y", "z"), CaseBaseLoader.builtInKnowledge().platform()));
  }

  private static void write(Path dir, String id, String log) throws IOException {
    Files.createDirectories(dir.resolve(id));
    Files.writeString(dir.resolve(id).resolve("input.log"), log);
  }

  @Test
  void theFileListsEveryGpuFailureOfThePublicReports() throws IOException {
    Map<String, Boolean> keeps = GpuConvention.load(TestPaths.repo().resolve("measure/public-reports"));
    assertTrue(keeps.containsValue(true) && keeps.containsValue(false), "both verdicts used: " + keeps);
  }

  @Test
  void aMissingIdIsNamed() throws IOException {
    JsonNode doc = JSON.readTree("{\"reports\": [{\"id\": \"b\", \"shared\": \"keeps\", \"reason\": \"Gloo\"}]}");
    var e = assertThrows(IllegalArgumentException.class, () -> GpuConvention.parse(doc, Set.of("b", "d")));
    assertEquals("gpu-convention.json: GPU failures not listed: [d]", e.getMessage());
  }

  @Test
  void anUnknownIdATwiceListedIdAndAnUnknownVerdictAreNamed() throws IOException {
    String b = "{\"id\": \"b\", \"shared\": \"keeps\", \"reason\": \"Gloo\"}";
    for (String[] c : new String[][] {
        {"{\"id\": \"q\", \"shared\": \"none\", \"reason\": \"NCCL\"}", "'q' is not a report"},
        {b + ", " + b, "b is listed twice"},
        {"{\"id\": \"b\", \"shared\": \"maybe\", \"reason\": \"Gloo\"}", "b: shared must be 'keeps' or 'none'"},
        {"{\"id\": \"b\", \"shared\": \"keeps\"}", "b: no reason"},
        {"{\"id\": \"b\", \"shared\": \"keeps\", \"reason\": \"Gloo\", \"layer\": \"network\"}", "unknown field 'layer'"}}) {
      JsonNode doc = JSON.readTree("{\"reports\": [" + c[0] + "]}");
      var e = assertThrows(IllegalArgumentException.class, () -> GpuConvention.parse(doc, Set.of("b")));
      assertTrue(e.getMessage().startsWith("gpu-convention.json: ") && e.getMessage().contains(c[1]), e.getMessage());
    }
    var e = assertThrows(IllegalArgumentException.class, () -> GpuConvention.parse(JSON.readTree("[]"), Set.of("b")));
    assertTrue(e.getMessage().contains("an array 'reports'"), e.getMessage());
  }
}
