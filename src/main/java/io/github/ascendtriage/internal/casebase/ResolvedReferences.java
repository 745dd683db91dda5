package io.github.ascendtriage.internal.casebase;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A case's references as {@link Sources#resolve(List)} gives them, worked out the first time they
 * are read: a start loads every case, but a diagnosis shows the references of only the few it
 * names, and matching each reference against every rule of {@code sources.json} cost a cold start
 * about a tenth of its case base loading. Reads as the resolved list would (equality, hash code,
 * text); unmodifiable.
 *
 * <p>Thread-safe: threads that read it at once may each resolve it, and all get equal lists (the
 * sources and the written references are immutable); the list kept is an immutable one, so a
 * thread that sees it sees it whole.
 */
final class ResolvedReferences extends AbstractList<String> implements RandomAccess {
  private final Sources sources;
  private final List<String> written;
  private List<String> resolved; // racy by design: see the class comment

  /** @param written the references as the case writes them; copied */
  ResolvedReferences(Sources sources, List<String> written) {
    this.sources = sources;
    this.written = List.copyOf(written);
  }

  private List<String> resolved() {
    List<String> r = resolved;
    if (r == null) {
      r = sources.resolve(written);
      resolved = r;
    }
    return r;
  }

  @Override
  public String get(int index) {
    return resolved().get(index);
  }

  @Override
  public int size() {
    return resolved().size();
  }
}
