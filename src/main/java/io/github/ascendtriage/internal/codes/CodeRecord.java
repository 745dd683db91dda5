package io.github.ascendtriage.internal.codes;

import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RemediationStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One official code of one family, as the code files describe it.
 *
 * <p>Immutable and thread-safe; no component is null (absent values are empty optionals or lists).
 *
 * @param family family id, e.g. {@code acl-runtime}
 * @param code the code as the family writes it: {@code 107002}, {@code 0x07030010}, {@code EI0006}
 * @param name the constant or message title, when the source has one
 * @param module the owning component, when known
 * @param messages the templates the software prints for it, verbatim ({@code %s} kept)
 * @param aliases other literal forms of the code in logs, verbatim
 * @param meaningEn one line, English
 * @param meaningZh one line, Chinese
 * @param layer the layer the code points at; {@link Layer#UNKNOWN} for a symptom or a fault outside
 *     the ladder
 * @param symptom true when the code only reports that something below failed
 * @param symptomOf for a symptom, the ladder layer whose failure it most often reports (the layer
 *     reasoner's hint and the line layer of a stream; never a fault of that layer); empty otherwise
 * @param scope whom the code concerns, one process or the ranks together ({@link CodeScope}); a fault
 *     of a ladder layer or a symptom may have one (a code outside the ladder has none), and every
 *     script-layer record and every symptom of the built-in catalogue does
 * @param firstStep a safe first command, when one exists
 * @param mapsTo links to codes of other families
 * @param value the numeric value the source states, when it states one
 * @param source where the facts were read ({@code owner/repo@commit:path#Lline})
 * @param origin the file this record was loaded from
 */
public record CodeRecord(
    String family,
    String code,
    Optional<String> name,
    Optional<String> module,
    List<String> messages,
    List<String> aliases,
    String meaningEn,
    String meaningZh,
    Layer layer,
    boolean symptom,
    Optional<Layer> symptomOf,
    Optional<CodeScope> scope,
    Optional<FirstStep> firstStep,
    List<CodeLink> mapsTo,
    OptionalLong value,
    String source,
    String origin) {

  public CodeRecord {
    Objects.requireNonNull(family, "family");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(module, "module");
    messages = List.copyOf(messages);
    aliases = List.copyOf(aliases);
    Objects.requireNonNull(meaningEn, "meaningEn");
    Objects.requireNonNull(meaningZh, "meaningZh");
    Objects.requireNonNull(layer, "layer");
    if (symptom && layer != Layer.UNKNOWN) {
      throw new IllegalArgumentException("a symptom code has no layer, was " + layer);
    }
    if (Objects.requireNonNull(symptomOf, "symptomOf").isPresent() && (!symptom || symptomOf.get() == Layer.UNKNOWN)) {
      throw new IllegalArgumentException("only a symptom code names the ladder layer it reports, was " + symptomOf.get());
    }
    if (Objects.requireNonNull(scope, "scope").isPresent() && !symptom && layer == Layer.UNKNOWN) {
      throw new IllegalArgumentException("a code outside the ladder has no scope, was " + scope.get().id());
    }
    Objects.requireNonNull(firstStep, "firstStep");
    mapsTo = List.copyOf(mapsTo);
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(origin, "origin");
  }

  /** The code's number, from its text ({@code 0x..} hexadecimal, else decimal); empty for names. */
  public OptionalLong number() {
    return CodeNumbers.parse(code);
  }

  /**
   * This record as the public {@link CodeEntry}: the same facts, links written {@code family/code
   * (relation)}, with {@code firstStep} as the caller compiled it from {@link #firstStep()} (the
   * knowledge's placeholders are above this package).
   */
  public CodeEntry entry(Optional<RemediationStep> step) {
    List<String> links = new ArrayList<>(mapsTo.size());
    for (CodeLink l : mapsTo) {
      links.add(l.family() + "/" + l.code() + " (" + l.relation() + ")");
    }
    return new CodeEntry(family, code, name, module, messages, aliases, meaningEn, meaningZh, layer, symptom, step, links,
        source, scope.map(CodeScope::id));
  }

  /** {@code family/code}, e.g. {@code hccl-result/9}. */
  public String key() {
    return family + "/" + code;
  }

  /**
   * From the family and the code only: equal records have equal ones, and records of one catalogue
   * differ in them (a code is once in its family). Hashing every component, as a record does by
   * default, cost more than any other step when the recogniser was compiled.
   */
  @Override
  public int hashCode() {
    return 31 * family.hashCode() + code.hashCode();
  }

  /**
   * Component by component, as a record compares (written out: the generated comparison goes
   * through method handles, slow until compiled, and compiling the recogniser compares often).
   */
  @Override
  public boolean equals(Object o) {
    return this == o || o instanceof CodeRecord r && family.equals(r.family) && code.equals(r.code)
        && name.equals(r.name) && module.equals(r.module) && messages.equals(r.messages)
        && aliases.equals(r.aliases) && meaningEn.equals(r.meaningEn) && meaningZh.equals(r.meaningZh)
        && layer.equals(r.layer) && symptom == r.symptom && symptomOf.equals(r.symptomOf) && scope.equals(r.scope)
        && firstStep.equals(r.firstStep) && mapsTo.equals(r.mapsTo)
        && value.equals(r.value) && source.equals(r.source) && origin.equals(r.origin);
  }
}
