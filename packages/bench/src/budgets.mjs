/** `pnpm bench --check`: a bench's results against packages/bench/budgets.json, one line per miss. */

export function checkBudgets(result, budgets) {
  const misses = [];
  const isLanding = (route) => route === '/' || route.startsWith('/ (');
  for (const row of result.weight ?? []) {
    const js = (row.total - row.css) / 1024;
    const limit = (isLanding(row.route) ? budgets.weight['/'] : budgets.weight.other).maxJsKiB;
    if (js > limit) misses.push(`${row.route}: ${js.toFixed(1)} KiB of JavaScript > ${limit} KiB`);
  }
  const lh = budgets.lighthouse;
  for (const row of result.lighthouse ?? []) {
    const min = (isLanding(row.route) ? lh['/'] : lh.other).minScore;
    if (!(row.score >= min)) misses.push(`${row.route}: Lighthouse ${row.score ?? 'error'} < ${min}`);
    if (row.lcpMs > lh.maxLcpMs) misses.push(`${row.route}: LCP ${row.lcpMs} ms > ${lh.maxLcpMs} ms`);
    if (row.tbtMs > lh.maxTbtMs) misses.push(`${row.route}: TBT ${row.tbtMs} ms > ${lh.maxTbtMs} ms`);
    if (row.cls > lh.maxCls) misses.push(`${row.route}: CLS ${row.cls} > ${lh.maxCls}`);
  }
  for (const row of result.interactions ?? []) {
    if (row.error) misses.push(`${row.name}: ${row.error}`);
    else if (row.inpMs > budgets.interactions.maxInpMs) misses.push(`${row.name}: ${row.inpMs} ms > ${budgets.interactions.maxInpMs} ms`);
  }
  // the lists a screen opens with: the directory and the client's and therapist's appointments
  const LISTS = ['GET /api/therapists', 'GET /api/appointments/client/', 'GET /api/appointments/therapist/'];
  for (const row of (result.api ?? []).filter((r) => LISTS.some((prefix) => r.name.startsWith(prefix)))) {
    if (row.error) {
      misses.push(`${row.name}: ${row.error}`);
      continue;
    }
    const budget = row.largeCatalogue ? budgets.api.largeDirectory : budgets.api.list;
    if (row.ratio < budget.minRatio) misses.push(`${row.name}: ${row.ratio}x of the same bytes from memory < ${budget.minRatio}x`);
    // the ten-times catalogue: where the same bytes sent from memory already take longer than the budget (the machine
    // and the load generator on its 2 cores, not the route), its p99 answers to theirs
    const floor = budget.maxP99OverSameBytes ? Math.round(row.memory.p99 * budget.maxP99OverSameBytes) : 0;
    const limit = Math.max(budget.maxP99Ms, floor);
    if (row.real.p99 > limit)
      misses.push(
        `${row.name}: p99 ${row.real.p99} ms > ${limit} ms${limit > budget.maxP99Ms ? ` (${budget.maxP99OverSameBytes}x the same bytes' ${row.memory.p99} ms)` : ''}`,
      );
  }
  return misses;
}
