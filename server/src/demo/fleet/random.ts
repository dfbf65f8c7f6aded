/** A small seeded generator (mulberry32): the demo fleet is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A point within `meters` of a centre (uniform over the disc). */
export function scatter(
  random: () => number,
  latitude: number,
  longitude: number,
  meters: number,
): { latitude: number; longitude: number } {
  const distance = Math.sqrt(random()) * meters;
  const angle = random() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / 111_320;
  const dLon = (distance * Math.sin(angle)) / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return { latitude: latitude + dLat, longitude: longitude + dLon };
}
