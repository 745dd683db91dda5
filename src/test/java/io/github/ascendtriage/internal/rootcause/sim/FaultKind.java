package io.github.ascendtriage.internal.rootcause.sim;

/**
 * The fault planted in a simulated job. Each kind names the lines the software prints for it (see
 * {@link PlogLines} for the templates and where each comes from) and what the right answer is.
 */
enum FaultKind {
  /**
   * Error CQEs (RoCE retransmit timeout): one device reports one, and the other end of its link
   * either waits on it (a cascade) or printed nothing (a root too); or a silent device is the end
   * that two to four reports name. The other ranks time out waiting on a root.
   */
  CQE,
  /** Notify-wait timeouts: A waits on B waits on C ... the root, which printed nothing, a fault or a local wait. */
  NOTIFY_CHAIN,
  /**
   * Socket link setup timed out: LINK_ERROR_INFO rows and CONNECT TIMEOUT DETECT RESULT lines name the
   * peer; in an A5 job hcomm's CHANNEL_CONNECT_ERROR_INFO rows name it by rank and endpoint (link form 3).
   */
  LINK_TIMEOUT,
  /** {@code Transport init error ... remoteIpAddr[server/device]} names the peer whose link never came up. */
  TRANSPORT_INIT,
  /** Root-info (topo exchange) negotiation: the server lists the ranks that connected; the missing one is root. */
  ROOT_INFO,
  /** Processes wait on each other in a cycle: every member is a root. */
  CYCLE,
  /** The root left nothing in the input (its host is absent): the answer is a peer outside the input. */
  SILENT_ROOT,
  /** Two processes fault on their own (error CQEs or SDMA exceptions); the rest wait on one of them. */
  TWO_ROOTS,
  /** A notify chain whose hosts sit below a wrapping folder ({@code job-1234-logs/worker-1/...}). */
  WRAPPED_HOSTS,
  /**
   * One rank reached the collective after the others had timed out waiting for it: its own
   * notify-wait report, which names a rank that already left, comes more than the execution
   * timeout after theirs (catalogue EI0002's solution: compare the earliest and latest report).
   */
  LAGGING,
  /**
   * Every rank but one reports a notify-wait timeout whose task report names no peer (the base,
   * groupRank and opData lines of docs/log-formats.md 8.3); the one that reported nothing, whose
   * logs are in the input, never reached the collective (ascend-fd's root-cluster check: the members
   * of the communicator that did not report the timeout are the roots).
   */
  PART_NOTIFY,
  /**
   * Link setup times out because one device's TLS switch differs from the others' ({@code TLS
   * SWITCH (n)} in every device log; HCCL's AISW_CANN_HCCL_034 "Some ranks tlsStatus are
   * inconsistent"): the odd one is the root, though it reports link timeouts of its own.
   */
  TLS_MINORITY,
  /**
   * No process prints an error: the job hangs in a collective. The ranks that wait in it print
   * HCCL's periodic {@code ReportTimeoutProc: report timeout} (INFO); the root never does, or stops
   * more than 15 minutes before the others (ascend-fd's lagging devices): of its host, or, alone on
   * its host, of the job on clocks aligned by the end of communicator init.
   */
  SILENT_HANG,
  /**
   * As {@link #LAGGING} for link setup: one rank reaches the first use of a communicator after the
   * others' links to it timed out (HCCL_CONNECT_TIMEOUT); its own link setup then times out on a
   * rank that has left.
   */
  LATE_LINK,
  /**
   * As {@link #LAGGING} for a whole host: every rank of one host reached the collective after the
   * ranks of the other hosts had timed out waiting for them, so no host shows a late rank among its
   * own; the hosts' clocks disagree by up to two hours, and only their communicator init lines,
   * which every rank prints within the link-setup timeout of the others, align them (ascend-fd's
   * root-cluster check: the spread of the reports exceeds the execution timeout, the last reporter
   * is the root).
   */
  LAGGING_HOST,
  /**
   * Communicator init over the root info fails on every rank and no report names a rank that never
   * connected: the agents time out or lose the exchange ({@code topo exchange agent get socket
   * timeout}, {@code receive [msg length] from fdhandle failed}, newer HCCL adding {@code Current
   * rank get socket with server[ip] success, but wait for recv rankTable from server failed}); the
   * server prints nothing more, its timeout without the connected-rank list, or {@code
   * GetRankBasicInfo from rank[..] failed}. The root is the root-info server (the process with
   * {@code HcclGetRootInfo success}, else rank 0): ascend-fd's root-cluster verdict when every rank
   * of the identifier failed init within the link-setup timeout.
   */
  INIT_TIMEOUT,
  /**
   * A notify chain, and in the same folders an earlier run of the job (6-48 h before, other pids on
   * the same devices) that failed its own way (an SDMA fault, the others waiting on it): only the run
   * that started last counts (ascend-fd's root-cluster parser keeps, per device, the pid whose
   * training started last).
   */
  RERUN,
  /**
   * A notify chain, and before it, in the same processes, a failure the job recovered from without
   * a new process (an SDMA fault, the others waiting on it), then every process restarted its
   * communication: HCCL's {@code HcclCommResume:success} or the runtime's {@code attr init
   * successfully} a second time, after which each completes communicator init again. Only the
   * failure after the restart counts (ascend-fd's root-cluster parser ignores the errors before the
   * latest restart). In a third of the trees there is no later failure but a hang: one process never
   * completed init after its runtime started over, and it is the root (ascend-fd names the devices
   * that lack base information after resuming).
   */
  RESTART,
  /**
   * Communicator init over the root info: one rank (with others of its host) begins its init more
   * than the link-setup timeout after the others, who had connected to the root-info server and lost
   * the exchange when the server gave up; the late rank then cannot reach the server. No report
   * names it and the server names no missing rank: only the late report tells (ascend-fd's
   * root-info check, D15: every rank failed, the spread exceeds HCCL_CONNECT_TIMEOUT, the last
   * reporter is the root). Told within the late rank's host.
   */
  LATE_INIT,
  /**
   * One process drives several devices of its host (a rank on each, one plog for all), and a rank
   * of it other than its first faults (an error CQE naming its device, an SDMA error on its
   * {@code dev_id}, a wait on its own stream with its rankId): the root is that rank and device,
   * and the process's other ranks that wait are cascades.
   */
  DEVICES_IN_ONE_PROCESS,
  /**
   * A notify chain read from an incomplete copy of the logs, in one of three shapes: a host whose
   * {@code debug/} folder is missing while its {@code run/plog} is there (its processes are known,
   * their waits are not: they are neither roots nor cascades); a root whose log was cut in the
   * middle of the first line of its fault, and now and then a waiter cut before its wait (the chain
   * still ends at the root: it printed nothing the input shows); a job whose waits are AI CPU
   * device logs, with a host that left its device logs only ({@code debug/device-N}, no plog: each
   * process known by its file's pid, its folder's device and the rank its lines state). A host
   * missing entirely while others name it is {@link #SILENT_ROOT}.
   */
  PARTIAL_INPUT,
  /**
   * As {@link #LATE_INIT} for a whole host (a late rank alone on its host among them): every rank
   * of one host begins a later communicator's root-info init more than the link-setup timeout after
   * the others, who lost the exchange when the server gave up. No host shows a late rank among its
   * own; the hosts' clocks disagree by up to two hours, and only the end of an earlier
   * communicator's init (the job's world group, which every rank printed) aligns them (ascend-fd's
   * D15: every rank failed, the spread exceeds HCCL_CONNECT_TIMEOUT, the last reporter is the root).
   */
  LATE_INIT_HOST;

  /** True for the kinds whose communicator init fails: no rank prints that its init completed. */
  boolean initFails() {
    return this == INIT_TIMEOUT || this == LATE_INIT;
  }
}
