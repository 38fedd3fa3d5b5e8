/*
 * Values that cross the page ↔ background wire as they are. Chrome's extension messaging is JSON,
 * which would turn a Date (the client's `created` and `changed` times) into a string while its type
 * still says Date; Firefox's structured clone would keep it. Dates travel tagged, and the packet
 * says whether it holds any, so a big answer without dates (a 2,000-keyword report) is not
 * walked again in the page.
 */

export interface Packet {
  value: unknown;
  /** Whether `value` holds tagged dates. */
  dated: boolean;
}

interface WireDate {
  $date: number;
}

const isWireDate = (value: object): value is WireDate =>
  '$date' in value && typeof value.$date === 'number' && Object.keys(value).length === 1;

/**
 * `value` with every object below it passed through `swap`; unchanged parts are shared. Plain
 * loops: answers hold hundreds of thousands of points.
 */
function mapDeep(value: unknown, swap: (node: object) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const swapped = swap(value);
  if (swapped !== value) return swapped;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || typeof item !== 'object') continue;
      const next = mapDeep(item, swap);
      if (next !== item) (out ??= [...value])[i] = next;
    }
    return out ?? value;
  }
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    if (item === null || typeof item !== 'object') continue;
    const next = mapDeep(item, swap);
    if (next !== item) (out ??= { ...value })[key] = next;
  }
  return out ?? value;
}

/** What to send: dates tagged. */
export function toWire(value: unknown): Packet {
  let dated = false;
  const tagged = mapDeep(value, (node) => {
    if (!(node instanceof Date)) return node;
    dated = true;
    return { $date: node.getTime() };
  });
  return { value: tagged, dated };
}

/** What was sent: tagged dates made dates again. */
export function fromWire(packet: Packet): unknown {
  if (!packet.dated) return packet.value;
  return mapDeep(packet.value, (node) => (isWireDate(node) ? new Date(node.$date) : node));
}
