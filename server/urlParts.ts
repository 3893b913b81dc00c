/** A request's URL as its path and its query, the query with its '?' ('' when there is none): to send it on with its query kept. */
export function pathAndQuery(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark === -1 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark) };
}
