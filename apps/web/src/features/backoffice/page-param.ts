/** The `page` search parameter as a page number; anything missing or malformed is the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
