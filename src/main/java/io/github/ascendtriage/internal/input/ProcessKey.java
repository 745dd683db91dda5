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

  // equals and hashCode written out, as the record's would be (a hash map's order stays the
  // same): the record's own are made by a bootstrap method on first use, some 4 ms of a start

  @Override
  public int hashCode() {
    return 31 * host.hashCode() + pid.hashCode();
  }

  @Override
  public boolean equals(Object o) {
    return this == o || o instanceof ProcessKey k && host.equals(k.host) && pid.equals(k.pid);
  }
}
