#!/usr/bin/env node
/**
 * `pnpm contract:report`: writes the report of the shell contract (packages/core/contract.api.md, see
 * src/contract-report.cjs). It refuses a breaking change (an export or a shared singleton removed or changed) while
 * "contract.major" in packages/core/package.json is still the report's major.
 *   --check   only compares (exit 1 and what changed when the checked-in report is not the code's)
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { REPORT_FILE, generateReport, compareReports, readReport } = createRequire(import.meta.url)('../src/contract-report.cjs');

const check = process.argv.includes('--check');
const current = generateReport();
const checkedIn = readReport();
const result = checkedIn === null ? { ok: false, breaking: false } : compareReports(checkedIn, current);
const where = path.relative(process.cwd(), REPORT_FILE);
if (result.ok) {
  console.log(`${where} is up to date`);
} else if (check || result.breaking) {
  console.error(`contract report: ${result.message ?? `${where} is missing: run pnpm contract:report`}`);
  process.exit(1);
} else {
  fs.writeFileSync(REPORT_FILE, current);
  console.log(`wrote ${where}${result.message ? ` (${result.message.split('\n').slice(1).join(';').trim() || 'reworded'})` : ''}`);
}
