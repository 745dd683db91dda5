#!/bin/sh
# summary lines of issue 35's suite; the test half's and validation's miss lists cut
grep -E "^(field reports|validation reports|public reports|\| )" "$1" \
 | grep -vE "^(validation reports|public reports, [a-z0-9]+ test|public reports, all test|public reports, all)[^:]*: (fix misses|named only by)" \
 | sed -E '/^(validation reports|public reports, [a-z0-9]+ test|public reports, all test|public reports, all:|public reports, [a-z0-9]+:)/ s/; misses \[.*$//'
