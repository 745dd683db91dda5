package io.github.ascendtriage;

import java.util.Locale;

/**
 * The kinds of feature the extractor finds in log text. Token kinds are stable across machines
 * (variable parts such as PIDs, timestamps and IPs are masked away) and are what cases are matched
 * on; value kinds ({@link #isValue()}) carry the variable facts a remediation or a root-cause
 * analysis needs (the port, the NIC, the remote IP, the rank).
 *
 * <p>Immutable and thread-safe.
 */
public enum FeatureType {
  /** A CANN error code such as {@code EI0006} or {@code EJ0003}. */
  CODE("code", false),
  /** A torch_npu error code such as {@code ERR02200}. */
  PTA_CODE("pta-code", false),
  /** An HcclResult return value, from {@code hcclRet -> 9}, {@code ret[7]}, {@code errNo[...]}... */
  HCCL_RET("hccl-ret", false),
  /** An ACL / runtime numeric error code such as {@code 507053} or {@code 107020}. */
  ACL_CODE("acl-code", false),
  /**
   * The Linux errno of a failed call, by its symbolic name: {@code ret(-12)}, {@code errno: 98},
   * {@code Connection refused (111)} give {@code ENOMEM}, {@code EADDRINUSE}, {@code ECONNREFUSED}.
   */
  ERRNO("errno", false),
  /** A port number printed in the log (kept: ports identify the failure). */
  PORT("port", false),
  /** A function name (HCCL call, runtime API, CANN FUNC: field, failing call in an exception). */
  FUNCTION("function", false),
  /** A source-file name from a log header or a FILE: field ({@code hccl_socket_manager.cc}). */
  SOURCE_FILE("source-file", false),
  /** A Python or C++ exception type ({@code RuntimeError}, {@code ChildFailedError}). */
  EXCEPTION("exception", false),
  /** An environment variable named in the log ({@code HCCL_CONNECT_TIMEOUT}). */
  ENV_VAR("env-var", false),
  /**
   * A setting and the value the log shows it set to, {@code NAME=value}: an environment variable
   * exported or echoed ({@code export HCCL_OP_EXPANSION_MODE=AIV}, {@code [HCCL_ENV]
   * HCCL_DETERMINISTIC set by environment to [true]}). Read together with a failure, a documented
   * constraint of the setting can name the layer.
   */
  SETTING("setting", false),
  /** A tool status, {@code key=value}: {@code net_health=receive timeout}, {@code check_result=failed}. */
  TOOL_STATUS("tool-status", false),
  /** A plog module with an ERROR line ({@code HCCL}, {@code HCCP}, {@code RUNTIME}). */
  MODULE("module", false),
  /** A signal that ended a rank ({@code SIGKILL}). */
  SIGNAL("signal", false),
  /** A device-fault reason ({@code UCE ERROR}, {@code HCCS LINK ERROR}). */
  DEVICE_ERROR("device-error", false),
  /** An HCCL stage tag ({@code InitChannelStage/Timeout}) or heartbeat exception type. */
  HCCL_STAGE("hccl-stage", false),
  /** A known phrase from the case base, lowercased and with spaces folded. */
  PHRASE("phrase", false),
  /**
   * A line that matched an imported knowledge-base pattern (ordered substrings); the value names
   * the entry and the pattern, e.g. {@code AISW_CANN_HCCL_013#0}.
   */
  PATTERN("pattern", false),
  /** A host NIC name ({@code enp53s0f2}, {@code eth0}). */
  NIC("nic", true),
  /** A timeout in seconds that is in effect or was exceeded. */
  TIMEOUT("timeout", true),
  /** An IP address of a peer or of this node. */
  REMOTE_IP("remote-ip", true),
  /** An NPU device id. */
  DEVICE("device", true),
  /** A rank number. */
  RANK("rank", true),
  /** A host or worker name (from the folder layout or the log). */
  HOST("host", true),
  /** A time stamp of an error line, ISO-8601 local time. */
  TIMESTAMP("timestamp", true);

  /** {@link #values()} once: fromId runs for every token of every case at a start. */
  private static final FeatureType[] VALUES = values();

  private final String id;
  private final boolean value;

  FeatureType(String id, boolean value) {
    this.id = id;
    this.value = value;
  }

  /** The stable lowercase name used in JSON and in case-file signatures. */
  public String id() {
    return id;
  }

  /** True for kinds that carry variable facts and are never matched on. */
  public boolean isValue() {
    return value;
  }

  /**
   * Parses a feature type name as written in case files and JSON.
   *
   * @throws IllegalArgumentException naming the unknown type
   * @throws NullPointerException if {@code name} is null
   */
  public static FeatureType fromId(String name) {
    for (FeatureType t : VALUES) {
      if (t.id.equals(name)) {
        return t; // the id as written: it is its own normal form (lower case, '-', no spaces)
      }
    }
    String n = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    for (FeatureType t : VALUES) {
      if (t.id.equals(n)) {
        return t;
      }
    }
    throw new IllegalArgumentException("unknown feature type '" + name + "'");
  }

  @Override
  public String toString() {
    return id;
  }
}
