/**
 * Ends the current main-thread task and resumes in a new one, so a tap or a frame can run in
 * between: for start-up work that would otherwise be one long task (input delay on a phone).
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
