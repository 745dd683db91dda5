#!/usr/bin/env bash
# cqe36: after fourth-after, stop chain2 (time: the measure suite and the unit tests must run before 08:20)
O=/work/scratch/cqe36/out
while [ ! -f $O/fourth-after/summary.txt ]; do sleep 5; done
kill 21594 2>/dev/null
for p in $(ps -o pid= --ppid 21594 2>/dev/null); do for q in $(ps -o pid= --ppid $p 2>/dev/null); do kill $q 2>/dev/null; done; kill $p 2>/dev/null; done
sleep 3
cd /work/wt/cqe36 && ./mvnw -B -ntp -o test -Dtest='**/rootcause/**/*Test,PodNodeOutputsTest,HostDeviceLayerTest,RootEndLayerTest,FormatSamplesTest,QuietGateTest,FieldReportsLcoTest,CorpusAccuracyTest,PublicReportsTest,OfficialCaseLcoTest,FixCoverageTest' -Dsurefire.failIfNoSpecifiedTests=false > /work/scratch/cqe36/mvn-test.log 2>&1
echo $? > /work/scratch/cqe36/mvn-test.rc
