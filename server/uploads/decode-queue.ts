import { HttpError } from '../errors.ts';

export const BUSY_MESSAGE = 'The server is busy with other photos; please try again in a moment';

/** What a decode takes while it runs: the pixels it decodes, and whether it must run alone. */
export interface DecodeCost {
  /** Decoded bytes: width × height × channels × bytes per channel. */
  bytes?: number;
  /** Decoded whole rather than streamed (see image-files.ts): it runs with no other decode beside it. */
  alone?: boolean;
}

/** A place in the queue, taken before the upload's body is read and left once its decode is done. */
export interface QueuePlace {
  /** Waits for this place's turn (first come, first served), runs `task`, then leaves the queue. */
  run<T>(task: () => Promise<T>, cost?: DecodeCost): Promise<T>;
  /** Leaves without running (the body could not be read, or the image was refused from its header). */
  leave(): void;
}

/**
 * Bounds the memory image uploads can take. Decoding is what costs memory, and by the bytes it decodes, not by
 * the photo: a 49 MP 16-bit RGBA PNG is 392 MB of pixels, twice an 8-bit one. So at most `slots` decodes run at
 * once and together they decode at most `budgetBytes` (one larger than that runs alone); each upload's body (up to
 * 15 MB, held in memory by multer) is counted from before it is read, so at most `slots + maxWaiting` bodies are
 * ever held and the next upload is refused with 503 without reading its body.
 */
export class DecodeQueue {
  private running = 0;
  private runningBytes = 0;
  /** Places taken and not yet running: bodies being read, headers being checked, and places waiting their turn. */
  private admitted = 0;
  private readonly turns: { slots: number; bytes: number; start: () => void }[] = [];
  private highWater = 0;

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
    readonly budgetBytes = Infinity,
  ) {}

  /** Takes a place, or throws 503 when `maxWaiting` places are already taken beyond the running decodes. */
  admit(): QueuePlace {
    if (this.admitted >= this.maxWaiting) {
      throw new HttpError(503, BUSY_MESSAGE, { 'Retry-After': '5' });
    }
    this.admitted += 1;
    let state: 'admitted' | 'running' | 'left' = 'admitted';
    const leave = () => {
      if (state === 'admitted') this.admitted -= 1;
      state = 'left';
    };
    return {
      leave,
      run: async <T>(task: () => Promise<T>, { bytes = 0, alone = false }: DecodeCost = {}): Promise<T> => {
        if (state !== 'admitted') throw new Error('This queue place has already been used');
        // Running alone is taking every slot.
        const slots = alone ? this.slots : 1;
        await this.turn(slots, bytes);
        this.admitted -= 1;
        state = 'running';
        try {
          return await task();
        } finally {
          this.running -= slots;
          this.runningBytes -= bytes;
          state = 'left';
          this.startNext();
        }
      },
    };
  }

  /** Decodes running now, places taken and waiting, and the most decodes that ever ran at once. */
  stats() {
    return { running: this.running, waiting: this.admitted, mostRunning: this.highWater };
  }

  private turn(slots: number, bytes: number): Promise<void> {
    return new Promise((resolve) => {
      this.turns.push({
        slots,
        bytes,
        start: () => {
          this.running += slots;
          this.runningBytes += bytes;
          this.highWater = Math.max(this.highWater, this.running);
          resolve();
        },
      });
      this.startNext();
    });
  }

  /** Whether the decode at the head of the line fits beside those running (with none running, any decode fits). */
  private fits({ slots, bytes }: { slots: number; bytes: number }) {
    if (this.running === 0) return true;
    return this.running + slots <= this.slots && this.runningBytes + bytes <= this.budgetBytes;
  }

  private startNext() {
    // Strictly in order: a heavy decode at the head is not overtaken by light ones behind it, so it cannot starve.
    while (this.turns.length > 0 && this.fits(this.turns[0]!)) {
      this.turns.shift()!.start();
    }
  }
}
