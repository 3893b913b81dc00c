import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (seconds in the CI run of 2ef650a: routes 370, visual 257, newsletter
 * 133, accessibility 101; the next is 64), started first so that two workers end together. Vitest
 * orders by the durations of the last run on this machine, which a fresh clone does not have, and
 * then by file size, which started these last: the run ended with them alone.
 */
const LONGEST = ['routes', 'visual', 'newsletter', 'accessibility'].map((name) => `/tests/e2e/${name}.test.ts`);

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((suffix) => file.moduleId.endsWith(suffix));
  return index === -1 ? LONGEST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
