// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderReport } from './report';

const entry = (overrides = {}) => ({
  storyId: 'components-button--default',
  title: 'Button',
  name: 'Default',
  project: 'storybook (chromium)',
  message: 'Button › Default: 0.85 % of the pixels differ (9180 px).',
  pictures: {
    baseline: 'pictures/components-button--default.baseline.png',
    actual: 'pictures/components-button--default.new.png',
    diff: 'pictures/components-button--default.diff.png',
  },
  ...overrides,
});

describe('the visual review page', () => {
  it('says so when no story changed, and lists none', () => {
    const page = renderReport([], '../../storybook-static');
    expect(page).toContain('No story looks different from its baseline.');
    expect(page).not.toContain('<section');
  });

  it('shows baseline, new picture and difference side by side for each changed story', () => {
    const page = renderReport([entry()], '../../storybook-static');
    expect(page).toContain('1 story looks different from its baseline.');
    expect(page).toContain('<h2 id="components-button--default">Button › Default</h2>');
    expect(page).toContain(
      '<img src="pictures/components-button--default.baseline.png" alt="Baseline of Button, Default"',
    );
    expect(page).toContain('<img src="pictures/components-button--default.new.png" alt="New of Button, Default"');
    expect(page).toContain(
      '<img src="pictures/components-button--default.diff.png" alt="Difference of Button, Default"',
    );
  });

  it('links each story in the static Storybook and in npm run storybook, at the width it changed at', () => {
    const page = renderReport([entry({ project: 'storybook-320 (chromium)' })], '../../storybook-static');
    expect(page).toContain('Button › Default <span class="width">320 px</span>');
    expect(page).toContain(
      'href="../../storybook-static/index.html?path=/story/components-button--default&#38;globals=viewport:phone320"',
    );
    expect(page).toContain(
      'href="http://localhost:6006/?path=/story/components-button--default&#38;globals=viewport:phone320"',
    );
  });

  it('marks a story without a baseline, and escapes what the stories named', () => {
    const page = renderReport(
      [entry({ name: 'Long <name> & "quotes"', pictures: { actual: 'pictures/components-button--default.new.png' } })],
      '.',
    );
    expect(page).toContain('Long &#60;name&#62; &#38; &#34;quotes&#34;');
    expect(page).toContain('<figcaption>Baseline</figcaption><p class="none">none</p>');
  });

  it('lists the stories in a stable order', () => {
    const page = renderReport([entry({ storyId: 'forms-dropdown--default', title: 'Dropdown' }), entry()], '.');
    expect(page.indexOf('Button › Default')).toBeLessThan(page.indexOf('Dropdown › Default'));
  });
});
