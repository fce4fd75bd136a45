// Runs this process as if its clock had been set to TEST_NOW (an ISO instant) when it started:
// `new Date()` and `Date.now()` are shifted by one fixed offset and time runs on from there.
// Loaded by jest and, through NODE_OPTIONS, by every process of the portal under test, so the
// suite can be run on any date: TEST_NOW=2026-11-29T15:00:00Z npm test.
const at = process.env.TEST_NOW;
if (at) {
  const target = Date.parse(at);
  if (Number.isNaN(target)) throw new Error(`TEST_NOW is not a date: ${at}`);
  const RealDate = globalThis.Date;
  const offset = target - RealDate.now();
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
