package io.github.ascendtriage.internal.input;

import java.util.Objects;

/**
 * One process of a job: the host it ran on ({@code ""} when the input names none) and its pid.
 * Files with the same key were written by the same process.
 */
public record ProcessKey(String host, String pid) {
  public ProcessKey {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(pid, "pid");
  }
}
