package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.corpus.PublicReportsTest.Figures;
import io.github.ascendtriage.corpus.PublicReportsTest.Scored;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link GpuConvention} on three made-up labels, counted by hand. */
class GpuConventionTest {
  /** An NPU failure whose answer has the right layer and a case. */
  private static final Scored NPU_FAILURE =
      new Scored("a", true, true, false, false, true, false, false, "(network: network x)", false, true, false, true, true);
  /** A GPU failure (labelled link-setup) answered with that layer and a case. */
  private static final Scored GPU_FAILURE =
      new Scored("b", true, true, false, false, false, false, false, "(link-setup: link-setup y)", false, false, true, true, true);
  /** A GPU look-alike (labelled none) answered unknown. */
  private static final Scored GPU_LOOK_ALIKE =
      new Scored("c", false, false, false, false, false, false, false, "(none: unknown)", false, false, true, false, false);

  private static final Figures SET = new Figures("made-up", List.of(NPU_FAILURE, GPU_FAILURE, GPU_LOOK_ALIKE));

  @Test
  void todayTheGpuFailureCountsAsAFailure() {
    assertEquals(new Share(2, 2), SET.layer());
    assertEquals(new Share(0, 1), SET.claimed());
    assertEquals(new Share(0, 1), SET.layered());
  }

  @Test
  void underTheValidationConventionTheGpuFailureIsALookAlikeClaimedAndGivenALayer() {
    Figures v = GpuConvention.relabel(SET);
    assertEquals(new Share(1, 1), v.layer());
    assertEquals(new Share(1, 1), v.fix());
    assertEquals(new Share(1, 2), v.claimed());
    assertEquals(new Share(1, 2), v.layered());
  }

  @Test
  void reportsNotOnAGpuAndLookAlikesStayAsToday() {
    assertEquals(NPU_FAILURE, GpuConvention.relabel(NPU_FAILURE));
    assertEquals(GPU_LOOK_ALIKE, GpuConvention.relabel(GPU_LOOK_ALIKE));
  }
}
