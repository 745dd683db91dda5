package io.github.ascendtriage.internal.extract.facts;

/**
 * A setting that a source states about the process that wrote it (or, for a device log, the
 * process it was written for), as root-cause analysis reads it: the timeouts it waited with and
 * whether its device encrypted its links.
 */
public enum Setting {
  /**
   * The TLS switch of its device ({@code TLS SWITCH (1)} in the device log, HCCP's {@code rs_ssl_init}):
   * the NPUs of one communicator must agree on it (HCCL's fault-diagnosis chapter,
   * AISW_CANN_HCCL_034 "Some ranks tlsStatus are inconsistent"; docs/log-formats.md 8.2).
   */
  TLS_SWITCH,
  /** Its execution timeout in seconds ({@code [HCCL_ENV] HCCL_EXEC_TIMEOUT set by default to [1836]s}, A5 {@code execTimeOut[..]}). */
  EXEC_TIMEOUT,
  /** Its link-setup timeout in seconds ({@code HCCL_CONNECT_TIMEOUT set by ... to [120]s}, A5 {@code linkTimeOut[..]}). */
  CONNECT_TIMEOUT,
  /**
   * When it last reported that it was still waiting in a collective past the report interval
   * ({@code ReportTimeoutProc: report timeout}, an INFO line; the latest is kept): ascend-fd's
   * root-cluster analysis reads a rank that never reported it, or stopped long before the others,
   * as the one the others waited for when no rank printed an error.
   */
  WAIT_REPORTED,
  /**
   * When its communicator init completed (the header time of {@code HcclCommInitRootInfo success},
   * {@code hcom init by file success} or {@code HcclCommInitClusterInfo success}; the earliest value
   * is kept): the ranks of one communicator leave the init's rendezvous together, so these times
   * tell how far the clocks of different hosts disagree. Entry lines (SetupAgent, {@code
   * Entry-HcclCommInitRootInfo}) are not used: ranks may enter minutes apart.
   */
  JOINED,
  /**
   * When it first entered a communicator's root-info init (the header time of {@code
   * Entry-HcclCommInitRootInfo...Inner: ... identifier[..]} or the agent's {@code SetupAgent ... rootInfo
   * identifier[..]}; the earliest is kept). The ranks of an init that completed entered it within HCCL_CONNECT_TIMEOUT
   * plus 20 s of each other: each waits that long for the others' link setup (hicann/hccl@09300b70
   * docs/zh/user_guide/hccl_env/HCCL_CONNECT_TIMEOUT.md), so these times mark the hosts' clocks to within that when no
   * {@link #JOINED} line does (notify38).
   */
  INIT_ENTERED,
  /**
   * The communicator whose root info it made ({@code HcclGetRootInfo success ... identifier[..]}):
   * it runs that communicator's root-info server, on which every other rank's init waits (ascend-fd's
   * root-cluster parser records the same line as the root of the identifier).
   */
  ROOT_INFO_MADE,
  /**
   * When its runtime first initialised its trace attributes ({@code attr init successfully}, an
   * ATRACE INFO line of the runtime's dfx trace, printed as a process starts; the earliest is
   * kept). A later one in the same process is a restart of its runtime ({@link #RESTARTED}).
   */
  STARTED,
  /**
   * When it last restarted its communication within the same process: the latest {@code attr init
   * successfully} or {@code HcclCommResume:success, take time:[..]us, comm[..]} (HCCL's resume of a
   * communicator after a step retry). An error before a restart belongs to the failure it recovered
   * from (ascend-fd's root-cluster parser ignores the errors before the latest of either, D22 of
   * docs/rootcause.md); a restart is one when it is later than {@link #STARTED}, or has none.
   */
  RESTARTED,
  /**
   * When its runtime last initialised its trace attributes ({@code attr init successfully}; the
   * latest is kept): later than {@link #STARTED}, the runtime started over, and the process must
   * complete communicator init again ({@link #REJOINED}) to rejoin the job.
   */
  REINITIALISED,
  /**
   * When its communicator init last completed (the lines of {@link #JOINED}; the latest is kept): a
   * process whose runtime started over and that completed no init after it never rejoined the job
   * (ascend-fd's root-cluster check names the devices that lack base information after resuming).
   */
  REJOINED,
  /**
   * When it last said that the errors it printed so far can be ignored (HCCL's {@code Client
   * reconnect N times to success, so the above or this error log can be ignored} after a retried
   * connection, and other components' like lines; the latest is kept): the errors of the process up
   * to that line are void, as ascend-fd's parsers clear a pid's faults seen so far on that line.
   * torch_npu's {@code Process group work .. dispatch sucess. This error log can be ignored} voids only
   * its own dispatch timeout report, and is not one (ascend-fd leaves it out too).
   */
  ERRORS_VOIDED,
  /**
   * The ranks the root-info server listed as connected when it gave up waiting, comma-separated,
   * where it did not print how many it needed (older HCCL's {@code [DispalyConnectionedRank]
   * connected rankinfo[LINE n]: [..],[..]} without {@code need connect rankNum is [N]}): the ranks of
   * its communicator missing from the list never reached it (ascend-fd's root-cluster check counts
   * them against the identifier's rank count, D13 of docs/rootcause.md).
   */
  ROOT_INFO_CONNECTED,
  /**
   * The graphs its framework compiled for the device, in order, comma-separated, each {@code id} or
   * {@code id@time} (TensorFlow's adapter prints {@code The model has been compiled on the Ascend AI
   * processor, current graph id is: N} when it builds a graph, tf_adapter/kernels/geop_npu.cc of
   * Ascend/tensorflow): in data parallelism every device compiles the same graphs, so two processes
   * of one job whose lists differ ran different models (tensorflow_faq_0014).
   */
  GRAPHS_COMPILED,
  /**
   * The collectives its process dispatched, as HCCL's entry log prints each one when
   * HCCL_ENTRY_LOG_ENABLE is set ({@code Entry-HcclAllReduce: tag[AllReduce_<identifier>], ...,
   * count[n], dataType[t], ...}, hcomm's op-base API): comma-separated, each {@code pid identifier
   * ordinal operator count dataType} ({@code -} where the line prints none), the ordinal counted per
   * process and communicator from the communicator's creation line in the same source; the latest
   * kept ({@link Keep#TAIL}). Every rank of a communicator must dispatch the same collectives in the
   * same order, with the same count and data type.
   */
  COLLECTIVES_ISSUED,
  /**
   * The host's network interfaces a listing in the source names ({@code ip addr}, {@code ip -br
   * addr}, {@code ip -o addr}, {@code ifconfig}), comma-separated in order: what HCCL_SOCKET_IFNAME's
   * names and prefixes can select on that host.
   */
  HOST_INTERFACES,
  /**
   * The seats a rank table in the source lists (its {@code server_id}, and each device's {@code
   * device_id}, the physical id, and {@code rank_id}; rank table 1.0 and 1.2), comma-separated, each
   * {@code serverId/deviceId=rank}: HCCL names a peer by the UId {@code serverId/devicePhyId} built
   * from these fields (hccl heartbeat.cc {@code GetUId}), so the table turns that UId into a rank.
   * A seat whose device has a {@code device_ip} ends in {@code @address} ({@link #SEAT_ADDRESS}).
   */
  RANK_SEATS,
  /**
   * The exits torchrun's elastic agent recorded, comma-separated, each {@code rank/localRank=exitcode}:
   * the {@code ChildFailedError} summary's entries ({@code rank : R (local_rank: L)}, {@code exitcode :
   * N}) and the agent's {@code failed (exitcode: N) local_rank: M (pid: P)} line, its rank {@code -}
   * (torch/distributed/elastic/multiprocessing/errors and api.py). A negative code is the signal
   * that ended the process, its name after a space ({@code 12/4=-9 SIGKILL}); the worker's pid where the
   * record gave it, after {@code @} ({@code 3/1=-15 SIGTERM@2201}, late34).
   */
  LAUNCHER_EXITS,
  /**
   * The global rank torchrun's elastic agent gave each worker it started on the host, comma-separated,
   * each {@code localRank=rank}, from its {@code Rendezvous complete for workers. Result:} record's
   * {@code local_ranks=[..]} and {@code global_ranks=[..]}, which list the workers in one order
   * (torch/distributed/elastic/agent/server/api.py {@code _rendezvous}); a later rendezvous (a
   * restart) states its own, later in the list. A rank derived from the node's rank as {@code
   * node_rank * n + localRank} (no {@code global_ranks} printed) is stated {@code localRank=rank~n}
   * ({@link #DERIVED_RANK}): it holds only when every node runs {@code n} workers.
   */
  LAUNCHER_RANKS,
  /**
   * The node a torchrun agent of the static rendezvous was started as, {@code nodeRank/nnodes@master}
   * ({@code 0/2@10.0.0.1:29500}), from its command line ({@code --node_rank}, {@code --nnodes},
   * {@code --master_addr}, {@code --master_port}, 29500 unless given) or its launch record
   * ({@code rdzv_configs}' rank, {@code max_nodes}, {@code rdzv_endpoint}); the first one a source
   * states. msrun's command line states its node as {@code nodeRank/nodes@master:port msrun}
   * (extract.tools.MsrunNodeRankRecognizer). Two hosts that state the same value were both started as
   * that node of one job.
   */
  LAUNCHER_NODE,
  /**
   * When the oldest of its surviving files begins: the header time of the first plog line among a
   * file's first lines ({@code engine.LogStart}; the earliest kept). CANN keeps at most
   * ASCEND_HOST_LOG_FILE_NUM files (default 10) of at most 20 MB per process in each plog folder and
   * deletes the oldest first (CANN's environment-variable reference, envref_07_0126), so a process's
   * debug plog that begins after a fault may have lost what the process printed then (root cause's
   * {@code RotatedLogs}).
   */
  LOG_FROM,
  /**
   * The ASCEND_HOST_LOG_FILE_NUM its lines state ({@code ASCEND_HOST_LOG_FILE_NUM=20}, an environment
   * dump or a launch script's export; 1-1000, envref_07_0126): how many plog files CANN keeps per
   * process, which root cause's {@code RotatedLogs} reads instead of the default 10.
   */
  LOG_FILE_NUM,
  /**
   * The devices whose own RoCE port a tool output of the host says is down, comma-separated: hccn_tool's {@code
   * -i N -link -g} answering {@code link status: DOWN} (docs/log-formats.md 9.2; hccn_tool's link query reports
   * the port's present state). An error CQE names the far end of the failed link (hcomm heartbeat.cc
   * {@code PrintAndBroadCastErrorCqe}); when that end's own port is down, the end is where the link broke
   * (root cause's {@code ErrorCqes}, cqe36).
   */
  PORTS_DOWN,
  /**
   * The hosts a launcher ran the job on, comma-separated, where a line states the whole list: pdsh's {@code -w}
   * targets (DeepSpeed's {@code cmd = pdsh ... -w <hosts>} and {@code Running on the following workers: <hosts>}),
   * Slurm's {@code SLURM_JOB_NODELIST} expanded (extract.tools.JobHostListRecognizer, hosts37). A root outside the
   * input on the one listed host the collection lacks is named by that host (root cause's {@code MissingHost}).
   */
  JOB_HOSTS,
  /**
   * The devices MindCluster's reset record names faulty, comma-separated, each {@code rank/logicId=policy:codes}: an
   * entry of {@code reset.json}'s {@code RankList} (the {@code reset-config-<job>} ConfigMap the ascend-device-plugin
   * writes, as {@code kubectl} prints it or as mounted in the container) whose {@code Policy} is a fault's
   * ({@code restart_request}, {@code restart}, {@code free_reset}, {@code reset}, {@code isolate}), its
   * {@code ErrorCodeHex} codes separated by {@code +} (extract.tools.ResetRecordRecognizer, records38).
   */
  RESET_FAULTS,
  /**
   * A MindSpore cluster worker's joining (tenthe40), in order: {@code registered} ({@code The compute graph node: <id> has
   * been registered successfully.}, compute_graph_node.cc), {@code timed-out} ({@code Topology build timed out.},
   * cluster_context.cc {@code BuildCluster}); extract.processes.MsrunClusterRecognizer.
   */
  CLUSTER_BUILD,
  /** A cluster worker's node id, from msrun39's {@code This node <id> rank id: <rank>} (cluster_context.cc). */
  CLUSTER_NODE,
  /**
   * The nodes the msrun scheduler timed out, in order: {@code <id>} ({@code The node: <id> is timed out.}), {@code
   * first:<id>} ({@code worker <id> is the first one timed out}); meta_server_node.cc {@code UpdateTopoState}.
   */
  NODES_TIMED_OUT,
  /**
   * The source reads as a person's quote of a failure rather than a log: a few lines with no header,
   * level, prefix or time of any format the scanner reads ({@code extract.scan.QuoteForm}); the value
   * is how many non-blank lines it has. The layer reasoning then reads a line whose message the
   * knowledge knows as failure text even without a level or a failure word ({@code reason.QuotedLines}).
   */
  QUOTED;

  /** Marks a {@link #LAUNCHER_RANKS} rank derived from a node rank, before the worker count it assumes. */
  public static final char DERIVED_RANK = '~';

  /**
   * The longest list {@link Keep#ALL} and {@link Keep#TAIL} keep, in characters, unless {@link
   * #maxList} says otherwise; past it values are dropped, and the answer says how many.
   */
  public static final int MAX_LIST = 4_096;
  /** The most devices one rank table is read with (a larger one is not read): its seats all fit {@link #RANK_SEATS}. */
  public static final int MAX_SEATS = 4_096;
  /** Marks a {@link #RANK_SEATS} seat's device address, after its rank. */
  public static final char SEAT_ADDRESS = '@';
  /**
   * The longest seat: a 64-character server id, {@code /}, a 7-digit device id, {@code =}, a 7-digit rank, {@code @},
   * a 39-character (IPv6) device address, a comma.
   */
  private static final int SEAT_CHARS = 64 + 1 + 7 + 1 + 7 + 1 + 39 + 1;

  /** The longest list this setting keeps, in characters: a whole rank table's seats for {@link #RANK_SEATS}. */
  public int maxList() {
    return this == RANK_SEATS ? MAX_SEATS * SEAT_CHARS : MAX_LIST;
  }

  /** Which value of a setting stated several times is kept. */
  public enum Keep {
    /** The first stated. */
    FIRST,
    /** The latest time. */
    LATEST,
    /** The earliest time. */
    EARLIEST,
    /** Every value, in the order stated (up to {@link #maxList} characters; later ones are dropped). */
    ALL,
    /** Every value, in the order stated; past {@link #maxList} characters the oldest are dropped. */
    TAIL
  }

  /** Which value is kept when the setting is stated again. */
  public Keep keep() {
    return switch (this) {
      case WAIT_REPORTED, RESTARTED, REINITIALISED, REJOINED, ERRORS_VOIDED -> Keep.LATEST;
      case JOINED, INIT_ENTERED, STARTED, LOG_FROM -> Keep.EARLIEST;
      case GRAPHS_COMPILED, HOST_INTERFACES, RANK_SEATS, LAUNCHER_EXITS, LAUNCHER_RANKS, PORTS_DOWN, RESET_FAULTS, CLUSTER_BUILD, NODES_TIMED_OUT ->
          Keep.ALL;
      case COLLECTIVES_ISSUED -> Keep.TAIL;
      default -> Keep.FIRST;
    };
  }

  /**
   * What is kept when {@code value} (one value, or several comma-separated) is stated after {@code
   * old}, the value kept so far (null: none yet): the one {@link #replaces} chooses, or for a list
   * both in order, cut at a comma to {@link #maxList} (for {@link Keep#ALL} the first values stay,
   * for {@link Keep#TAIL} the latest; one value longer than that alone is kept whole); null when
   * {@code old} stays as it is. {@link #listSize} of what is dropped is the caller's to report.
   */
  public String merged(String value, String old) {
    if (keep() != Keep.ALL && keep() != Keep.TAIL) {
      return replaces(value, old) ? value : null;
    }
    String all = old == null ? value : old + "," + value;
    int max = maxList();
    if (all.length() <= max) {
      return all;
    }
    if (keep() == Keep.TAIL) {
      int cut = all.indexOf(',', all.length() - max - 1);
      return cut >= 0 ? all.substring(cut + 1) : value;
    }
    int cut = all.lastIndexOf(',', max);
    if (cut < 0) {
      return old == null ? value : null;
    }
    return old != null && cut <= old.length() ? null : all.substring(0, cut);
  }

  /** How many comma-separated values {@code list} holds (0 for null). */
  public static long listSize(String list) {
    return list == null ? 0 : list.chars().filter(c -> c == ',').count() + 1;
  }

  /** True when {@code value} replaces {@code old}, the value kept so far (null: none yet). */
  public boolean replaces(String value, String old) {
    return old == null || keep() == Keep.LATEST && value.compareTo(old) > 0 || keep() == Keep.EARLIEST && value.compareTo(old) < 0;
  }
}
