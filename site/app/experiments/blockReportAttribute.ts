/**
 * The attribute that gives each block of a page under an experiment its place (0 first), on a
 * wrapper with no box of its own: the browser reports the blocks seen and clicked by it.
 */
export const REPORTED_BLOCK_ATTRIBUTE = "data-experiment-block";
