import java.util.*; import java.util.regex.*;
public class Prof {
  static String[] W={"alloc","buffer","stream","task","rank","group","comm","init","kernel","memory","notify","wait","record","socket","link","transport","queue","graph","tensor","cache","load","update"};
  static String line(Random r, String trig){StringBuilder b=new StringBuilder("[ERROR] HCCL(12345,python3):2025-12-01-10:11:12.123.456 [hccl_"+W[r.nextInt(W.length)]+".cc:"+r.nextInt(3000)+"][23456]["+W[r.nextInt(W.length)]+"] ");
    int n=8+r.nextInt(10), at=r.nextInt(n); for(int i=0;i<n;i++){ if(i==at) b.append(trig).append(' '); b.append(W[r.nextInt(W.length)]).append(r.nextInt(4)==0?"["+r.nextInt(100)+"] ":" ");} return b.toString();}
  public static void main(String[] a){
    Map<String,String[]> P=new LinkedHashMap<>();
    P.put("PTA",new String[]{"(?:\\[ERROR\\] (\\d{4}-\\d{2}-\\d{2}-\\d{2}:\\d{2}:\\d{2}) \\(PID:(\\d{1,10}), Device:(-?\\d{1,5}), RankID:(-?\\d{1,7})\\) )?ERR(\\d{5})\\b","ERRNO"});
    P.put("DEVERR",new String[]{"\\b(UCE ERROR|HBM MULTI BIT ECC ERROR|SUSPECT MEM ERROR|HCCS LINK ERROR|UB LINK ERROR|HCCL OP RETRY FAILED|SUSPECT REMOTE ERROR|FORCE STOP)\\b","FAILED"});
    P.put("FUNC",new String[]{"\\[FUNC:([^\\]]{1,120})\\](?:\\[FILE:([^\\]]{1,200})\\])?","[FUNC:x]"});
    P.put("EXECFAIL",new String[]{"\\b(\\w{2,80}) execute failed, reason=\\[([^\\]]{1,80})\\]","[FUNC:x]"});
    P.put("NPUEV_ID",new String[]{"(?i)(?:\\bevent[ _]?id|\\berror[ _]?code|错误码)\\s{0,40}+(?:[=:：]|is|是|为)?\\s{0,40}+\\[?\\s{0,8}+(?:0x)?(8[0-9a-f]{7})(?![0-9a-z])","error code is 4"});
    P.put("NPUEV_NODE",new String[]{"(?i)\\bnode[ _]?type\\s{0,8}+=\\s{0,8}+(0x[0-9a-f]{1,2}\\b|[a-z][a-z0-9_]{0,23}+)","error code is 4"});
    P.put("HR_FUNCERR",new String[]{"\\b(HCCL|OPS|NPU) function error: (.{0,300}?), error code is (\\d{1,9})","ret[3]"});
    P.put("HR_NPUERR",new String[]{"\\bNPU (?:error|warning), error code is (\\d{1,9})","ret[3]"});
    P.put("HR_RUNTIME",new String[]{"\\bruntime result = (\\d{6})","ret[3]"});
    P.put("HR_ERRIN",new String[]{"HCCL error in: ?([^\\s:]{1,200}):\\d{1,7}","ret[3]"});
    P.put("HR_CALLTRACE",new String[]{"\\[(\\w{1,80})\\]call trace: hcclRet -> (\\d{1,4})","ret[3]"});
    P.put("HR_HCCLRET",new String[]{"hcclRet -> (\\d{1,4})","ret[3]"});
    P.put("HR_RET",new String[]{"(?<![A-Za-z])ret\\[(-?\\d{1,4})\\]","ret[3]"});
    P.put("HR_ERRNO",new String[]{"errNo\\[0x([0-9a-fA-F]{16})\\]","ret[3]"});
    P.put("HR_RETCODE",new String[]{"\\bretcode: (\\d{1,4})","ret[3]"});
    P.put("RANKTABLE",new String[]{"\"(server_count|server_list|server_id|device|device_id|device_ip|rank_id|super_pod_list|super_pod_id|super_device_id)\"\\s{0,8}:\\s{0,8}(?:\"([^\"\\\\]{0,128})\"|(-?[0-9]{1,12})|(\\[))?","\"device_ip\": \"1.2.3.4\", \"x\": \"y\""});
    P.put("GRAPH",new String[]{"current graph id is:?\\s{0,3}(\\d{1,12})\\b","current graph id is: 3"});
    String N="([A-Za-z][A-Za-z0-9_.:-]{0,14}?)(?:@[A-Za-z0-9_.-]{1,15})?";
    P.put("IFLIST",new String[]{"^\\s{0,4}(?:\\d{1,5}:\\s{1,4}"+N+":\\s{1,4}<[A-Z_,-]{0,200}>.{0,60}\\bmtu \\d|"+N+":\\s{1,4}flags=\\d{1,6}<[A-Z_,-]{0,200}>\\s{1,4}mtu \\d|\\d{1,5}:\\s{1,4}"+N+"\\s{1,16}inet6? [0-9a-fA-F:.]{2,45}/\\d|"+N+"\\s{1,32}(?:UP|DOWN|UNKNOWN)\\s{1,32}(?:\\d{1,3}(?:\\.\\d{1,3}){3}/\\d|$))","mtu 1500"});
    P.put("ERRNO_BASE(fact11 before)",new String[]{"(?<![A-Za-z_])[Ee]rrno\\s{0,2}(?:[=:(\\[]|is)?\\s{0,2}-?(\\d{1,3})(?![\\dxX.])","errno"});
    Random r=new Random(Long.getLong("seed",1)); long sink=0;
    for(int round=0;round<3;round++) for(var e:P.entrySet()){Pattern p=Pattern.compile(e.getValue()[0]); String[] L=new String[4096]; int len=0; for(int i=0;i<L.length;i++){L[i]=line(r,e.getValue()[1]);len+=L[i].length();}
      int reps=round==0?200:400; long t0=System.nanoTime(); for(int k=0;k<reps;k++) for(String s:L){Matcher m=p.matcher(s); while(m.find()) sink+=m.end();} long t=System.nanoTime()-t0;
      if(round>0) System.out.printf("%-28s %7.0f ns/line (avg %d chars)%n",e.getKey(),(double)t/reps/L.length,len/L.length);}
    System.out.println(sink);
  }
}
