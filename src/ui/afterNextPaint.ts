/**
 * Runs `task` once the browser has shown the next frame: a task queued from a frame's animation
 * callbacks runs after that frame's paint. For the work a press starts that its visible response
 * does not need (loading an island's code, telling React what the page already shows): the response
 * is painted first, the work follows. A hidden page paints no frames: the task then waits only for
 * the current one to end.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}
