package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import java.util.ArrayList;
import java.util.List;

/**
 * The texts {@link IdentityRecognizer} decides by, found in one pass over a message (issue 38): a
 * line it runs on used to pay about twenty {@code contains} calls, each a search of the whole
 * message. {@link #in(String)} answers all of them at once as a mask, so {@link #in(long)} says what
 * {@code body.contains(key.text)} said, case and all.
 */
enum IdentityKeys {
  SETUP_AGENT("SetupAgent"),
  ROOT_INFO_DETECT("RootInfoDetect"),
  FLAT_TOPO_ROOT_INFO("entry flat topo detect, rootinfo"),
  N_RANKS("nRanks["),
  NET_TO_PEER_LINK("Net2PeerLink"),
  EID("eid["),
  LOCAL_LINK_INFO("local link info:"),
  GET_ROOT_INFO_SUCCESS("HcclGetRootInfo success"),
  COMM_INIT_INFO("hcclCommInitInfo"),
  ENTRY_ROOT_INFO("Entry-HcclCommInitRootInfo"),
  HCOM_INIT_BY_FILE("hcom init by file success"),
  INIT_BY_FILE("init by file success"),
  CLUSTER_INFO_SUCCESS("CommInitClusterInfo success"),
  ROOT_INFO_SUCCESS("CommInitRootInfo success"),
  ROOT_INFO_CONFIG_SUCCESS("CommInitRootInfoConfig success"),
  ROOT_INFO_FAILED("CommInitRootInfo failed"),
  LISTEN_ON_IP("Listen on ip["),
  SUCESS("sucess"),
  SUCCESS("success"),
  LOCAL_RANK_KEY_INFO("[LocalRank Key Info]"),
  COMM_ERROR_DEVICE("comm error, device["),
  SOCKET_ESTABLISH_TIMEOUT("socket establish timeout"),
  LOCAL_LOGIC_DEVID("local logicDevid:"),
  SRC_DEVICE_PHY_ID("src devicePhyId["),
  SET_DEVICE("et device "),
  DISPATCH_TIMEOUT_DEVICE("dispatch timeout. device "),
  LOCAL_RANK("local rank ["),
  LOCAL_INFO("localInfo{"),
  LOCAL_IP("localIP["),
  STATUS("status[");

  final String text;

  IdentityKeys(String text) {
    this.text = text;
  }

  private static final AhoCorasick KEYS;
  private static final long[] MASKS;

  static {
    List<String> texts = new ArrayList<>();
    for (IdentityKeys k : values()) {
      texts.add(k.text);
    }
    KEYS = new AhoCorasick(texts);
    List<String> order = KEYS.patterns(); // the keys are distinct, so each has its own index there
    MASKS = new long[order.size()];
    for (IdentityKeys k : values()) {
      MASKS[order.indexOf(k.text)] = k.bit();
    }
  }

  private long bit() {
    return 1L << ordinal();
  }

  /** The keys {@code body} holds, one bit per key ({@link #in(long)}). */
  static long in(String body) {
    return KEYS.masksIn(body, MASKS);
  }

  /** True when the mask {@link #in(String)} gave holds this key. */
  boolean in(long mask) {
    return (mask & bit()) != 0;
  }
}
