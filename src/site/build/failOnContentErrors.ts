/**
 * Imported first by the build's configuration: reads the content files and, when any breaks its
 * schema, ends the build with one line per problem (file, field, reason) instead of a stack trace.
 */
import { ContentError } from './collections';
import { loadCatalogs } from './loadCatalogs';

try {
  loadCatalogs();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
