package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.Calibration;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Reads {@code casebase/calibration.json}: {@code {"threshold": t, "points": [[raw, p], ...]}}. */
final class CalibrationFile {
  private CalibrationFile() {}

  static Calibration read(JsonNode n) {
    List<double[]> pts = new ArrayList<>();
    for (JsonNode p : n.path("points")) {
      pts.add(new double[] {p.get(0).asDouble(), p.get(1).asDouble()});
    }
    double t = n.path("threshold").asDouble(Calibration.defaults().threshold());
    return pts.isEmpty() ? new Calibration(Calibration.defaults().points(), t) : new Calibration(pts, t);
  }
}
