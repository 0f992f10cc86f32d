const { baseReport, compareReports, generateReport, readReport, renderReport, REPORT_COMMAND } = require('./contract-report.cjs');

const exportsOf = (...lines) => lines.map((text) => ({ key: text.split(/[:=]/)[0].trim().replace(/<.*$/, ''), text }));
const singletons = [{ key: 'singleton react', text: 'singleton react: ^19' }];
const v1 = renderReport(1, exportsOf('value toast: { success: (text: string) => number; }', 'type Role = "ROLE_CLIENT"'), singletons);

describe('the shell contract report (packages/core/contract.api.md)', () => {
  it('is the checked-in report of the code', () => {
    const checkedIn = readReport();
    expect(checkedIn).not.toBeNull();
    const result = compareReports(checkedIn, generateReport());
    // on failure, the message says what changed and what to do
    if (!result.ok) throw new Error(result.message);
  });

  it('removes or changes nothing of the report where this branch left main, unless the major was raised', () => {
    const base = baseReport();
    if (base === null) return; // no main (a shallow clone) or no report there yet
    const result = compareReports(base, generateReport(), "main's report");
    if (result.breaking) throw new Error(result.message);
  });

  it('lists the exports of @aliento/core with their types, the shared singletons and the contract major', () => {
    const report = readReport();
    expect(report).toMatch(/^contract major: \d+$/m);
    expect(report).toContain('- value useResource: <T>(load: () => Promise<T>');
    expect(report).toContain('- type Role = ');
    expect(report).toContain('- singleton react: ^19');
    expect(report).toContain('- singleton @aliento/core: ^1');
  });

  it('asks for the report to be written when an export is added (no new major needed)', () => {
    const added = renderReport(
      1,
      exportsOf('value toast: { success: (text: string) => number; }', 'value toastLater: () => void', 'type Role = "ROLE_CLIENT"'),
      singletons,
    );
    const result = compareReports(v1, added);
    expect(result).toMatchObject({ ok: false, breaking: false, added: ['value toastLater'], removed: [], changed: [] });
    expect(result.message).toContain(
      `the shell contract changed: run \`${REPORT_COMMAND}\`; if you removed or changed an export, bump the contract major`,
    );
  });

  it('fails as breaking when an export is removed or changed, or a shared singleton changes major, without a new major', () => {
    const removed = compareReports(v1, renderReport(1, exportsOf('type Role = "ROLE_CLIENT"'), singletons));
    expect(removed).toMatchObject({ ok: false, breaking: true, removed: ['value toast'] });
    expect(removed.message).toContain('breaking way without a new major');
    const changed = compareReports(
      v1,
      renderReport(1, exportsOf('value toast: { success: (text: string) => void; }', 'type Role = "ROLE_CLIENT"'), singletons),
    );
    expect(changed).toMatchObject({ breaking: true, changed: ['value toast'] });
    const react20 = compareReports(
      v1,
      renderReport(1, exportsOf('value toast: { success: (text: string) => number; }', 'type Role = "ROLE_CLIENT"'), [
        { key: 'singleton react', text: 'singleton react: ^20' },
      ]),
    );
    expect(react20).toMatchObject({ breaking: true, changed: ['singleton react'] });
  });

  it('accepts a removal once the major is raised (the report still has to be written)', () => {
    const result = compareReports(v1, renderReport(2, exportsOf('type Role = "ROLE_CLIENT"'), singletons));
    expect(result).toMatchObject({ ok: false, breaking: false, removed: ['value toast'] });
    expect(compareReports(v1, v1)).toMatchObject({ ok: true, breaking: false });
  });

  it('never lets the major go down', () => {
    expect(compareReports(renderReport(2, [], singletons), renderReport(1, [], singletons))).toMatchObject({ breaking: true });
  });
});
