/**
 * How much one launch may hold: pages besides the current one (one run, `urls`) and phrases (one
 * keyword run each). The documents set no limit; these keep a click's cost within what a person
 * reads before launching.
 */
export const MAX_PAGES = 20;
export const MAX_KEYWORDS = 10;
