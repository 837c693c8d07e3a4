// Paging shared by every list: the server's paginate() and the web's table and pager.

/** Rows per page when a list does not ask (docs/product.md, "Lists and tables": tables show 10). */
export const DEFAULT_PAGE_SIZE = 10
/** The most rows one request may ask for. */
export const MAX_PAGE_SIZE = 100
