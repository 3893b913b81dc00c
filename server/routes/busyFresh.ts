/** How old the consultants' busy feeds may be when a booking is made or moved; older, they are read first (bounded by the feed's timeout). */
export const BUSY_FRESH_MS = 60_000;
