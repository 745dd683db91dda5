package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.facts.Setting;
import org.junit.jupiter.api.Test;

/**
 * HCCL_SOCKET_IFNAME against the host's interfaces as the input lists them, in the four forms of
 * hicann/hccl docs/zh/user_guide/hccl_env/HCCL_SOCKET_IFNAME.md; listings in the shapes of iproute2
 * and ifconfig, names and addresses made up.
 */
class SocketIfnameAbsentTest {
  private static final String KEY = "hccl-stage:" + SocketIfnameAbsent.TOKEN_VALUE;
  private static final String BRIEF = "$ ip -br addr\nlo               UNKNOWN        127.0.0.1/8 ::1/128\n"
      + "bond0            UP             198.51.100.31/24 fe80::4a57:2ff:fe11:9a3c/64\n";
  private static final String FAIL = "[rank0]: RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102 "
      + "HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 9\n";

  private static FeatureSet one(String text) {
    return Sources.read("console.log", text);
  }

  @Test
  void aNameTheHostDoesNotHaveGivesTheToken() {
    FeatureSet f = one("export HCCL_SOCKET_IFNAME=ens3\n" + BRIEF + FAIL);
    assertTrue(f.has(KEY), f.keys().toString());
    assertEquals(2, f.occurrence(KEY).orElseThrow().evidence().size(), "the setting's line and the listing's");
  }

  @Test
  void anExactNameTheHostDoesNotHaveGivesTheToken() {
    assertTrue(one("export HCCL_SOCKET_IFNAME==eth0,enp0\n" + BRIEF).has(KEY));
  }

  @Test
  void aPrefixOrNameTheHostHasIsNoFinding() {
    assertFalse(one("export HCCL_SOCKET_IFNAME=bond\n" + BRIEF + FAIL).has(KEY));
    assertFalse(one("export HCCL_SOCKET_IFNAME==bond0\n" + BRIEF + FAIL).has(KEY));
  }

  @Test
  void anExactNameIsNoPrefix() {
    assertTrue(one("export HCCL_SOCKET_IFNAME==bond\n" + BRIEF).has(KEY), "=bond selects only an interface named bond");
  }

  @Test
  void anExclusionIsNeverReadAsSelectingNothing() {
    assertFalse(one("export HCCL_SOCKET_IFNAME=^=ens3\n" + BRIEF + FAIL).has(KEY));
    assertFalse(one("export HCCL_SOCKET_IFNAME=^ens\n" + BRIEF + FAIL).has(KEY));
  }

  @Test
  void hcclIfIpTakesPriority() {
    assertFalse(one("export HCCL_IF_IP=198.51.100.31\nexport HCCL_SOCKET_IFNAME=ens3\n" + BRIEF + FAIL).has(KEY));
  }

  @Test
  void withoutAListingNothingIsKnown() {
    assertFalse(one("export HCCL_SOCKET_IFNAME=ens3\n" + FAIL).has(KEY));
  }

  @Test
  void aListingOfAnotherSourceIsAnotherHost() {
    assertFalse(Sources.read("worker-0/env.txt", "HCCL_SOCKET_IFNAME=ens3\n", "worker-1/ip.txt", BRIEF).has(KEY));
  }

  @Test
  void theUsualListingsNameTheirInterfaces() {
    String text = String.join("\n",
        "2: enp189s0f0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000",
        "    inet 198.51.100.31/24 brd 198.51.100.255 scope global enp189s0f0",
        "5: vlan20@enp189s0f1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 qdisc noqueue state UP",
        "docker0: flags=4099<UP,BROADCAST,MULTICAST>  mtu 1500",
        "        inet 172.17.0.1  netmask 255.255.0.0  broadcast 172.17.255.255",
        "3: ens3    inet 192.0.2.14/24 brd 192.0.2.255 scope global ens3\\       valid_lft forever preferred_lft forever",
        "bond0            UP             198.51.100.32/24",
        "the link is UP again after 3 s (no listing)");
    assertEquals("enp189s0f0,vlan20,docker0,ens3,bond0", one(text).sources().get("console.log").settings().get(Setting.HOST_INTERFACES));
  }

  @Test
  void selectionFollowsTheFourForms() {
    assertTrue(SocketIfnameAbsent.selectsAny("eth,enp", "lo,enp61s0f0"));
    assertFalse(SocketIfnameAbsent.selectsAny("=enp61s0", "lo,enp61s0f0"));
    assertTrue(SocketIfnameAbsent.selectsAny("=eth0,enp61s0f0", "lo,enp61s0f0"));
    assertFalse(SocketIfnameAbsent.selectsAny("eth", "lo,bond0"));
  }
}
