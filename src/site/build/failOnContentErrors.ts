/**
 * Imported first by the build's configuration: reads every content file and, when any breaks its
 * schema, ends the build with one line per problem (file, field, reason) instead of a stack trace.
 */
import { ContentError, ContentProblems } from './collections';
import { contentRoot } from './contentRoot';
import { collectCatalogs } from './loadCatalogs';
import { readSiteFiles } from './loadSiteFiles';

const problems = new ContentProblems();
collectCatalogs(contentRoot(), problems);
readSiteFiles(contentRoot(), problems);
if (problems.lines.length > 0) {
  console.error(new ContentError(problems.lines).message);
  process.exit(1);
}
