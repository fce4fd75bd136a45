import type { Shortcut } from '../api/feedApi';
import { shortcutSections } from './shortcutSections';

const link = (id: string): Shortcut => ({
  _type: 'Shortcut',
  id,
  icon: null,
  link: `/${id}`,
  name: id,
  type: 'link',
});
const section = (id: string): Shortcut => ({
  _type: 'Section',
  id,
  icon: null,
  link: null,
  name: id,
  type: 'section',
});

describe('shortcutSections', () => {
  it('groups shortcuts under the section before them and drops empty sections', () => {
    const sections = shortcutSections([
      link('a'),
      section('S1'),
      link('b'),
      link('c'),
      section('S2'),
      section('S3'),
      link('d'),
    ]);
    expect(sections.map((s) => [s.name, s.shortcuts.map((x) => x.id)])).toEqual([
      [null, ['a']],
      ['S1', ['b', 'c']],
      ['S3', ['d']],
    ]);
  });
});
