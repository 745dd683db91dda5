package io.github.ascendtriage.corpus;

import io.github.ascendtriage.corpus.PublicReportsTest.Figures;
import io.github.ascendtriage.corpus.PublicReportsTest.Scored;
import java.util.List;
import java.util.Locale;

/**
 * The public reports counted under the validation set's convention for GPU hosts (issue 35,
 * label17): {@code ../shared/field-reports/validation} labels a failure that ran on a GPU host
 * {@code none} (fr-098, fr-100, fr-103, fr-104), while {@code measure/public-reports} labels it by
 * the layer it would have on an NPU host. Here every report whose {@code report.json} field
 * {@code platform} is {@code gpu} counts as a look-alike: claimed when the answer names a case,
 * given a layer when the answer has any layer. Reports labelled {@code none} already, and every
 * report of another platform, are scored as {@link PublicReportsTest} scores them. Printed beside
 * today's figures, never gated; no label is changed.
 */
final class GpuConvention {
  private GpuConvention() {}

  /** One report under the validation convention: a GPU failure becomes a look-alike. */
  static Scored relabel(Scored s) {
    if (!s.gpu() || !s.failure()) {
      return s;
    }
    return new Scored(s.id(), false, false, false, false, false, s.named(), s.hasLayer(), s.answer(), false, false,
        true, s.named(), s.hasLayer());
  }

  /** A set's figures under the validation convention, under the same name. */
  static Figures relabel(Figures f) {
    return new Figures(f.name(), f.reports().stream().map(GpuConvention::relabel).toList());
  }

  /** The line printed beside {@link Figures#line()}: the same figures, GPU failures counted as look-alikes. */
  static String line(Figures today) {
    Figures v = relabel(today);
    long moved = today.reports().stream().filter(s -> s.gpu() && s.failure()).count();
    return String.format(Locale.ROOT, "public reports, %s, validation convention (GPU hosts are look-alikes; %d GPU"
            + " failures moved): layer right %s; official case right %s; fix named %s; look-alikes claimed %s,"
            + " given a layer %s (printed, not gated)",
        v.name(), moved, v.layer(), v.official(), v.fix(), v.claimed(), v.layered());
  }

  /** The reports of a list under the validation convention (for a test). */
  static List<Scored> relabel(List<Scored> reports) {
    return reports.stream().map(GpuConvention::relabel).toList();
  }
}
