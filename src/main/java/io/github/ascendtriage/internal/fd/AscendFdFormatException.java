package io.github.ascendtriage.internal.fd;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An ascend-fd knowledge-base file that cannot be used at all (not JSON, no entry map). Its
 * message reads {@code <file>: <json path>: <reason>}, the form case-file problems use.
 */
public final class AscendFdFormatException extends IOException {
  private static final long serialVersionUID = 1L;

  AscendFdFormatException(Path file, String jsonPath, String reason) {
    super(file + ": " + jsonPath + ": " + reason);
  }
}
