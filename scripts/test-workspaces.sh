#!/usr/bin/env bash
# Runs every workspace's tests, going on past one that fails, then repeats what failed at the very end:
# a CI log is often read from its tail, and the end-to-end run's hundreds of lines would bury a unit
# test's failure printed twenty minutes before.
set -uo pipefail

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
failed=()
for workspace in core server web e2e; do
  npm run test -w "@riles/$workspace" 2>&1 | tee "$logs/$workspace.log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || failed+=("$workspace")
done

[ ${#failed[@]} -eq 0 ] && exit 0

echo
echo "Tests failed in: ${failed[*]}"
for workspace in "${failed[@]}"; do
  echo "--- @riles/$workspace: what failed (the whole story is above) ---"
  # Vitest's own summary of failures, else Playwright's, else the log's last lines.
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$logs/$workspace.log" |
    awk '/Failed Tests [0-9]+|Failed Suites [0-9]+|^ +[0-9]+ failed$/ { show = 1 } show' | head -n 120)
  if [ -n "$summary" ]; then echo "$summary"; else tail -n 40 "$logs/$workspace.log"; fi
done
exit 1
