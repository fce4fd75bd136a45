import { chatUploadProblem } from './chat.ts';
import { CHAT_UPLOAD_MAX_BYTES } from './constants.ts';
import { strings } from './strings.ts';

describe('chatUploadProblem (spec 5)', () => {
  const picture = { size: 1_000, mime: 'image/png' };

  it('takes up to 10 files, each under 20 MB', () => {
    expect(chatUploadProblem(Array(10).fill(picture))).toBeNull();
    expect(
      chatUploadProblem([{ size: CHAT_UPLOAD_MAX_BYTES - 1, mime: 'application/pdf' }]),
    ).toBeNull();
  });

  it('refuses 11 files, a file of 20 MB, and any video, with the spec messages', () => {
    expect(chatUploadProblem(Array(11).fill(picture))).toBe(strings.uploadTooMany);
    expect(chatUploadProblem([{ size: CHAT_UPLOAD_MAX_BYTES, mime: 'image/jpeg' }])).toBe(
      strings.uploadTooLarge,
    );
    expect(chatUploadProblem([picture, { size: 10, mime: 'video/mp4' }])).toBe(
      strings.uploadVideoUnsupported,
    );
  });
});
