import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;

/**
 * Run line41: the first test of FeatureSetByTypeTest (theFeaturesAreListedOnceForEveryReader) against a jar's
 * classes: is features() one list for every reader, and unmodifiable? `java -cp JAR BaseCheck.java`.
 */
public class BaseCheck {
  public static void main(String[] args) {
    FeatureCollector c = new FeatureCollector();
    c.beginLine("src", 1, "HCCL_CONNECT_TIMEOUT=120 port 60000");
    c.feature(FeatureType.SETTING, "HCCL_CONNECT_TIMEOUT=120");
    c.feature(FeatureType.PORT, "60000");
    FeatureSet f = c.finish();
    boolean same = f.features() == f.features();
    boolean unmodifiable;
    try {
      f.features().add(f.features().get(0));
      unmodifiable = false;
    } catch (UnsupportedOperationException e) {
      unmodifiable = true;
    }
    System.out.println("same list on each call: " + same + "; unmodifiable: " + unmodifiable
        + (same && unmodifiable ? " (the test passes)" : " (the test fails)"));
  }
}
