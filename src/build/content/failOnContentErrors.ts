/**
 * Imported first by the build's configuration: reads every content file and, when any breaks its
 * schema, ends the build with one line per problem (file, field, reason) instead of a stack trace.
 */
import { ContentError, ContentProblems } from './collections';
import { contentRoot } from './contentRoot';
import { collectInsights, referencesOf } from './loadInsights';

const problems = new ContentProblems();
const root = contentRoot();
// The references read the catalogs and the site files, so their problems are collected too.
collectInsights(root, problems, referencesOf(root, problems));
if (problems.lines.length > 0) {
  console.error(new ContentError(problems.lines).message);
  process.exit(1);
}
