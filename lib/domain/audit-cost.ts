/**
 * Audit token arithmetic (../shared/spec/service-notes.md: one token per child audit — per URL ×
 * device × type — for create, refresh and clone alike; refused when `left` would go below 0).
 */
export interface CostCheck {
  cost: number;
  /** Tokens left as last reported, or null when unknown. */
  left: number | null;
  /** Whether the account can afford it; null when tokens left are unknown. */
  enough: boolean | null;
  /** Tokens left after the launch, when known. */
  after: number | null;
}

/** Cost of launching: URLs × devices × audit types (a profile counts its types). */
export function launchCost(urls: number, devices: number, types: number): number {
  return Math.max(0, urls) * Math.max(0, devices) * Math.max(0, types);
}

export function checkCost(cost: number, left: number | null): CostCheck {
  if (left === null) return { cost, left, enough: null, after: null };
  return { cost, left, enough: cost <= left, after: left - cost };
}
