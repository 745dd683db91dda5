package io.github.ascendtriage.internal.codes;

import io.github.ascendtriage.Layer;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One {@link CodeRecord} as bytes of {@link CompiledCatalog} and back: every component, in order,
 * strings as {@link TreeCodec} writes them. Stateless and thread-safe.
 */
final class RecordCodec {
  private static final Layer[] LAYERS = Layer.values();
  private static final CodeScope[] SCOPES = CodeScope.values();

  private RecordCodec() {}

  /** Writes {@code r} but its family, which the family's header holds. */
  static void write(CodeRecord r, DataOutputStream o) throws IOException {
    TreeCodec.string(r.code(), o);
    optional(r.name(), o);
    optional(r.module(), o);
    strings(r.messages(), o);
    strings(r.aliases(), o);
    TreeCodec.string(r.meaningEn(), o);
    TreeCodec.string(r.meaningZh(), o);
    o.writeByte(r.layer().ordinal());
    o.writeBoolean(r.symptom());
    o.writeByte(r.symptomOf().map(l -> l.ordinal() + 1).orElse(0));
    o.writeByte(r.scope().map(s -> s.ordinal() + 1).orElse(0));
    o.writeBoolean(r.firstStep().isPresent());
    if (r.firstStep().isPresent()) {
      FirstStep s = r.firstStep().get();
      TreeCodec.string(s.command(), o);
      TreeCodec.string(s.explanation(), o);
      strings(s.placeholders(), o);
    }
    o.writeInt(r.mapsTo().size());
    for (CodeLink l : r.mapsTo()) {
      TreeCodec.string(l.family(), o);
      TreeCodec.string(l.code(), o);
      TreeCodec.string(l.relation(), o);
    }
    o.writeBoolean(r.value().isPresent());
    if (r.value().isPresent()) {
      o.writeLong(r.value().getAsLong());
    }
    TreeCodec.string(r.source(), o);
    TreeCodec.string(r.origin(), o);
  }

  /**
   * Reads a record of {@code family}.
   *
   * @throws RuntimeException if the bytes are damaged (past the end, an unknown layer)
   */
  static CodeRecord read(TreeCodec.Decoder d, String family) {
    String code = d.string();
    Optional<String> name = optional(d);
    Optional<String> module = optional(d);
    List<String> messages = strings(d);
    List<String> aliases = strings(d);
    String en = d.string();
    String zh = d.string();
    Layer layer = LAYERS[d.readByte()];
    boolean symptom = d.readByte() != 0;
    int of = d.readByte();
    Optional<Layer> symptomOf = of == 0 ? Optional.empty() : Optional.of(LAYERS[of - 1]);
    int sc = d.readByte();
    Optional<CodeScope> scope = sc == 0 ? Optional.empty() : Optional.of(SCOPES[sc - 1]);
    Optional<FirstStep> step = d.readByte() != 0
        ? Optional.of(new FirstStep(d.string(), d.string(), strings(d))) : Optional.empty();
    int nl = d.count();
    List<CodeLink> links = new ArrayList<>(nl);
    for (int i = 0; i < nl; i++) {
      links.add(new CodeLink(d.string(), d.string(), d.string()));
    }
    OptionalLong value = d.readByte() != 0 ? OptionalLong.of(d.readLong()) : OptionalLong.empty();
    return new CodeRecord(family, code, name, module, messages, aliases, en, zh, layer, symptom, symptomOf, scope, step,
        links, value, d.string(), d.string());
  }

  private static void optional(Optional<String> s, DataOutputStream o) throws IOException {
    o.writeBoolean(s.isPresent());
    if (s.isPresent()) {
      TreeCodec.string(s.get(), o);
    }
  }

  private static Optional<String> optional(TreeCodec.Decoder d) {
    return d.readByte() != 0 ? Optional.of(d.string()) : Optional.empty();
  }

  private static void strings(List<String> l, DataOutputStream o) throws IOException {
    o.writeInt(l.size());
    for (String s : l) {
      TreeCodec.string(s, o);
    }
  }

  private static List<String> strings(TreeCodec.Decoder d) {
    int n = d.count();
    if (n == 0) {
      return List.of();
    }
    String[] a = new String[n];
    for (int i = 0; i < n; i++) {
      a[i] = d.string();
    }
    return List.of(a);
  }

}
