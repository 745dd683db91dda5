package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.Optional;

/**
 * Links whose TLS states differ. HCCL prints a {@code TlsStatus} cell ({@code ENABLE}, {@code
 * DISABLE} or {@code UNKNOWN}) on every row of its LINK_ERROR_INFO table, and hcomm on every row of
 * its channel table (docs/log-formats.md 8.2; the recognisers give each as the token {@code
 * tool-status:tls_status=<state>}). The NPUs that link to each other must agree on TLS (the
 * official case topic_0000001953463657, and HCCL's own check "Some ranks tlsStatus are
 * inconsistent"): an input whose rows say {@code ENABLE} on one link and {@code DISABLE} on another,
 * in one table or in the tables of different ranks, shows that class though no line says so. The
 * finding is the token {@link #TOKEN_VALUE} of type {@code tool-status}, its evidence the first row
 * of each state. {@code UNKNOWN} is no state to compare. Stateless and thread-safe.
 */
public final class TlsStatusMixed {
  private TlsStatusMixed() {}

  /** The value of the {@code tool-status} token this finding adds. */
  public static final String TOKEN_VALUE = "tls_status=mixed";

  /** {@code f} with the finding's token when rows of both TLS states are in it. */
  public static FeatureSet derive(FeatureSet f) {
    Optional<FeatureSet.Occurrence> on = f.occurrence(key("tls_status=enable"));
    Optional<FeatureSet.Occurrence> off = f.occurrence(key("tls_status=disable"));
    if (on.isEmpty() || off.isEmpty()) {
      return f;
    }
    Evidence a = first(on.get());
    Evidence b = first(off.get());
    boolean aFirst = a.source().compareTo(b.source()) < 0 || (a.source().equals(b.source()) && a.line() <= b.line());
    return f.withDerived(FeatureType.TOOL_STATUS, TOKEN_VALUE, aFirst ? List.of(a, b) : List.of(b, a));
  }

  private static String key(String value) {
    return io.github.ascendtriage.internal.casebase.SignatureToken.keyOf(FeatureType.TOOL_STATUS, value);
  }

  private static Evidence first(FeatureSet.Occurrence o) {
    return o.evidence().isEmpty() ? o.first().evidence() : o.evidence().get(0);
  }
}
