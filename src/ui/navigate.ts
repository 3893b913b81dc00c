/** Goes to another of the site's documents (a plain navigation: no client router runs). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
