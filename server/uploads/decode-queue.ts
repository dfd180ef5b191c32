import { HttpError } from '../errors.ts';

export const BUSY_MESSAGE = 'The server is busy with other photos; please try again in a moment';

/** A place in the queue, taken before the upload's body is read and left once its decode is done. */
export interface QueuePlace {
  /** Waits for this place's turn (first come, first served), runs `task`, then leaves the queue. */
  run<T>(task: () => Promise<T>, weight?: number): Promise<T>;
  /** Leaves without running (the body could not be read, or the image was refused from its header). */
  leave(): void;
}

/**
 * Bounds the memory image uploads can take. Decoding is what costs memory (a 49 MP 16-bit PNG is 294 MB of pixels
 * if held whole), so at most `slots` run at once; each upload's body (up to 15 MB, held in memory by multer) is
 * counted from before it is read, so at most `slots + maxWaiting` bodies are ever held and the next upload is
 * refused with 503 without reading its body.
 */
export class DecodeQueue {
  private running = 0;
  /** Places taken and not yet running: bodies being read, headers being checked, and places waiting their turn. */
  private admitted = 0;
  private readonly turns: { weight: number; start: () => void }[] = [];
  private highWater = 0;

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
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
      run: async <T>(task: () => Promise<T>, weight = 1): Promise<T> => {
        if (state !== 'admitted') throw new Error('This queue place has already been used');
        // A decode that needs more than every slot could never start; it takes them all instead.
        const needed = Math.min(Math.max(1, weight), this.slots);
        await this.turn(needed);
        this.admitted -= 1;
        state = 'running';
        try {
          return await task();
        } finally {
          this.running -= needed;
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

  private turn(weight: number): Promise<void> {
    return new Promise((resolve) => {
      this.turns.push({
        weight,
        start: () => {
          this.running += weight;
          this.highWater = Math.max(this.highWater, this.running);
          resolve();
        },
      });
      this.startNext();
    });
  }

  private startNext() {
    // Strictly in order: a heavy decode at the head is not overtaken by light ones behind it, so it cannot starve.
    while (this.turns.length > 0 && this.running + this.turns[0]!.weight <= this.slots) {
      this.turns.shift()!.start();
    }
  }
}
