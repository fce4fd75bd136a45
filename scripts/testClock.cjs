// Runs this process as if the clock had been set to TEST_NOW (an ISO instant) when the test
// run started: `new Date()` and `Date.now()` are shifted by one fixed offset and time runs on
// from there. scripts/test.sh fixes the offset once (TEST_CLOCK_OFFSET_MS) so that every
// process of the run, jest's and the portal's (through NODE_OPTIONS), shows the same time.
// TEST_NOW=2026-11-29T15:00:00Z npm test runs the suite on that date.
const at = process.env.TEST_NOW;
if (at) {
  const target = Date.parse(at);
  if (Number.isNaN(target)) throw new Error(`TEST_NOW is not a date: ${at}`);
  const RealDate = globalThis.Date;
  const fixed = Number(process.env.TEST_CLOCK_OFFSET_MS);
  const offset =
    Number.isFinite(fixed) && process.env.TEST_CLOCK_OFFSET_MS ? fixed : target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
