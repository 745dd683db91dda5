package io.github.ascendtriage.internal.casebase;

import java.util.List;

/** A remediation step as written in a case file, its placeholders compiled. */
public record StepTemplate(PlaceholderTemplate command, String explanation) {
  public List<String> placeholders() {
    return command.placeholders();
  }
}
