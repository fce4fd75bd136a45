import { filesToKeep } from './serviceWorker';

const entry = (name: string, initiatorType: string) =>
  ({ name, initiatorType }) as PerformanceResourceTiming;

it('keeps the page, its scripts, styles and images and the areas’ manifests, once each, no API calls', () => {
  const page = { href: 'https://portal.example/library/new?x=1' } as Location;
  expect(
    filesToKeep(page, [
      entry('https://portal.example/static/js/index.abcdef12.js', 'script'),
      entry('https://portal.example/static/js/index.abcdef12.js', 'script'),
      entry('https://portal.example/static/css/index.abcdef12.css', 'link'),
      entry('https://feed.example/mf-manifest.json', 'fetch'),
      entry('https://api.example/v3/graph/graphql', 'fetch'),
      entry('https://api.example/v3/flags?communityId=c1', 'fetch'),
      entry('https://api.example/media/photo.jpg', 'img'),
    ]),
  ).toEqual([
    'https://portal.example/',
    'https://portal.example/static/js/index.abcdef12.js',
    'https://portal.example/static/css/index.abcdef12.css',
    'https://feed.example/mf-manifest.json',
    'https://api.example/media/photo.jpg',
  ]);
});
