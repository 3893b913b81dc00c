/**
 * The bars of the engine's confidence, each a share of the message's weighted terms that a match
 * explains unless said otherwise (docs/chat.md), read by the message's reading (./reader.ts), the
 * choice of a topic (./engine.ts) and of a page (./pageChoice.ts). Chosen on the evaluation set's
 * development part (npm run bench:chat -- --misses dev); never on the test part.
 */
export const CONFIDENCE = {
  /** A topic one of whose ways to ask explains this much of a message is preferred to the other topics. */
  closeAsk: 0.9,
  /** A topic this sure wins unless a page explains more by over `tie`. */
  sure: 0.6,
  tie: 0.2,
  /** Otherwise the better match answers if it explains this much. */
  enough: 0.5,
  /** A page this certain answers, and is not outdone by a topic that explains less; a less certain one is weighed by the page gate. */
  certain: 0.7,
  /** A page named by a message that explains this much of it is the subject of its question. */
  clear: 0.2,
  /** What a match in a page's copy counts beside one in its headline fields. */
  bodyShare: 0.5,
  /** What a term matched only as a prefix or with a typo counts beside one matched as it is. */
  approximateShare: 0.5,
  /** What a word the lexicon added to the message counts in the pages' ranking beside the visitor's own. */
  addedRank: 0.3,
  /** What a word the site never uses weighs, as a share of the rarest word's weight. */
  unknownShare: 0.6,
  /** A request to meet this clear is answered with the booking step, whatever page it names. */
  meeting: 0.3,
  /** A page named by a message with `restTerms` or more other words must explain `rest` of them. */
  rest: 0.15,
  restTerms: 4,
};
