package io.github.ascendtriage.internal.engine;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * Runs numbered tasks on a few threads and hands their results on in task order, at most a few
 * tasks per thread ahead of the one handed on, so memory does not grow with the number of tasks
 * (the files of a tree: read in parallel, merged in path order). Stateless.
 */
final class InOrder {
  /** Tasks started per thread beyond the one whose result is awaited. */
  private static final int AHEAD = 4;

  private InOrder() {}

  /**
   * Runs {@code task} for 0 to {@code tasks - 1}, on the calling thread when {@code threads} is 1
   * or there is one task, and gives each result to {@code then}, in order, on the calling thread.
   * A task's unchecked exception or error is thrown as it is; any other failure as an
   * {@link IOException}.
   *
   * @throws IOException when a task failed with a checked exception, or the wait was interrupted
   */
  static <T> void run(int tasks, int threads, IntFunction<T> task, Consumer<T> then) throws IOException {
    if (threads <= 1 || tasks <= 1) {
      for (int i = 0; i < tasks; i++) {
        then.accept(task.apply(i));
      }
      return;
    }
    int workers = Math.min(threads, tasks);
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, "ascend-triage-reader");
      t.setDaemon(true);
      return t;
    });
    try {
      ArrayDeque<Future<T>> window = new ArrayDeque<>();
      int next = 0;
      while (next < tasks || !window.isEmpty()) {
        while (next < tasks && window.size() < AHEAD * workers) {
          int i = next++;
          window.add(pool.submit(() -> task.apply(i)));
        }
        try {
          then.accept(window.poll().get());
        } catch (ExecutionException e) {
          Throwable c = e.getCause();
          if (c instanceof RuntimeException re) {
            throw re;
          }
          if (c instanceof Error err) {
            throw err; // OutOfMemoryError above all: the CLI turns it into one line
          }
          throw new IOException(c);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while reading logs", e);
    } finally {
      pool.shutdownNow();
    }
  }
}
