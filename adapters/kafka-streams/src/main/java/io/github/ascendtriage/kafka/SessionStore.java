package io.github.ascendtriage.kafka;

import java.util.Map;
import java.util.Objects;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.processor.StateStore;
import org.apache.kafka.streams.processor.StateStoreContext;
import org.apache.kafka.streams.query.Position;
import org.apache.kafka.streams.state.KeyValueStore;
import org.apache.kafka.streams.state.StoreBuilder;
import org.apache.kafka.streams.state.Stores;

/**
 * The state store of {@link TriageProcessor}: one stream-session snapshot per key, in an ordinary
 * key-value store (persistent, logged to a changelog topic, so a failover restores it). The live
 * sessions stay in the processor; just before Kafka Streams commits (it flushes the stores
 * first), the store asks the processor to write the sessions that changed, so the snapshots in
 * the changelog always match the committed input offsets. Not thread-safe (one per task, as
 * Kafka Streams uses stores).
 */
public final class SessionStore implements StateStore {
  private final KeyValueStore<String, byte[]> inner;
  private Runnable beforeCommit = () -> {};

  SessionStore(KeyValueStore<String, byte[]> inner) {
    this.inner = inner;
  }

  /**
   * A builder of the store {@code name}, persistent and logged.
   *
   * @param name the store's name; must not be null
   * @return the builder to add to a topology
   */
  public static StoreBuilder<SessionStore> builder(String name) {
    Objects.requireNonNull(name, "name");
    StoreBuilder<KeyValueStore<String, byte[]>> kv = Stores.keyValueStoreBuilder(
        Stores.persistentKeyValueStore(name), Serdes.String(), Serdes.ByteArray()).withLoggingEnabled(Map.of());
    return new StoreBuilder<>() {
      @Override
      public StoreBuilder<SessionStore> withCachingEnabled() {
        kv.withCachingEnabled();
        return this;
      }

      @Override
      public StoreBuilder<SessionStore> withCachingDisabled() {
        kv.withCachingDisabled();
        return this;
      }

      @Override
      public StoreBuilder<SessionStore> withLoggingEnabled(Map<String, String> config) {
        kv.withLoggingEnabled(config);
        return this;
      }

      @Override
      public StoreBuilder<SessionStore> withLoggingDisabled() {
        kv.withLoggingDisabled();
        return this;
      }

      @Override
      public SessionStore build() {
        return new SessionStore(kv.build());
      }

      @Override
      public Map<String, String> logConfig() {
        return kv.logConfig();
      }

      @Override
      public boolean loggingEnabled() {
        return kv.loggingEnabled();
      }

      @Override
      public String name() {
        return kv.name();
      }
    };
  }

  /** What to run before each commit (the processor writes its changed sessions). */
  void beforeCommit(Runnable r) {
    this.beforeCommit = Objects.requireNonNull(r, "r");
  }

  byte[] get(String key) {
    return inner.get(key);
  }

  void put(String key, byte[] snapshot) {
    inner.put(key, snapshot);
  }

  @Override
  public String name() {
    return inner.name();
  }

  @Override
  public void init(StateStoreContext context, StateStore root) {
    inner.init(context, root);
  }

  @Override
  public void flush() {
    beforeCommit.run();
    inner.flush();
  }

  @Override
  public void commit(Map<TopicPartition, Long> changelogOffsets) {
    beforeCommit.run();
    inner.commit(changelogOffsets);
  }

  @Override
  public void close() {
    inner.close();
  }

  @Override
  public boolean persistent() {
    return inner.persistent();
  }

  @Override
  public boolean isOpen() {
    return inner.isOpen();
  }

  @Override
  public Position getPosition() {
    return inner.getPosition();
  }
}
