/** Where the content files are: the project's content/ folder, or CONTENT_DIR. */
import path from 'node:path';

export interface ContentRoot {
  /** The project folder: messages name files relative to it. */
  project: string;
  content: string;
}

/** The project's content folder; CONTENT_DIR (a path, absolute or from the project) replaces it. */
export function contentRoot(env: NodeJS.ProcessEnv = process.env): ContentRoot {
  const project = path.resolve(import.meta.dirname, '..', '..', '..');
  return { project, content: env.CONTENT_DIR ? path.resolve(project, env.CONTENT_DIR) : path.join(project, 'content') };
}
