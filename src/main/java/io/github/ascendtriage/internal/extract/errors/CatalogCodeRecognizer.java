package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.internal.codes.CodeHit;
import io.github.ascendtriage.internal.codes.CodeRecognizer;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;

/**
 * Every code of the official catalogue, in every printed form the catalogue knows, reported as a
 * {@link FeatureSink#code code hit} (the feature types that case signatures use are reported by
 * their own recognisers, unchanged). Success values ({@code ret[0]}, {@code runtime result = 0})
 * are not faults and are not reported. Plog lines below WARNING carry no fault codes and are not
 * scanned; other lines only when they hold a digit, an underscore (names such as
 * {@code HCCL_E_TIMEOUT}) or an {@code =} (descriptions such as {@code desc=[...]}). Immutable
 * and thread-safe.
 */
public final class CatalogCodeRecognizer implements Recognizer {
  private final CodeRecognizer codes;

  public CatalogCodeRecognizer(CodeRecognizer codes) {
    this.codes = codes;
  }

  @Override
  public boolean mayMatch(String body) {
    for (int i = 0, n = body.length(); i < n; i++) {
      char c = body.charAt(i);
      if ((c >= '0' && c <= '9') || c == '_' || c == '=') {
        return true;
      }
    }
    return codes.mayHoldMessage(body); // a documented message quoted without its code
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  /** The literals one of which each of the catalogue's forms needs ({@link CodeRecognizer#triggers}). */
  @Override
  public java.util.List<String> triggers() {
    return codes.triggers();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String level = ctx.level();
    if (level != null && (level.equals("INFO") || level.equals("DEBUG") || level.equals("TRACE")
        || level.equals("EVENT"))) {
      return;
    }
    for (CodeHit h : codes.scan(ctx.body())) {
      if (!h.success()) {
        sink.code(h);
      }
    }
  }
}
