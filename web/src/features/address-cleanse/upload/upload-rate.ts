/**
 * An upload's recent rate, smoothed, for its time left. Each reading moves the rate towards the
 * one since the reading before, the further the longer that was (half way in `halfLifeMs`): a
 * slower or faster stretch shows within seconds, one bunched reading does not swing it, and a
 * connection that stalls shows the rate falling (the time left growing) rather than a figure frozen.
 */
export class UploadRate {
  private last: { bytes: number; ms: number } | null = null;
  /** Bytes per millisecond, once there has been a reading after the first. */
  private rate: number | null = null;
  private measuredMs = 0;

  constructor(
    private readonly halfLifeMs = 3000,
    /** No rate is given before this long has been measured: the first moments say little. */
    private readonly settleMs = 1000,
  ) {}

  /**
   * `bytes` sent so far, read at `ms`. Fewer than before (a chunk being sent again from its start)
   * measures on from there: the bytes sent again are sent at the same rate.
   */
  add(bytes: number, ms: number): void {
    const last = this.last;
    if (last && ms <= last.ms) return;
    this.last = { bytes, ms };
    if (!last || bytes < last.bytes) return;
    // Until the first bytes go out the file is being read and the upload begun: that time is not
    // the connection's, and counted it would start the time left far too long.
    if (this.rate === null && bytes === last.bytes) return;
    const elapsed = ms - last.ms;
    const recent = (bytes - last.bytes) / elapsed;
    this.rate = this.rate === null ? recent : this.rate + (recent - this.rate) * (1 - 2 ** (-elapsed / this.halfLifeMs));
    this.measuredMs += elapsed;
  }

  /** Bytes per millisecond, or null while too little has been measured to say. */
  bytesPerMs(): number | null {
    return this.measuredMs >= this.settleMs ? this.rate : null;
  }
}
