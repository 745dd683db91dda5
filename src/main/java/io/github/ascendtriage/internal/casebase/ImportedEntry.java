package io.github.ascendtriage.internal.casebase;

import java.util.List;
import java.util.Objects;

/**
 * What an imported knowledge-base entry (ascend-fd) says about itself beyond the case it became:
 * its code, the log kinds it applies to and its classification. Immutable; no component is null.
 *
 * @param code the entry's code as written in the file, e.g. {@code AISW_CANN_HCCL_027}
 * @param kinds the log kinds of its {@code source_file} ({@code CANN_Plog}, {@code TrainLog}, ...),
 *     in file order; an entry is matched only on lines of these kinds
 * @param entryClass {@code attribute.class}, empty when absent
 * @param component {@code attribute.component}, empty when absent
 * @param module {@code attribute.module}, empty when absent
 */
public record ImportedEntry(String code, List<String> kinds, String entryClass, String component, String module) {
  public ImportedEntry {
    Objects.requireNonNull(code, "code");
    kinds = List.copyOf(kinds);
    Objects.requireNonNull(entryClass, "entryClass");
    Objects.requireNonNull(component, "component");
    Objects.requireNonNull(module, "module");
  }
}
