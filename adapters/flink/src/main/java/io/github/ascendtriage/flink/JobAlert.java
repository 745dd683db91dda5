package io.github.ascendtriage.flink;

/**
 * An alert of one job, as a Flink POJO: the job, the alert's sequence number in the job's session
 * (an alert re-emitted after a restore from a checkpoint has the same number, so a sink can keep
 * it once), and the alert as one line of ECS JSON. Mutable, as Flink's POJO type requires; not
 * thread-safe.
 */
public final class JobAlert {
  public String job;
  public long sequence;
  public String json;

  /** An empty alert, for Flink. */
  public JobAlert() {}

  public JobAlert(String job, long sequence, String json) {
    this.job = job;
    this.sequence = sequence;
    this.json = json;
  }

  @Override
  public String toString() {
    return job + " #" + sequence + " " + json;
  }
}
