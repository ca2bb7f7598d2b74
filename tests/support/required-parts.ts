// CI sets NEMESIS_TEST_REQUIRE=postgres,browser so a missing database or browser fails the run;
// on a developer's machine without them those suites are skipped with a note instead.
const required = new Set((process.env.NEMESIS_TEST_REQUIRE ?? '').split(',').map((part) => part.trim()));

/** Whether a missing `part` must fail the run rather than skip its tests. */
export function isRequired(part: 'postgres' | 'browser' | 'prometheus'): boolean {
  return required.has(part);
}
