/** At most this many competitors are compared at once (a chart stays readable). */
export const MAX_COMPETITORS = 3;
