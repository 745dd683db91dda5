package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * HCCL_SOCKET_IFNAME selects no interface the host has. HCCL takes its host IP for the root-info
 * negotiation from the interface the setting selects, in one of four forms (hicann/hccl,
 * docs/zh/user_guide/hccl_env/HCCL_SOCKET_IFNAME.md): {@code eth,enp} (names with these prefixes),
 * {@code =eth0,enp0} (these names), and the same after {@code ^} (all but these). When an input
 * shows the setting and, in the same source, a listing of the host's interfaces ({@link
 * Setting#HOST_INTERFACES}) of which none is selected, the negotiation has no address to run on:
 * the wrong-NIC class that the lesson (5.E) points at ptacase_0041. An exclusion ({@code ^...}) is
 * never read as selecting nothing, and HCCL_IF_IP, which takes priority over the setting, stops the
 * finding. The finding is the token {@link #TOKEN_VALUE} of type {@code hccl-stage}, its evidence
 * the setting's line and the listing's first. Stateless and thread-safe.
 */
public final class SocketIfnameAbsent {
  private SocketIfnameAbsent() {}

  /** The value of the {@code hccl-stage} token this finding adds. */
  public static final String TOKEN_VALUE = "socket ifname selects no host interface";

  private static final String NAME = "hccl_socket_ifname=";

  /** {@code f} with the finding's token when the setting selects none of the host's listed interfaces. */
  public static FeatureSet derive(FeatureSet f) {
    List<Feature> settings = new ArrayList<>();
    for (Feature x : f.features()) {
      if (x.type() == FeatureType.SETTING) {
        String v = x.value().toLowerCase(Locale.ROOT);
        if (v.startsWith("hccl_if_ip=")) {
          return f;
        }
        if (v.startsWith(NAME) && !v.startsWith(NAME + "^")) {
          settings.add(x);
        }
      }
    }
    for (Feature x : settings) {
      String key = io.github.ascendtriage.internal.casebase.SignatureToken.keyOf(x.type(), x.value());
      for (Evidence e : f.occurrence(key).map(FeatureSet.Occurrence::evidence).orElse(List.of())) {
        SourceFacts sf = f.sources().get(e.source());
        String listed = sf == null ? null : sf.settings().get(Setting.HOST_INTERFACES);
        if (listed != null && !selectsAny(x.value().substring(NAME.length()).toLowerCase(Locale.ROOT), listed)) {
          List<Evidence> ev = new ArrayList<>(List.of(e));
          Evidence at = sf.stated().get(Setting.HOST_INTERFACES);
          if (at != null && !at.equals(e)) {
            ev.add(at);
          }
          return f.withDerived(FeatureType.HCCL_STAGE, TOKEN_VALUE, ev);
        }
      }
    }
    return f;
  }

  /** Whether {@code spec} (prefixes, or {@code =} and names) selects one of {@code listed} (comma-separated names). */
  static boolean selectsAny(String spec, String listed) {
    boolean exact = spec.startsWith("=");
    String[] wanted = (exact ? spec.substring(1) : spec).split(",");
    for (String name : listed.split(",")) {
      for (String w : wanted) {
        if (!w.isEmpty() && (exact ? name.equals(w) : name.startsWith(w))) {
          return true;
        }
      }
    }
    return false;
  }
}
