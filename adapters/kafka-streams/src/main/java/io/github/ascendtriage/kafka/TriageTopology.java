package io.github.ascendtriage.kafka;

import io.github.ascendtriage.AscendTriage;
import java.util.Objects;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.Topology;

/**
 * The topology that tags a topic of log events: source, {@link TriageProcessor} with its {@link
 * SessionStore}, and two sinks (alerts, tagged lines). Input records should be keyed by job (or
 * by host when each host is its own job), so that all the processes of one job meet in one
 * session. Stateless.
 */
public final class TriageTopology {
  /** The name of the processor's state store. */
  public static final String STORE = "ascend-triage-sessions";

  private TriageTopology() {}

  /**
   * The topology.
   *
   * @param triage the triage (build it once: it holds the case base); must not be null
   * @param input the topic of log events (String keys and values)
   * @param alerts the topic for alerts
   * @param tagged the topic for the tagged evidence lines
   * @return a new topology
   */
  public static Topology build(AscendTriage triage, String input, String alerts, String tagged) {
    Objects.requireNonNull(triage, "triage");
    Topology t = new Topology();
    t.addSource("lines", Serdes.String().deserializer(), Serdes.String().deserializer(), input);
    t.addProcessor("triage", () -> new TriageProcessor(triage, STORE), "lines");
    t.addStateStore(SessionStore.builder(STORE), "triage");
    t.addSink(TriageProcessor.ALERTS, alerts, Serdes.String().serializer(), Serdes.String().serializer(), "triage");
    t.addSink(TriageProcessor.TAGGED, tagged, Serdes.String().serializer(), Serdes.String().serializer(), "triage");
    return t;
  }
}
