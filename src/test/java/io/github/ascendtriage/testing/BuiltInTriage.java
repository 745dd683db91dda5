package io.github.ascendtriage.testing;

import io.github.ascendtriage.AscendTriage;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The built-in triage for one test class: built before the class's first test and released after its
 * last, for the whole suite runs in one JVM (1.5 GB heap) and a triage a static field kept would stay
 * for every later class. Register it as {@code @RegisterExtension static final BuiltInTriage TRIAGE =
 * new BuiltInTriage();} and call {@link #get()} in the tests.
 */
public final class BuiltInTriage implements BeforeAllCallback, AfterAllCallback {
  private volatile AscendTriage triage;

  @Override
  public void beforeAll(ExtensionContext context) {
    triage = AscendTriage.builder().build();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    triage = null;
  }

  /**
   * The class's triage.
   *
   * @throws IllegalStateException outside the class's tests (before it is built or after it is released)
   */
  public AscendTriage get() {
    AscendTriage t = triage;
    if (t == null) {
      throw new IllegalStateException("the built-in triage is built before a test class and released after it;"
          + " register BuiltInTriage with @RegisterExtension on a static field");
    }
    return t;
  }
}
