// Makes the short demo videos of the library (WebM, VP8) by recording an animated canvas in
// Chromium. Run from the e2e package, where Playwright is installed:
//   cd e2e && node ../server/src/feed/media/makeVideos.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'package.json'));
const { chromium } = require('@playwright/test');

const VIDEOS = [
  { name: 'video-exercise.webm', title: 'Chair yoga', colour: '#2f6f4f' },
  { name: 'video-concert.webm', title: 'Afternoon concert', colour: '#4b3b7a' },
  { name: 'video-talk.webm', title: 'Garden talk', colour: '#7a4b2f' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const video of VIDEOS) {
  const base64 = await page.evaluate(async ({ title, colour }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const ctx = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 150_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - started) / 1000;
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 320, 180);
        ctx.fillStyle = '#ffd54a';
        ctx.beginPath();
        ctx.arc(40 + t * 60, 60 + Math.sin(t * 2) * 20, 22, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.font = 'bold 26px sans-serif';
        ctx.fillText(title, 20, 150);
        if (t < 4) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, video);
  writeFileSync(join(import.meta.dirname, video.name), Buffer.from(base64, 'base64'));
  console.log(`${video.name}: ${Math.round((base64.length * 3) / 4 / 1024)} KB`);
}
await browser.close();
