/**
 * Where an uploaded archive's tar ends. gzip packs a gigabyte of zeros into a megabyte, and tar-stream reads every
 * zero block after the archive's end marker as one more empty header: a small upload padded with zeros would cost
 * seconds of CPU per megabyte and still restore. This follows the tar's structure (each header's size, padded to
 * 512-byte blocks, and the size a pax header gives the entry after it, as tar-stream reads it) and stops at the
 * first all-zero header block, the end marker: nothing after it is unpacked. It also counts every byte unpacked,
 * headers included, so no stream of headers without files can run on.
 */
const BLOCK = 512;

/** All long headers (pax, GNU long names) together; a backup made here has none. */
const LONG_HEADER_BYTES = 1024 * 1024;

export class TarEnd {
  /** Bytes of data (and padding) still to pass before the next header. */
  private skip = 0;
  /** A header block being gathered across chunks. */
  private header = Buffer.alloc(0);
  /** A pax header's data being gathered, and its type. */
  private long: { type: 'x' | 'g'; size: number; chunks: Buffer[]; got: number } | undefined;
  private longBytes = 0;
  private globalSize: number | undefined;
  private localSize: number | undefined;
  private localPax = false;
  /** Every byte passed on so far. */
  unpacked = 0;
  ended = false;

  /** `fail` is thrown with a reason in words. */
  constructor(
    private readonly maxBytes: number,
    private readonly fail: (reason: string) => Error,
  ) {}

  /** The part of `chunk` that belongs to the archive, up to and including its end marker. */
  take(chunk: Buffer): Buffer {
    let at = 0;
    while (at < chunk.length && !this.ended) {
      if (this.skip > 0) {
        const step = Math.min(this.skip, chunk.length - at);
        if (this.long) this.gatherLong(chunk.subarray(at, at + step));
        this.skip -= step;
        at += step;
        continue;
      }
      const step = Math.min(BLOCK - this.header.length, chunk.length - at);
      this.header = Buffer.concat([this.header, chunk.subarray(at, at + step)]);
      at += step;
      if (this.header.length === BLOCK) this.readHeader();
    }
    this.unpacked += at;
    if (this.unpacked > this.maxBytes) throw this.fail('It unpacks to more than a backup of this site can hold');
    return at === chunk.length ? chunk : chunk.subarray(0, at);
  }

  private readHeader() {
    const block = this.header;
    this.header = Buffer.alloc(0);
    if (this.long) this.finishLong();
    if (block.every((byte) => byte === 0)) {
      this.ended = true;
      return;
    }
    let size = sizeOf(block);
    if (size === undefined) throw this.fail("A file in it is larger than a backup's file can be");
    const type = String.fromCharCode(block[156]!);
    if (type === 'x' || type === 'g' || type === 'L' || type === 'K') {
      this.longBytes += size;
      if (this.longBytes > LONG_HEADER_BYTES) throw this.fail('Its headers are larger than a backup has');
      if (type === 'x' || type === 'g') this.long = { type, size, chunks: [], got: 0 };
    } else if (type !== '5') {
      // A directory's size is never read; any other entry's data is the pax size when a pax header preceded it.
      if (this.localPax) {
        size = this.localSize ?? this.globalSize ?? size;
        this.localPax = false;
        this.localSize = undefined;
      }
    } else {
      size = 0;
    }
    this.skip = Math.ceil(size / BLOCK) * BLOCK;
    if (this.long && this.skip === 0) this.finishLong();
  }

  private gatherLong(part: Buffer) {
    const long = this.long!;
    const wanted = Math.max(0, Math.min(part.length, long.size - long.got));
    if (wanted > 0) long.chunks.push(part.subarray(0, wanted));
    long.got += wanted;
    if (this.skip - part.length === 0) this.finishLong();
  }

  private finishLong() {
    const long = this.long!;
    this.long = undefined;
    const size = paxSize(Buffer.concat(long.chunks).toString('utf8'));
    if (long.type === 'g') {
      this.globalSize = size;
    } else {
      this.localPax = true;
      this.localSize = size;
    }
  }
}

/** A header's size field: octal, or undefined for the base-256 form (8 GB and more, never a backup's). */
function sizeOf(block: Buffer): number | undefined {
  if (block[124]! & 0x80) return undefined;
  const text = block
    .subarray(124, 136)
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .trim();
  const size = text === '' ? 0 : parseInt(text, 8);
  return Number.isFinite(size) && size >= 0 ? size : 0;
}

/** The `size` record of a pax header, read as tar-stream reads it (parseInt, base 10). */
function paxSize(text: string): number | undefined {
  const match = /(?:^|\n)\d+ size=([^\n]*)\n/.exec(text);
  if (!match) return undefined;
  const size = parseInt(match[1]!, 10);
  return size ? size : undefined;
}
