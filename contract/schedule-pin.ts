// A new schedule's PIN, made for her: the Wedding Schedules form's Generate PIN and a new wedding booking use it.

/** A random 6-digit PIN no other schedule uses; crypto-random, since the PIN is the bride's only lock. */
export function generatePin(
  taken: ReadonlySet<string>,
  random: (buffer: Uint32Array) => void = (b) => crypto.getRandomValues(b),
): string {
  const buffer = new Uint32Array(1);
  for (;;) {
    random(buffer);
    const pin = String(buffer[0]! % 1_000_000).padStart(6, '0');
    if (!taken.has(pin)) return pin;
  }
}
