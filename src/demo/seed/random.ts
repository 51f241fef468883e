/**
 * Seeded pseudo-random numbers for the demo data: mulberry32 plus a few helpers.
 * Each concern draws from its own stream (seed + label), so adding draws in one
 * generator never shifts the data of another.
 */

/** Character codes of the hexadecimal digits 0-9a-f, and of '-'. */
const HEX_CODES: readonly number[] = [...'0123456789abcdef'].map((c) => c.charCodeAt(0));
const DASH = 45;

/** FNV-1a hash of a label, mixed with the seed: the starting state of a stream. */
function streamSeed(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export class Random {
  private state: number;

  constructor(seed: number, label = '') {
    this.state = streamSeed(seed, label);
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An unsigned 32-bit integer. */
  uint32(): number {
    return (this.next() * 4294967296) >>> 0;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** An item, the first ones of the list more often than the last ones. */
  pickSkewed<T>(items: readonly T[]): T {
    const x = this.next();
    return items[Math.floor(x * Math.sqrt(x) * items.length)];
  }

  /** Up to n distinct items, in their original order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const out: T[] = [];
    let needed = Math.min(n, items.length);
    for (let i = 0; i < items.length && needed > 0; i++) {
      if (this.next() * (items.length - i) < needed) {
        out.push(items[i]);
        needed--;
      }
    }
    return out;
  }

  /** A version 4 UUID (RFC 4122 layout), built in one go (no string concatenation). */
  uuid(): string {
    const a = this.uint32();
    const b = ((this.uint32() & 0xffff0fff) | 0x4000) >>> 0; // version 4
    const c = ((this.uint32() & 0x3fffffff) | 0x80000000) >>> 0; // variant 10xx
    const d = this.uint32();
    const x = HEX_CODES;
    // prettier-ignore
    return String.fromCharCode(
      x[a >>> 28], x[(a >>> 24) & 15], x[(a >>> 20) & 15], x[(a >>> 16) & 15],
      x[(a >>> 12) & 15], x[(a >>> 8) & 15], x[(a >>> 4) & 15], x[a & 15], DASH,
      x[b >>> 28], x[(b >>> 24) & 15], x[(b >>> 20) & 15], x[(b >>> 16) & 15], DASH,
      x[(b >>> 12) & 15], x[(b >>> 8) & 15], x[(b >>> 4) & 15], x[b & 15], DASH,
      x[c >>> 28], x[(c >>> 24) & 15], x[(c >>> 20) & 15], x[(c >>> 16) & 15], DASH,
      x[(c >>> 12) & 15], x[(c >>> 8) & 15], x[(c >>> 4) & 15], x[c & 15],
      x[d >>> 28], x[(d >>> 24) & 15], x[(d >>> 20) & 15], x[(d >>> 16) & 15],
      x[(d >>> 12) & 15], x[(d >>> 8) & 15], x[(d >>> 4) & 15], x[d & 15],
    );
  }
}

/** A weighted choice, precomputed once and drawn many times. */
export class Weighted<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    let sum = 0;
    for (const [item, weight] of entries) {
      sum += weight;
      this.items.push(item);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  draw(rng: Random): T {
    const x = rng.next() * this.total;
    const cumulative = this.cumulative;
    let i = 0;
    while (i < cumulative.length - 1 && x >= cumulative[i]) i++;
    return this.items[i];
  }
}

/**
 * Splits total into integer shares proportional to weights (largest remainder),
 * so the shares always add up to total exactly.
 */
export function distribute(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const shares = exact.map(Math.floor);
  let rest = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; rest > 0 && byRemainder.length > 0; k = (k + 1) % byRemainder.length, rest--) {
    shares[byRemainder[k][1]]++;
  }
  return shares;
}
